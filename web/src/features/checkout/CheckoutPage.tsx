import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { OrderLineView } from '@contract/order-summary';
import { API } from '@contract/api-endpoints';
import { callApi, isRetryable } from '../../shared/api';
import { fetchSessionUser } from '../../shared/session';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { UnknownRoute } from '../../shared/ui/UnknownRoute';
import { findProduct } from '@domain/catalogue';
import { legalPagePath } from '@contract/legal';
import { currentLanguage, withParts } from '../../shared/i18n/i18n';
import { TextField } from '../../shared/ui/TextField';
import { orderLinesOf } from '@contract/order-summary';
import { exceedsOrderLimit } from '@contract/quantity';
import { OrderLimit } from '../../shared/ui/QuantityStepper';
import { productTitle } from '../../shared/ui/product-title';
import { BasketTable, VAT_AT_PAYMENT } from './BasketTable';
import { t } from './texts';
import {
  humanError,
  PAYMENT_OUTCOME_MESSAGE,
  quantityBounds,
  rememberCheckout,
  rememberEmail,
  rememberedEmail,
  urlQuantity,
} from './checkout-support';
import './checkout.css';
import { LoadProblem } from './LoadProblem';
import { Loading } from '../../shared/ui/Loading';
import '../../shared/ui/vat-note.css';

const ANONYMOUS_HINT =
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.' as const;
const NEXT_STEP =
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.' as const;

interface BasketRequest {
  readonly slug: string;
  readonly quantity: number;
  readonly secondaryQuantity?: number;
  readonly addOns: readonly string[];
  /** Support extensions: the licence whose support is extended (from `?licenceId=`). */
  readonly licenceId?: string;
}

type CheckoutData =
  | {
      readonly basket: { title: string; lines: OrderLineView[]; discountCents: number; totalCents: number };
      readonly request: BasketRequest;
      readonly signedInEmail: string | undefined;
      /** The version of the terms this page links to: the checkout records it (ADR 489). */
      readonly termsVersion: string | undefined;
    }
  | { readonly problem: string; readonly retry: boolean }
  /** A quantity above the order limit: the limit and the way to buy more, as the stepper says them (ADR 310). */
  | { readonly overLimit: true }
  /** `/buy/{slug}/…` for a slug the catalogue does not know is an unknown address, not a checkout (ADR 316). */
  | { readonly unknownRoute: true };

/**
 * `/buy/:productSlug/:quantity/:secondaryQuantity?`. A quantity in the URL that is not a whole number of at least
 * 1 resets to 1 (docs/product/prices.md) by replacing the URL; above the shop's maximum it is capped to it. The server prices
 * the basket, so the page shows exactly what will be charged; the session is read (and refreshed) first, so a
 * signed-in buyer checks out with the account's e-mail.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<CheckoutData | Response> {
  const url = new URL(request.url);
  if (!findProduct(params.productSlug ?? '')) return { unknownRoute: true };
  const quantity = urlQuantity(params.quantity, ...quantityBounds.quantity);
  const secondary =
    params.secondaryQuantity === undefined
      ? undefined
      : urlQuantity(params.secondaryQuantity, ...quantityBounds.secondaryQuantity);
  if (
    String(quantity) !== params.quantity ||
    (secondary !== undefined && String(secondary) !== params.secondaryQuantity)
  ) {
    const slug = encodeURIComponent(params.productSlug ?? '');
    throw redirect(`/buy/${slug}/${quantity}${secondary === undefined ? '' : `/${secondary}`}${url.search}`);
  }
  if (exceedsOrderLimit(quantity)) return { overLimit: true };
  const addOns = (url.searchParams.get('addOns') ?? '').split(',').filter(Boolean);
  const query = {
    quantity,
    secondaryQuantity: secondary,
    addOns: addOns.length > 0 ? addOns.join(',') : undefined,
  };
  const licenceId = url.searchParams.get('licenceId') ?? undefined;
  try {
    const [basket, user, terms] = await Promise.all([
      callApi(API.pricing, { params: { slug: params.productSlug ?? '' }, query }),
      fetchSessionUser().catch(() => null),
      // The terms' version only: a stage without terms, or a failed read, still sells (the server records its own).
      callApi(API.legalPage, { params: { page: 'terms' } }).catch(() => undefined),
    ]);
    return {
      basket: {
        title: basket.title,
        lines: orderLinesOf(basket),
        discountCents: basket.discountCents,
        totalCents: basket.totalCents,
      },
      request: {
        slug: basket.slug,
        quantity,
        ...(secondary !== undefined ? { secondaryQuantity: secondary } : {}),
        addOns,
        ...(licenceId ? { licenceId } : {}),
      },
      signedInEmail: user?.email,
      termsVersion: terms?.version,
    };
  } catch (error) {
    return { problem: humanError(error), retry: isRetryable(error) };
  }
}

/** Starts the payment: the server creates the Paddle transaction; the browser goes on to `/pay?_ptxn=…`. */
export async function action({ request }: ActionFunctionArgs): Promise<{ problem: string } | Response> {
  const form = await request.formData();
  const order = JSON.parse(String(form.get('order'))) as BasketRequest;
  const email = String(form.get('email') ?? '').trim();
  const termsVersion = String(form.get('termsVersion') ?? '');
  rememberEmail(email);
  try {
    const started = await callApi(API.checkout, {
      body: {
        ...order,
        ...(email ? { email } : {}),
        ...(termsVersion ? { termsVersion } : {}),
        language: currentLanguage(),
      },
    });
    const url = new URL(request.url);
    url.searchParams.delete('payment');
    rememberCheckout(started.transactionId, { basketPath: `${url.pathname}${url.search}`, email });
    return redirect(started.checkoutUrl);
  } catch (error) {
    return { problem: humanError(error) };
  }
}

