import { ENGLISH } from '../../../../lambdas/services/mail/speaker';
import {
  subscriptionCancelledMail,
  subscriptionResumedMail,
} from '../../../../lambdas/services/mail/subscription-mails';

const CONTEXT = { speaker: ENGLISH, siteUrl: 'https://shop.example' };

const LINKS = { subscriptions: 'https://shop.example/subscriptions' };
const CHANGE = { subscriptionId: 'sub_01', productTitle: 'Support for SkyDeck A320 suite' };

describe('the subscription receipts', () => {
  it('names the end date of a cancellation and how to resume before it', () => {
    // Act
    const mail = subscriptionCancelledMail(CONTEXT, { ...CHANGE, endDateText: '15 January 2027' }, LINKS);

    // Assess
    expect(mail.subject).toBe('SkyDeck: Your subscription is cancelled');
    expect(mail.text).toContain(
      'You cancelled your subscription to \u201cSupport for SkyDeck A320 suite\u201d. It stays active until 15 January 2027 and is not charged again.',
    );
    expect(mail.text).toContain('Ends on: 15 January 2027');
    expect(mail.html).toContain('href="https://shop.example/subscriptions"');
  });

  it('says a resumed subscription renews, on its date when Paddle names one', () => {
    // Act
    const dated = subscriptionResumedMail(CONTEXT, { ...CHANGE, renewalDateText: '15 January 2027' }, LINKS);
    const undated = subscriptionResumedMail(CONTEXT, { ...CHANGE, renewalDateText: null }, LINKS);

    // Assess
    expect(dated.subject).toBe('SkyDeck: Your subscription continues');
    expect(dated.text).toContain('it continues and renews automatically on 15 January 2027.');
    expect(undated.text).toContain('it continues and renews automatically.');
  });
});
