import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { API } from '@contract/api-endpoints';
import { TRANSACTION_ID_PATTERN, type OrderSummaryView } from '@contract/order-summary';
import { callApi, isRetryable } from '../../shared/api';
import { loadWebConfig } from '../../shared/config';
import type { WebConfig } from '@contract/web-config';
import { Card } from '../../shared/ui/Card';
import { Loading } from '../../shared/ui/Loading';
import { Notice } from '../../shared/ui/Notice';
import { fetchSessionUser, useSessionUser, type SessionUser } from '../../shared/session';
import { useFormats } from '../../shared/use-formats';
import { productTitle } from '../../shared/ui/product-title';
import { BasketTable, VAT_AT_PAYMENT } from './BasketTable';
import { t } from './texts';
import { withParts } from '../../shared/i18n/i18n';
import { basketPathWithOutcome, humanError, rememberedCheckout, type PaymentOutcome } from './checkout-support';
import { Confirmation } from './Confirmation';
import './checkout.css';
import { PADDLE_CHECKOUT_SETTINGS } from '@contract/paddle-checkout';
import { LoadProblem } from './LoadProblem';
import '../../shared/ui/vat-note.css';

// Local mode only: the cloud never requests this chunk.
const LocalTestPayment = lazy(() => import('./LocalTestPayment'));

type PayData =
  | {
      readonly summary: OrderSummaryView;
      readonly config: WebConfig;
      readonly transactionId: string;
      /** Who was signed in as the order was read: the e-mail line is drawn once, in its final words. */
      readonly signedIn: SessionUser | null;
    }
  | { readonly problem: string; readonly retry: boolean };

/** `/pay?_ptxn=<transaction>` (Paddle's default payment link): the order as it will be charged, then the payment. */
export async function loader({ request }: LoaderFunctionArgs): Promise<PayData> {
  const transactionId = new URL(request.url).searchParams.get('_ptxn') ?? '';
  if (!TRANSACTION_ID_PATTERN.test(transactionId))
    return { problem: t('This payment link is incomplete: it names no order.'), retry: false };
  try {
    const [summary, config, signedIn] = await Promise.all([
      callApi(API.orderSummary, { params: { transactionId } }),
      loadWebConfig(),
      fetchSessionUser().catch(() => null),
    ]);
    return { summary, config, transactionId, signedIn };
  } catch (error) {
    return { problem: humanError(error), retry: isRetryable(error) };
  }
}

export function Component() {
  const data = useLoaderData() as PayData;
  if ('problem' in data) return <LoadProblem title={t('Payment')} problem={data.problem} retry={Boolean(data.retry)} />;
  return <Payment {...data} />;
}

