import { button, compose, facts, paragraph, type ComposedMail, type MailContext } from './layout';

/** The receipts of a buyer's own change to a subscription (ADR 261): pure, like the other templates. */
export interface SubscriptionChangeMail {
  readonly subscriptionId: string;
  readonly productTitle: string;
}

/**
 * A subscription Paddle ended at once (a paused or past-due one, ADR 413) cannot be resumed: its receipt offers no
 * resume (`resumable: false`).
 */
export function subscriptionCancelledMail(
  context: MailContext,
  change: SubscriptionChangeMail & { readonly endDateText: string; readonly resumable?: boolean },
  links: { subscriptions: string },
): ComposedMail {
  const { t } = context.speaker;
  const resumable = change.resumable !== false;
  return compose(context, t('cancelledSubject'), t('hello'), [
    paragraph(t('cancelled', { product: change.productTitle, date: change.endDateText })),
    facts([
      [t('factSubscription'), change.subscriptionId],
      [t('factEndsOn'), change.endDateText],
    ]),
    ...(resumable ? [paragraph(t('cancelledResume'))] : []),
    button(t(resumable ? 'resumeOrManage' : 'seeSubscriptions'), links.subscriptions),
  ]);
}

export function subscriptionResumedMail(
  context: MailContext,
  change: SubscriptionChangeMail & { readonly renewalDateText: string | null },
  links: { subscriptions: string },
): ComposedMail {
  const { t } = context.speaker;
  return compose(context, t('resumedSubject'), t('hello'), [
    paragraph(
      change.renewalDateText
        ? t('resumedOn', { product: change.productTitle, date: change.renewalDateText })
        : t('resumed', { product: change.productTitle }),
    ),
    facts([[t('factSubscription'), change.subscriptionId]]),
    paragraph(t('cancelAgain')),
    button(t('seeSubscriptions'), links.subscriptions),
  ]);
}
