import { button, compose, facts, paragraph, type ComposedMail } from './layout';

/** The receipts of a buyer's own change to a subscription (ADR 261): pure, like the other templates. */
export interface SubscriptionChangeMail {
  readonly subscriptionId: string;
  readonly productTitle: string;
}

export function subscriptionCancelledMail(
  change: SubscriptionChangeMail & { readonly endDateText: string },
  links: { subscriptions: string },
): ComposedMail {
  return compose('Your subscription is cancelled', 'Hello,', [
    paragraph(
      `You cancelled your subscription to \u201c${change.productTitle}\u201d. It stays active until ${change.endDateText} and is not charged again.`,
    ),
    facts([
      ['Subscription', change.subscriptionId],
      ['Ends on', change.endDateText],
    ]),
    paragraph('Changed your mind? Until that day you can resume it on your subscriptions page, at no extra cost.'),
    button('Resume or manage subscriptions', links.subscriptions),
  ]);
}

export function subscriptionResumedMail(
  change: SubscriptionChangeMail & { readonly renewalDateText: string | null },
  links: { subscriptions: string },
): ComposedMail {
  return compose('Your subscription continues', 'Hello,', [
    paragraph(
      `Your subscription to \u201c${change.productTitle}\u201d is no longer cancelled: it continues and renews automatically${
        change.renewalDateText ? ` on ${change.renewalDateText}` : ''
      }.`,
    ),
    facts([['Subscription', change.subscriptionId]]),
    paragraph('You can cancel it again at any time before then.'),
    button('See your subscriptions', links.subscriptions),
  ]);
}
