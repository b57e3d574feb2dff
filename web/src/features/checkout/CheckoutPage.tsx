import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { PricedBasket } from '@domain/pricing';
import {
  formatEuros,
  PAYMENT_OUTCOME_MESSAGE,
  PERIOD_LABEL,
  rememberBasket,
  STATE_CHANGING_HEADERS,
} from './checkout-support';
import { fetchSessionUser } from '../../shared/session';

type CheckoutData =
  | { readonly basket: PricedBasket; readonly request: BasketRequest; readonly signedInEmail: string | undefined }
  | { readonly error: string };

interface BasketRequest {
  slug: string;
  quantity: number;
  secondaryQuantity?: number;
  addOns: string[];
  /** Support extensions: the licence whose support is extended (from `?licenceId=`). */
  licenceId?: string;
}

/** Prices the basket on the server, so the page shows exactly what will be charged. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<CheckoutData> {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  if (params.quantity !== undefined) query.set('quantity', params.quantity);
  if (params.secondaryQuantity !== undefined) query.set('secondaryQuantity', params.secondaryQuantity);
  const addOns = (url.searchParams.get('addOns') ?? '').split(',').filter(Boolean);
  if (addOns.length > 0) query.set('addOns', addOns.join(','));
  // The session is read (and refreshed) before the form shows: a signed-in buyer checks out with its e-mail.
  const [response, user] = await Promise.all([
    fetch(`/api/pricing/${encodeURIComponent(params.productSlug ?? '')}?${query}`, { signal: request.signal }),
    fetchSessionUser().catch(() => null),
  ]);
  const licenceId = url.searchParams.get('licenceId');
  const body = (await response.json().catch(() => ({}))) as PricedBasket & { error?: { message: string } };
  if (!response.ok) return { error: body.error?.message ?? `The basket could not be priced (${response.status}).` };
  return {
    basket: body,
    request: {
      slug: body.slug,
      quantity: Number(params.quantity),
      ...(params.secondaryQuantity !== undefined ? { secondaryQuantity: Number(params.secondaryQuantity) } : {}),
      addOns,
      ...(licenceId ? { licenceId } : {}),
    },
    signedInEmail: user?.email,
  };
}

export function Component() {
  const data = useLoaderData() as CheckoutData;
  const location = useLocation();
  const outcome = new URLSearchParams(location.search).get('payment');
  if ('error' in data) {
    return (
      <section className="page checkout">
        <h1>Checkout</h1>
        <p role="alert" className="checkout-error">
          {data.error}
        </p>
        <p className="actions">
          <Link to="/">Back to the shop</Link>
        </p>
      </section>
    );
  }
  return (
    <Basket
      basket={data.basket}
      request={data.request}
      signedInEmail={data.signedInEmail}
      outcomeMessage={outcome ? PAYMENT_OUTCOME_MESSAGE[outcome] : undefined}
    />
  );
}

function Basket({
  basket,
  request,
  signedInEmail,
  outcomeMessage,
}: {
  basket: PricedBasket;
  request: BasketRequest;
  signedInEmail: string | undefined;
  outcomeMessage: string | undefined;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState(signedInEmail ?? '');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const response = await fetch('/api/checkout', {
        method: 'POST',
        headers: STATE_CHANGING_HEADERS,
        body: JSON.stringify({ ...request, email }),
      });
      const body = (await response.json()) as { transactionId?: string; checkoutUrl?: string; error?: { message: string } };
      if (!response.ok || !body.transactionId || !body.checkoutUrl) {
        setProblem(body.error?.message ?? 'The checkout could not be started. Please try again.');
        return;
      }
      rememberBasket(body.transactionId, `${location.pathname}${stripOutcome(location.search)}`);
      navigate(body.checkoutUrl);
    } catch {
      setProblem('The shop could not be reached. Please check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page checkout">
      <h1>Checkout</h1>
      {outcomeMessage && (
        <p role="alert" className="checkout-outcome">
          {outcomeMessage}
        </p>
      )}
      <h2>{basket.title}</h2>
      <table className="basket">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col">Amount</th>
            <th scope="col">Period</th>
          </tr>
        </thead>
        <tbody>
          {basket.items.map((item) => (
            <tr key={item.priceId}>
              <td>{item.title}</td>
              <td>{item.quantity}</td>
              <td>{formatEuros(item.amount)}</td>
              <td>{PERIOD_LABEL[item.frequency]}</td>
            </tr>
          ))}
          {basket.discount > 0 && (
            <tr className="discount">
              <td>First year of support included</td>
              <td />
              <td>− {formatEuros(basket.discount)}</td>
              <td>one-time</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td data-testid="basket-total">{formatEuros(basket.total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className="vat-note">Prices are excluding VAT.</p>
      <form onSubmit={submit} className="checkout-form">
        <label htmlFor="checkout-email">E-mail address</label>
        <input
          id="checkout-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          readOnly={signedInEmail !== undefined}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby="checkout-email-note"
        />
        <p id="checkout-email-note" className="note">
          {signedInEmail === undefined
            ? 'Your licence keys are bound to this e-mail address.'
            : 'You are signed in: your licence keys are bound to the e-mail address of your account.'}
        </p>
        {request.licenceId && <p className="note">Extends the support of licence {request.licenceId}.</p>}
        {problem && (
          <p role="alert" className="checkout-error">
            {problem}
          </p>
        )}
        <button type="submit" disabled={busy}>
          Continue to payment
        </button>
      </form>
    </section>
  );
}

function stripOutcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
