import { useState } from 'react';
import { BILLING_INTERVAL_LABEL } from '@contract/billing-interval';
import { apiPost } from '../../shared/api';
import { requireSignIn } from '../../shared/session';
import { formatEuro } from '../../shared/ui/format-euro';
import { errorMessage, formatDate, RemoteView, until, useRemote, type Subscription } from './portal';

/** Requires sign-in (SPEC.md §6): anonymous visitors go to sign in, then come back. */
export const loader = requireSignIn;

interface SubscriptionsAnswer {
  readonly subscriptions: readonly Subscription[];
}

const STATUS_LABEL: Readonly<Record<string, string>> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  paused: 'Paused',
  canceled: 'Cancelled',
};

/** `/subscriptions` (My subscriptions): support and trainer subscriptions, cancel at period end, payment method. */
export function Component() {
  const [remote, reload] = useRemote<SubscriptionsAnswer>('/api/subscriptions');
  return (
    <section className="page portal subscriptions-page">
      <h1>My subscriptions</h1>
      <RemoteView remote={remote}>
        {(answer) =>
          answer.subscriptions.length === 0 ? (
            <p className="portal-empty">You have no subscriptions.</p>
          ) : (
            <ul className="portal-list" aria-label="Subscriptions">
              {answer.subscriptions.map((subscription) => (
                <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} reload={reload} />
              ))}
            </ul>
          )
        }
      </RemoteView>
    </section>
  );
}

function SubscriptionCard({ subscription, reload }: { subscription: Subscription; reload: () => Promise<SubscriptionsAnswer | undefined> }) {
  const [confirming, setConfirming] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const path = `/api/subscriptions/${encodeURIComponent(subscription.subscriptionId)}`;

  const cancel = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await apiPost(`${path}/cancel`);
      setConfirming(false);
      setWaiting(true);
      // The state shown is what Paddle's webhook reports, not what was asked for.
      await until(reload, (answer) => answer.subscriptions.some((item) => item.subscriptionId === subscription.subscriptionId && !item.cancellable));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setWaiting(false);
      setBusy(false);
    }
  };
  const managePayment = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { url } = await apiPost<{ url: string }>(`${path}/portal`);
      window.location.assign(url);
    } catch (error) {
      setProblem(errorMessage(error));
      setBusy(false);
    }
  };

  const amount =
    subscription.amountCents === null
      ? null
      : `${formatEuro(subscription.amountCents / 100)} ${BILLING_INTERVAL_LABEL[subscription.billingInterval ?? 'year']}`;
  return (
    <li className="portal-card" aria-label={subscription.productTitle ?? subscription.subscriptionId} data-subscription-id={subscription.subscriptionId}>
      <h2>{subscription.productTitle ?? 'Subscription'}</h2>
      <dl className="portal-facts">
        <dt>Status</dt>
        <dd className="subscription-status">
          {subscription.cancelsAt ? `Cancelled — ends on ${formatDate(subscription.cancelsAt)}` : (STATUS_LABEL[subscription.status] ?? subscription.status)}
        </dd>
        <dt>Next billing date</dt>
        <dd>{subscription.nextBilledAt ? formatDate(subscription.nextBilledAt) : 'none'}</dd>
        {amount && (
          <>
            <dt>Amount</dt>
            <dd>{amount} (excluding VAT)</dd>
          </>
        )}
        <dt>Current period ends</dt>
        <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
      </dl>
      {problem && <p role="alert">{problem}</p>}
      {waiting && <p role="status">Cancellation requested; waiting for the payment provider to confirm…</p>}
      {subscription.cancellable && !confirming && !waiting && (
        <button type="button" onClick={() => setConfirming(true)}>
          Cancel subscription
        </button>
      )}
      {confirming && (
        <div role="group" aria-label="Confirm cancellation" className="confirm">
          <p>
            Cancel at the end of the current period? It stays active until {formatDate(subscription.currentPeriodEnd)} and is not
            charged again.
          </p>
          <button type="button" disabled={busy} onClick={cancel}>
            Yes, cancel at period end
          </button>
          <button type="button" disabled={busy} onClick={() => setConfirming(false)}>
            Keep subscription
          </button>
        </div>
      )}
      {subscription.status !== 'canceled' && (
        <button type="button" disabled={busy} onClick={managePayment}>
          Manage payment method
        </button>
      )}
    </li>
  );
}
