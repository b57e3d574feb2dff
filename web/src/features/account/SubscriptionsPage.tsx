import { useState } from 'react';
import { useLoaderData, type ActionFunctionArgs } from 'react-router';
import { API } from '@contract/api-endpoints';
import { callApi } from '../../shared/api';
import { translateMessage, useTranslate } from '../../shared/i18n/i18n';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { formatEuro } from '../../shared/ui/format-euro';
import {
  formatDate,
  portalAction,
  portalIntentFields,
  portalIntentOf,
  portalLoader,
  seatCount,
  useOnce,
  usePortalAction,
  type Subscription,
} from './portal';
import { productTitle } from '../../shared/ui/product-title';
import { useFormats } from '../../shared/use-formats';
import { t } from './texts';
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

/** Paddle's subscription statuses as the buyer reads them. */
const STATUS_LABEL = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  paused: 'Paused',
  canceled: 'Cancelled',
} as const;

function statusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABEL, status) ? t(STATUS_LABEL[status as keyof typeof STATUS_LABEL]) : status;
}

/** `/subscriptions` (My subscriptions): support and trainer subscriptions, cancel at period end, payment method. */
export function Component() {
  const answer = useLoaderData<typeof loader>();
  return (
    <section className="page portal" aria-labelledby="subscriptions-title">
      <h1 id="subscriptions-title">{t('My subscriptions')}</h1>
      {answer.subscriptions.length === 0 ? (
        <Card>
          <p>{t('You have no subscriptions.')}</p>
        </Card>
      ) : (
        <ul className="portal-list" aria-label={t('Subscriptions')}>
          {answer.subscriptions.map((subscription) => (
            <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What the subscription pays for, as the licences' ledgers say (ADR 408): the licences it renews, then each licence
 * whose time it paid but does not renew (set to end, or an extension renews it now) with the end of that time.
 */
function supports(subscription: Subscription): string | null {
  const listed = subscription.supports;
  if (listed.length === 0) return null;
  if (subscription.kind === 'trainer') return seatCount(listed.length);
  const renewing = listed.filter((licence) => licence.renews).map((licence) => licence.licenceId);
  const lines =
    renewing.length === 0
      ? []
      : [
          renewing.length === 1
            ? t('Licence {{licence}}', { licence: renewing[0]! })
            : t('Licences {{licences}}', { licences: renewing.join(', ') }),
        ];
  for (const { licenceId, renews, paidUntil } of listed)
    if (!renews)
      lines.push(
        paidUntil
          ? t('Licence {{licence}}, paid until {{date}}', { licence: licenceId, date: formatDate(paidUntil) })
          : t('Licence {{licence}}', { licence: licenceId }),
      );
  return lines.join('; ');
}

function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = usePortalAction();
  const resume = usePortalAction();
  const portal = usePortalAction<{ url: string }>();
  useOnce(portal.answer, () => window.location.assign(portal.answer!.url));
  const { money } = useFormats();
  const shared = useTranslate();
  const amount = netPrice(subscription);
  const title = subscriptionTitle(subscription);
  const supported = supports(subscription);
  const busy = cancel.busy || resume.busy || portal.busy;
  // Offered only where it would renew something: not where an extension renews the licence now (ADR 405); the page
  // says why instead, in the buyer's language (ADR 409).
  const resumable = subscription.resumable;
  const problem = cancel.problem ?? resume.problem ?? portal.problem;
  return (
    <Card
      as="li"
      aria-label={subscription.productTitle ? title : subscription.subscriptionId}
      data-subscription-id={subscription.subscriptionId}
    >
      <h2>{title}</h2>
      <dl className="facts">
        {supported && (
          <>
            <dt>{subscription.kind === 'trainer' ? t('Pays for') : t('Supports')}</dt>
            <dd data-testid="subscription-supports">{supported}</dd>
          </>
        )}
        <dt>{t('Status')}</dt>
        <dd>
          {subscription.cancelsAt
            ? t('Cancelled — ends on {{date}}', { date: formatDate(subscription.cancelsAt) })
            : subscription.status === 'active'
              ? t('Active, renews automatically')
              : statusLabel(subscription.status)}
        </dd>
        <dt>{t('Next billing date')}</dt>
        <dd>{subscription.nextBilledAt ? formatDate(subscription.nextBilledAt) : t('none')}</dd>
        {subscription.nextCharge ? (
          <>
            <dt>{t('Next charge')}</dt>
            <dd data-testid="subscription-amount">
              {t('{{gross}} (including {{vat}} VAT)', {
                gross: money(subscription.nextCharge.grossCents, subscription.nextCharge.currency),
                vat: money(subscription.nextCharge.taxCents, subscription.nextCharge.currency),
              })}
            </dd>
          </>
        ) : (
          amount && (
            <>
              <dt>{t('Amount')}</dt>
              <dd data-testid="subscription-amount">{amount}</dd>
            </>
          )
        )}
        <dt>{t('Current period ends')}</dt>
        <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
      </dl>
      {problem && (
        <Notice tone="error">
          <p>{problem}</p>
        </Notice>
      )}
      {cancel.busy && (
        <Notice tone="info">
          <p>{t('Cancellation requested; waiting for the payment provider to confirm…')}</p>
        </Notice>
      )}
      {resume.busy && (
        <Notice tone="info">
          <p>{t('Resuming; waiting for the payment provider to confirm…')}</p>
        </Notice>
      )}
      {subscription.resumeRefused && (
        <p data-testid="subscription-resume-refused">{translateMessage(shared, subscription.resumeRefused)}</p>
      )}
      {resumable && !resume.busy && (
        <p data-testid="subscription-resume-hint">
          {t('Changed your mind? Until {{date}} you can resume it, and it renews as before.', {
            date: formatDate(subscription.cancelsAt),
          })}
        </p>
      )}
      <div className="portal-actions">
        {subscription.cancellable && !confirming && !cancel.busy && (
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t('Cancel subscription')}
          </button>
        )}
        {resumable && (
          <resume.fetcher.Form method="post">
            {portalIntentFields('resume-subscription', subscription.subscriptionId)}
            <button type="submit" className="button primary" disabled={busy}>
              {t('Resume')}
            </button>
          </resume.fetcher.Form>
        )}
        {subscription.status !== 'canceled' && (
          <portal.fetcher.Form method="post">
            {portalIntentFields('open-billing-portal', subscription.subscriptionId)}
            <button type="submit" className="button" disabled={busy}>
              {t('Manage payment method')}
            </button>
          </portal.fetcher.Form>
        )}
      </div>
      {confirming && subscription.cancellable && (
        <cancel.fetcher.Form
          method="post"
          role="group"
          aria-label={t('Confirm cancellation')}
          className="portal-confirm"
          onSubmit={() => setConfirming(false)}
        >
          <p>
            {t('Cancel at the end of the current period? It stays active until {{date}} and is not charged again.', {
              date: formatDate(subscription.currentPeriodEnd),
            })}
          </p>
          {portalIntentFields('cancel-subscription', subscription.subscriptionId)}
          <div className="portal-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {t('Yes, cancel at period end')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>
              {t('Keep subscription')}
            </button>
          </div>
        </cancel.fetcher.Form>
      )}
    </Card>
  );
}

/**
 * The catalogue's price of one renewal, net, when Paddle has not said what it charges: VAT for the buyer's country
 * is added when it does.
 */
function netPrice(subscription: Subscription): string | null {
  if (subscription.amountCents === null) return null;
  const price = formatEuro(subscription.amountCents / 100);
  return subscription.billingInterval === 'month'
    ? t('{{price}} per month plus VAT', { price })
    : t('{{price}} per year plus VAT', { price });
}

/**
 * What the buyer calls the subscription in the page's language: a support subscription is named by the suite it
 * supports (the API says `Support for <suite title>`), a trainer one by its own product title.
 */
function subscriptionTitle(subscription: Subscription): string {
  const title = subscription.productTitle;
  if (!title) return t('Subscription');
  const supported = subscription.kind === 'support' ? /^Support for (.+)$/.exec(title)?.[1] : undefined;
  return supported ? t('Support for {{product}}', { product: productTitle(supported) }) : productTitle(title);
}
