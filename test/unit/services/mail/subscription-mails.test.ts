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

  it('offers no resume for a subscription ended at once, which cannot be resumed (ADR 413)', () => {
    // Act
    const ended = subscriptionCancelledMail(
      CONTEXT,
      { ...CHANGE, endDateText: '30 June 2027', resumable: false },
      LINKS,
    );
    const scheduled = subscriptionCancelledMail(CONTEXT, { ...CHANGE, endDateText: '30 June 2027' }, LINKS);

    // Assess
    expect(ended.text).toContain('It stays active until 30 June 2027 and is not charged again.');
    expect([ended.text.includes('Changed your mind?'), scheduled.text.includes('Changed your mind?')]).toEqual([
      false,
      true,
    ]);
    expect(ended.text).toContain('See your subscriptions');
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
