import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loadWebConfig } from '../../shared/config';
import type { WebConfig } from '@contract/web-config';
import { basketPathWithOutcome, formatEuros, PERIOD_LABEL, STATE_CHANGING_HEADERS } from './checkout-support';

type Stage = { name: 'loading' } | { name: 'local'; transaction: LocalTransaction } | { name: 'cloud' } | { name: 'paid' } | { name: 'error'; message: string };

interface LocalTransaction {
  id: string;
  status: string;
  lines: { title: string; quantity: number; amountCents: number; frequency: 1 | 2 | 3 }[];
}

/**
 * `/pay?_ptxn=<transaction>` (Paddle's default payment link). In the cloud Paddle.js opens its checkout for the
 * transaction; locally the Paddle stand-in's test form takes its place. Either way a completed payment shows the
 * thank-you state, and a cancelled or failed one returns the buyer to the basket with a message.
 */
export function Component() {
  const [params] = useSearchParams();
  const transactionId = params.get('_ptxn') ?? '';
  const navigate = useNavigate();
  const linkNamesTransaction = /^txn_[A-Za-z0-9]+$/.test(transactionId);
  const [stage, setStage] = useState<Stage>(
    linkNamesTransaction ? { name: 'loading' } : { name: 'error', message: 'This payment link is incomplete: it names no transaction.' },
  );
  const backToBasket = (outcome: 'cancelled' | 'failed') => navigate(basketPathWithOutcome(transactionId, outcome));

  useEffect(() => {
    if (!linkNamesTransaction) return;
    let active = true;
    loadWebConfig()
      .then(async (config) => {
        if (config.mode === 'local') {
          const response = await fetch(`/api/local/paddle/transactions/${encodeURIComponent(transactionId)}`);
          if (!response.ok) throw new Error('This transaction is not known to the local Paddle stand-in.');
          const transaction = (await response.json()) as LocalTransaction;
          if (active) setStage(transaction.status === 'completed' ? { name: 'paid' } : { name: 'local', transaction });
          return;
        }
        if (active) setStage({ name: 'cloud' });
        await openPaddleCheckout(config, transactionId, {
          completed: () => active && setStage({ name: 'paid' }),
          closed: () => active && backToBasket('cancelled'),
          failed: () => active && backToBasket('failed'),
        });
      })
      .catch((error: Error) => active && setStage({ name: 'error', message: error.message }));
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transactionId, linkNamesTransaction]);

  return (
    <section className="page pay">
      <h1>Payment</h1>
      {stage.name === 'loading' && <p role="status">...</p>}
      {stage.name === 'cloud' && <p role="status">The secure payment form is opening…</p>}
      {stage.name === 'error' && (
        <>
          <p role="alert">{stage.message}</p>
          <p className="actions">
            <Link to="/">Back to the shop</Link>
          </p>
        </>
      )}
      {stage.name === 'paid' && <ThankYou />}
      {stage.name === 'local' && (
        <LocalTestPaymentForm
          transaction={stage.transaction}
          onPaid={() => setStage({ name: 'paid' })}
          onCancel={() => backToBasket('cancelled')}
          onDecline={() => backToBasket('failed')}
          onError={(message) => setStage({ name: 'error', message })}
        />
      )}
    </section>
  );
}

function ThankYou() {
  return (
    <div className="thank-you" role="status">
      <h2>Thank you for your purchase.</h2>
      <p>Your licence keys are being issued and are sent to your e-mail address. Sign in to see them any time.</p>
      <p className="actions">
        <Link to="/licenses">Go to your licences</Link>
      </p>
    </div>
  );
}

function LocalTestPaymentForm(props: {
  transaction: LocalTransaction;
  onPaid: () => void;
  onCancel: () => void;
  onDecline: () => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const total = props.transaction.lines.reduce((sum, line) => sum + line.amountCents * line.quantity, 0);
  const pay = async () => {
    setBusy(true);
    const response = await fetch(`/api/local/paddle/transactions/${encodeURIComponent(props.transaction.id)}/pay`, {
      method: 'POST',
      headers: STATE_CHANGING_HEADERS,
    });
    setBusy(false);
    if (response.ok) props.onPaid();
    else props.onError('The local test payment was refused.');
  };
  return (
    <form
      className="local-payment"
      aria-labelledby="local-payment-title"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <h2 id="local-payment-title">Test payment — local Paddle stand-in</h2>
      <p className="note">
        This is the local development stand-in for Paddle. No card is charged and no real money moves; paying here
        sends the same signed webhooks Paddle would.
      </p>
      <ul>
        {props.transaction.lines.map((line) => (
          <li key={line.title}>
            {line.quantity} × {line.title}: {formatEuros(line.amountCents / 100)} {PERIOD_LABEL[line.frequency]}
          </li>
        ))}
      </ul>
      <p>List price before the first-year support discount: {formatEuros(total / 100)}</p>
      <p className="actions">
        <button type="submit" disabled={busy}>
          Pay (test)
        </button>
        <button type="button" onClick={props.onDecline} disabled={busy}>
          Decline card (test)
        </button>
        <button type="button" onClick={props.onCancel} disabled={busy}>
          Cancel payment
        </button>
      </p>
    </form>
  );
}

/** Paddle.js is loaded only here and only in the cloud, so no other page carries it. */
async function openPaddleCheckout(
  config: WebConfig,
  transactionId: string,
  on: { completed: () => void; closed: () => void; failed: () => void },
): Promise<void> {
  const { initializePaddle } = await import('@paddle/paddle-js');
  let completed = false;
  const paddle = await initializePaddle({
    environment: config.paddle.environment === 'production' ? 'production' : 'sandbox',
    token: config.paddle.clientToken ?? '',
    eventCallback: (event) => {
      if (event.name === 'checkout.completed') {
        completed = true;
        on.completed();
      } else if (event.name === 'checkout.closed' && !completed) on.closed();
      else if (event.name === 'checkout.payment.failed' || event.name === 'checkout.failed') on.failed();
    },
  });
  if (!paddle) throw new Error('The payment form could not be loaded. Please try again in a moment.');
  paddle.Checkout.open({ transactionId });
}