/** A refused start changes nothing the loader read: the basket is not priced again. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

export function Component() {
  const data = useLoaderData() as CheckoutData;
  if ('unknownRoute' in data) return <UnknownRoute />;
  if ('overLimit' in data) return <LoadProblem title={t('Checkout')} problem={<OrderLimit />} retry={false} />;
  if ('problem' in data)
    return <LoadProblem title={t('Checkout')} problem={data.problem} retry={Boolean(data.retry)} />;
  return <Checkout {...data} />;
}

function Checkout({ basket, request, signedInEmail, termsVersion }: Extract<CheckoutData, { basket: unknown }>) {
  const navigation = useNavigation();
  const answer = useActionData() as { problem: string } | undefined;
  const outcome = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('payment');
  const outcomeKey = outcome === 'cancelled' || outcome === 'failed' ? PAYMENT_OUTCOME_MESSAGE[outcome] : undefined;
  const outcomeMessage = outcomeKey ? t(outcomeKey) : undefined;
  const submitting = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const catchUp = request.secondaryQuantity ?? 0;
  return (
    <section className="page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('Checkout')}</h1>
      {outcomeMessage && (
        <Notice tone={outcome === 'failed' ? 'error' : 'info'}>
          <p>{outcomeMessage}</p>
        </Notice>
      )}
      <div className="checkout-grid">
        <Card as="section" aria-labelledby="basket-heading">
          <h2 id="basket-heading">{productTitle(basket.title)}</h2>
          {request.licenceId && (
            <p className="checkout-extension" data-testid="extension-note">
              {withParts(
                catchUp === 0
                  ? t('Extends the support of licence {{licence}}.')
                  : catchUp === 1
                    ? t(
                        'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.',
                        { count: catchUp },
                      )
                    : t(
                        'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.',
                        { count: catchUp },
                      ),
                { licence: <strong className="checkout-licence">{request.licenceId}</strong> },
              )}
            </p>
          )}
          <BasketTable
            caption={t('Your order')}
            lines={basket.lines}
            discountCents={basket.discountCents}
            totalCents={basket.totalCents}
          />
          <p className="vat-note">{t(VAT_AT_PAYMENT)}</p>
        </Card>
        <Card as="section" aria-labelledby="buyer-heading">
          <Form method="post" className="checkout-fields">
            <h2 id="buyer-heading">{t('Your licences')}</h2>
            <input type="hidden" name="order" value={JSON.stringify(request)} />
            <input type="hidden" name="termsVersion" value={termsVersion ?? ''} />
            <TextField
              id="checkout-email"
              label={t('E-mail address')}
              name="email"
              type="email"
              required
              autoComplete="email"
              defaultValue={signedInEmail ?? rememberedEmail()}
              readOnly={signedInEmail !== undefined}
              hint={
                signedInEmail === undefined
                  ? t(ANONYMOUS_HINT)
                  : t('You are signed in: your licence keys are bound to the e-mail address of your account.')
              }
            />
            {answer?.problem && (
              <Notice tone="error">
                <p>{answer.problem}</p>
              </Notice>
            )}
            <button
              type="submit"
              className="button primary checkout-submit"
              disabled={submitting}
              aria-busy={submitting}
            >
              {submitting ? t('Starting payment…') : t('Continue to payment')}
            </button>
            <p className="checkout-next">{t(NEXT_STEP)}</p>
            <p className="checkout-legal" data-testid="checkout-legal">
              {withParts(t('Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.'), {
                terms: <Link to={legalPagePath('terms')}>{t('terms')}</Link>,
                withdrawal: <Link to={legalPagePath('withdrawal')}>{t('right of withdrawal')}</Link>,
                privacy: <Link to={legalPagePath('privacy')}>{t('privacy notice')}</Link>,
              })}
            </p>
          </Form>
        </Card>
      </div>
    </section>
  );
}

/**
 * What the checkout's shell document paints before any script (ADR 350): the page's heading, the basket's card with
 * its VAT note while the basket is priced, and the buyer's card with its field and button disabled. A picture of the
 * page, not yet the page: inert and hidden from assistive technology, so nothing typed into it is lost and nobody
 * mistakes it for the priced basket.
 */
export function Placeholder() {
  return (
    <section aria-hidden="true" inert className="page" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('Checkout')}</h1>
      <div className="checkout-grid">
        <Card as="section" aria-label={t('Your order')}>
          <Loading />
          <p className="vat-note">{t(VAT_AT_PAYMENT)}</p>
        </Card>
        <Card as="section" aria-labelledby="buyer-heading">
          <div className="checkout-fields">
            <h2 id="buyer-heading">{t('Your licences')}</h2>
            <TextField
              id="checkout-email"
              label={t('E-mail address')}
              name="email"
              type="email"
              disabled
              hint={t(ANONYMOUS_HINT)}
            />
            <button type="button" className="button primary checkout-submit" disabled>
              {t('Continue to payment')}
            </button>
            <p className="checkout-next">{t(NEXT_STEP)}</p>
          </div>
        </Card>
      </div>
    </section>
  );
}
