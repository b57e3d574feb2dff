import { suppressionsOf } from '../../../../lambdas/adapters/mail/ses-events';
import type { MailPort, OutgoingMail } from '../../../../lambdas/adapters/mail/mail-port';
import { suppressingMailPort } from '../../../../lambdas/adapters/mail/suppression';

const mail = (to: string): OutgoingMail => ({ to, subject: 's', text: 't', html: '<p>t</p>', kind: 'order-paid' });

describe('SES bounce and complaint events', () => {
  it('suppresses every recipient of a permanent bounce and of a complaint', () => {
    // Prepare
    const bounce = {
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'gone@example.com' }] },
    };
    const complaint = {
      notificationType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: 'angry@example.com' }] },
    };

    // Act + Assess
    expect(suppressionsOf(JSON.stringify(bounce))).toEqual([{ email: 'gone@example.com', reason: 'bounce' }]);
    expect(suppressionsOf(JSON.stringify(complaint))).toEqual([{ email: 'angry@example.com', reason: 'complaint' }]);
  });

  it.each([
    [
      'a transient bounce (a full mailbox)',
      { eventType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'a@b.c' }] } },
    ],
    ['a delivery', { eventType: 'Delivery', delivery: {} }],
    ['something that is not an SES event', { hello: 'world' }],
  ])('suppresses nobody for %s', (_label, event) => {
    expect(suppressionsOf(JSON.stringify(event))).toEqual([]);
  });

  it('suppresses nobody for a message that is not JSON', () => {
    expect(suppressionsOf('not json')).toEqual([]);
  });
});

describe('the suppressing mail port', () => {
  it('sends nothing to a suppressed address and everything to the others, and says why it skipped', async () => {
    // Prepare
    const sent: string[] = [];
    const skipped: string[] = [];
    const inner: MailPort = { send: async (outgoing) => void sent.push(outgoing.to) };
    const port = suppressingMailPort(
      inner,
      async (email) =>
        email === 'gone@example.com'
          ? { email, reason: 'bounce', suppressedAt: '2026-11-20T08:00:00.000Z' }
          : undefined,
      (skippedMail, suppression) =>
        void skipped.push(`${skippedMail.kind}: ${suppression.reason} since ${suppression.suppressedAt}`),
    );

    // Act
    await port.send(mail('gone@example.com'));
    await port.send(mail('here@example.com'));

    // Assess
    expect(sent).toEqual(['here@example.com']);
    expect(skipped).toEqual(['order-paid: bounce since 2026-11-20T08:00:00.000Z']);
  });

  it("takes the sender's own read of the address instead of reading it again, and reads any other address", async () => {
    // Prepare
    const sent: string[] = [];
    const skipped: string[] = [];
    const asked: string[] = [];
    const inner: MailPort = { send: async (outgoing) => void sent.push(outgoing.to) };
    const port = suppressingMailPort(
      inner,
      async (email) => {
        asked.push(email);
        return undefined;
      },
      (skippedMail) => void skipped.push(skippedMail.to),
    );
    const suppression = {
      email: 'gone@example.com',
      reason: 'bounce' as const,
      suppressedAt: '2026-11-20T08:00:00.000Z',
    };

    // Act
    await port.send(mail('gone@example.com'), { address: 'gone@example.com', suppression });
    await port.send(mail('here@example.com'), { address: 'here@example.com', suppression: null });
    await port.send(mail('other@example.com'), { address: 'here@example.com', suppression: null });

    // Assess
    expect(skipped).toEqual(['gone@example.com']);
    expect(sent).toEqual(['here@example.com', 'other@example.com']);
    expect(asked).toEqual(['other@example.com']);
  });
});