function Payment({ summary, config, transactionId, signedIn }: Extract<PayData, { summary: unknown }>) {
  const navigate = useNavigate();
  const [paid, setPaid] = useState(summary.status !== 'pending');
  const [notice, setNotice] = useState<string>();
  const { money, date } = useFormats();
  // The session as the loader found it until the layout's own check answers: a line that changed its words (and
  // its height) after the first paint would move the basket under it.
  const session = useSessionUser();
  const user = session === undefined ? signedIn : session;
  // Opened in another tab, the page knows no remembered basket: the order's own checkout is where it goes back to.
  const basketPath = rememberedCheckout(transactionId)?.basketPath ?? summary.basketPath;
  const backToBasket = (outcome: PaymentOutcome) =>
    navigate(basketPathWithOutcome(transactionId, outcome, summary.basketPath));
  const email = user?.email ?? rememberedCheckout(transactionId)?.email ?? summary.maskedEmail;

  if (paid) return <Confirmation transactionId={transactionId} initial={summary} />;
  return (
    <section className="page" aria-labelledby="pay-title">
      <h1 id="pay-title">{t('Payment')}</h1>
      <div className="checkout-grid">
        <Card as="section" aria-labelledby="pay-order-heading">
          <h2 id="pay-order-heading">{productTitle(summary.productTitle)}</h2>
          <p className="pay-summary-total" data-testid="pay-total">
            {money(summary.totalCents)}
          </p>
          <p className="vat-note">{t(VAT_AT_PAYMENT)}</p>
          <p className="pay-email" data-testid="pay-email">
            {withParts(t('Your licences will be bound to {{email}}.'), { email: <strong>{email}</strong> })}{' '}
            {user ? null : <Link to={basketPath}>{t('Change the e-mail address')}</Link>}
          </p>
          {summary.supportExtension?.runsUntil && (
            <p className="pay-extension-until" data-testid="pay-extension-until">
              {t('Support of licence {{licence}} will run until {{date}}.', {
                licence: summary.supportExtension.licenceId,
                date: date(summary.supportExtension.runsUntil),
              })}
            </p>
          )}
          <BasketTable
            caption={t('Order {{number}}', { number: summary.orderNumber })}
            lines={summary.lines}
            discountCents={summary.discountCents}
            totalCents={summary.totalCents}
          />
        </Card>
        <div>
          {notice && (
            <Notice tone="error">
              <p>{notice}</p>
            </Notice>
          )}
          {config.mode === 'local' ? (
            <Suspense fallback={<Loading />}>
              <LocalTestPayment
                transactionId={transactionId}
                onPaid={() => setPaid(true)}
                onCancel={() => backToBasket('cancelled')}
                onDecline={() => backToBasket('failed')}
              />
            </Suspense>
          ) : (
            <PaddleCheckout
              config={config}
              transactionId={transactionId}
              onCompleted={() => setPaid(true)}
              onClosed={() => backToBasket('cancelled')}
              onProblem={setNotice}
            />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * What the payment page's shell document paints before any script (ADR 350): its heading, the order's card with its
 * VAT note while the order is read, and beside it the note on the payment form, as the page shows it once deployed
 * (the build renders for the cloud). The note is the largest text of the first paint, so the order's lines that
 * come with the data (the e-mail sentence is two lines on a phone) do not make the page's largest paint wait for
 * them. Inert and hidden from assistive technology, as the checkout's.
 */
export function Placeholder() {
  return (
    <section aria-hidden="true" inert className="page" aria-labelledby="pay-title">
      <h1 id="pay-title">{t('Payment')}</h1>
      <div className="checkout-grid">
        <Card as="section" aria-label={t('Your order')}>
          <Loading />
          <p className="vat-note">{t(VAT_AT_PAYMENT)}</p>
        </Card>
        <div>
          <PaymentFormNote />
        </div>
      </div>
    </section>
  );
}

/**
 * Paddle.js (cloud mode only, loaded on this page only) opens its overlay once per transaction. A declined card
 * keeps the overlay open for another attempt, with a note here; closing it without paying goes back to the basket,
 * where the buyer's e-mail is kept.
 */
function PaddleCheckout({
  config,
  transactionId,
  onCompleted,
  onClosed,
  onProblem,
}: {
  config: WebConfig;
  transactionId: string;
  onCompleted: () => void;
  onClosed: () => void;
  onProblem: (message: string | undefined) => void;
}) {
  const opened = useRef<string | null>(null);
  // Paddle.js keeps the first callbacks it is given: they read the newest handlers through this ref.
  const handlers = useRef({ onCompleted, onClosed, onProblem });
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    handlers.current = { onCompleted, onClosed, onProblem };
  });

  useEffect(() => {
    if (opened.current === transactionId) return;
    opened.current = transactionId;
    let completed = false;
    void (async () => {
      const { initializePaddle } = await import('@paddle/paddle-js');
      const paddle = await initializePaddle({
        environment: config.paddle.environment === 'production' ? 'production' : 'sandbox',
        token: config.paddle.clientToken ?? '',
        eventCallback: (event) => {
          const on = handlers.current;
          if (event.name === 'checkout.completed') {
            completed = true;
            on.onCompleted();
          } else if (event.name === 'checkout.closed' && !completed) on.onClosed();
          else if (event.name === 'checkout.payment.failed')
            on.onProblem(
              t('The card was declined. Nothing was charged; try another card or payment method in the payment form.'),
            );
          else if (event.name === 'checkout.error' || event.name === 'checkout.payment.error') {
            on.onProblem(t('The payment form reported a problem. Please check the details you entered and try again.'));
          }
        },
      });
      if (!paddle) throw new Error('Paddle.js did not initialise');
      // The transaction names the buyer's Paddle customer; the checkout must not let them switch e-mail (ADR 066).
      paddle.Checkout.open({ transactionId, settings: { ...PADDLE_CHECKOUT_SETTINGS } });
    })().catch(() => {
      opened.current = null;
      setFailed(t('The secure payment form could not be loaded. Please check your connection and try again.'));
    });
  }, [config, transactionId, failed]);

  if (failed) {
    return (
      <Notice tone="error" onRetry={() => setFailed(undefined)}>
        <p>{failed}</p>
      </Notice>
    );
  }
  return <PaymentFormNote />;
}

function PaymentFormNote() {
  return (
    <Notice tone="info">
      <p>
        {t('The secure payment form opens over this page. Closing it without paying takes you back to your basket.')}
      </p>
    </Notice>
  );
}
