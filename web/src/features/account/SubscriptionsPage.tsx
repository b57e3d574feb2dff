import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import { API } from '@contract/api-endpoints';
import { callApi } from '../../shared/api';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { formatEuro } from '../../shared/ui/format-euro';
import { BILLING_INTERVAL_LABEL } from '@contract/billing-interval';
import {
  formatDate,
  portalAction,
  portalIntentFields,
  portalIntentOf,
  portalLoader,
  useOnce,
  usePortalAction,
  type Subscription,
} from './portal';
import '../../shared/ui/facts.css';

/** Requires sign-in (docs/product/accounts.md, "Who may see what"). */
export const loader = portalLoader(API.subscriptions);

/**
 * Cancel at period end, resume until then (ADR 261), or open Paddle's customer portal. The state shown after a cancel
 * or a resume is what Paddle's webhook reports, not what was asked for: the action waits (about 15 s at most) until
 * the subscription reads as cancelled, or as renewing again.
 */
export async function action(args: ActionFunctionArgs) {
  const named = portalIntentOf(await args.request.clone().formData());
  const result = await portalAction(args);
  const change =
    named?.intent === 'cancel-subscription' ? 'cancel' : named?.intent === 'resume-subscription' ? 'resume' : null;
  if (result.ok && change && named) {
    const id = named.id;
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const { subscriptions } = await callApi(API.subscriptions).catch(() => ({
        subscriptions: [],
      }));
      const item = subscriptions.find((listed) => listed.subscriptionId === id);
      if (item && item.cancellable === (change === 'resume')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return result;
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
  const answer = useLoaderData<typeof loader>();
  return (
    <section className="page portal" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">My subscriptions</h1>
      {answer.subscriptions.length === 0 ? (
        <Card>
          <p>You have no subscriptions.</p>
        </Card>
      ) : (
        <ul className="portal-list" aria-label="Subscriptions">
          {answer.subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} />
          ))}
        </ul>
      )}
    </section>
  );
}

function supports(subscription: Subscription): string | null {
  const ids = subscription.licenceIds;
  if (ids.length === 0) return null;
  if (subscription.kind === 'trainer') return `${ids.length} ${ids.length === 1 ? 'seat' : 'seats'}`;
  return ids.length === 1 ? `Licence ${ids[0]}` : `Licences ${ids.join(', ')}`;
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = usePortalAction();
  const resume = usePortalAction();
  const portal = usePortalAction<{ url: string }>();
  useOnce(portal.answer, () => window.location.assign(portal.answer!.url));
  const amount =
    subscription.amountCents === null
      ? null
      : `${formatEuro(subscription.amountCents / 100)} ${BILLING_INTERVAL_LABEL[subscription.billingInterval ?? 'year']}`;
  const supported = supports(subscription);
  const busy = cancel.busy || resume.busy || portal.busy;
  const resumable = subscription.cancelsAt !== null && subscription.status !== 'canceled';
  const problem = cancel.problem ?? resume.problem ?? portal.problem;
  return (
    <Card
      as="li"
      aria-label={subscription.productTitle ?? subscription.subscriptionId}
      data-subscription-id={subscription.subscriptionId}
    >
      <h2>{subscription.productTitle ?? 'Subscription'}</h2>
      <dl className="facts">
        {supported && (
          <>
            <dt>{subscription.kind === 'trainer' ? 'Pays for' : 'Supports'}</dt>
            <dd data-testid="subscription-supports">{supported}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          {subscription.cancelsAt
            ? `Cancelled — ends on ${formatDate(subscription.cancelsAt)}`
            : subscription.status === 'active'
              ? 'Active, renews automatically'
              : (STATUS_LABEL[subscription.status] ?? subscription.status)}
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
      {problem && (
        <Notice tone="error">
          <p>{problem}</p>
        </Notice>
      )}
      {cancel.busy && (
        <Notice tone="info">
          <p>Cancellation requested; waiting for the payment provider to confirm…</p>
        </Notice>
      )}
      {resume.busy && (
        <Notice tone="info">
          <p>Resuming; waiting for the payment provider to confirm…</p>
        </Notice>
      )}
      {resumable && !resume.busy && (
        <p data-testid="subscription-resume-hint">
          Changed your mind? Until {formatDate(subscription.cancelsAt)} you can resume it, and it renews as before.
        </p>
      )}
      <div className="portal-actions">
        {subscription.cancellable && !confirming && !cancel.busy && (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            Cancel subscription
          </button>
        )}
        {resumable && (
          <resume.fetcher.Form method="post">
            {portalIntentFields('resume-subscription', subscription.subscriptionId)}
            <button type="submit" className="button primary" disabled={busy}>
              Resume
            </button>
          </resume.fetcher.Form>
        )}
        {subscription.status !== 'canceled' && (
          <portal.fetcher.Form method="post">
            {portalIntentFields('open-billing-portal', subscription.subscriptionId)}
            <button type="submit" className="button" disabled={busy}>
              Manage payment method
            </button>
          </portal.fetcher.Form>
        )}
      </div>
      {confirming && subscription.cancellable && (
        <cancel.fetcher.Form
          method="post"
          role="group"
          aria-label="Confirm cancellation"
          className="portal-confirm"
          onSubmit={() => setConfirming(false)}
        >
          <p>
            Cancel at the end of the current period? It stays active until {formatDate(subscription.currentPeriodEnd)}{' '}
            and is not charged again.
          </p>
          {portalIntentFields('cancel-subscription', subscription.subscriptionId)}
          <div className="portal-actions">
            <button type="submit" className="button primary" disabled={busy}>
              Yes, cancel at period end
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
              Keep subscription
            </button>
          </div>
        </cancel.fetcher.Form>
      )}
    </Card>
  );
}
