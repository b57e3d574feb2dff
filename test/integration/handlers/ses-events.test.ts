import type { SNSEvent } from 'aws-lambda';
import { uniqueEmail } from '../../support/auth-client';
import { eventually } from '../../support/eventually';
import { shopMails } from '../../support/mailbox';
import { buyAndPay, licencesSeenBy } from '../../support/portal-kit';
import { localHandlerEnvironment, localStatus } from '../../support/portal-seed';
import { stackUrl } from '../../support/stack-url';

const SUITE = 'skydeck-suiteb737annual';

/** One SNS delivery of an SES event, as the configuration set's event destination publishes it. */
function snsDelivery(sesEvent: Record<string, unknown>): SNSEvent {
  return { Records: [{ Sns: { Message: JSON.stringify(sesEvent) } }] } as unknown as SNSEvent;
}

describe('an address that bounced or complained', () => {
  let sesEvents: typeof import('../../../lambdas/handlers/ses-events').handler;
  beforeAll(async () => {
    // The SES events handler runs here, against the local stack's table, as SNS would invoke it in the cloud.
    Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
    sesEvents = (await import('../../../lambdas/handlers/ses-events')).handler;
  });

  it('gets no order mail, and its owner still finds every key on /licenses', async () => {
    // Prepare
    const suppressed = uniqueEmail('complained');
    const control = uniqueEmail('still-mailed');
    await sesEvents(
      snsDelivery({
        eventType: 'Complaint',
        mail: { destination: [suppressed] },
        complaint: { complainedRecipients: [{ emailAddress: suppressed.toUpperCase() }] },
      }),
    );

    // Act: both buy; every webhook of each purchase has been answered when buyAndPay returns
    await buyAndPay({ slug: SUITE, quantity: 2, email: suppressed });
    await buyAndPay({ slug: SUITE, quantity: 1, email: control });

    // Assess
    await eventually(
      () => shopMails(control, 'order-paid'),
      (mails) => mails.length === 1,
    );
    expect(await shopMails(suppressed)).toEqual([]);
    const licences = await licencesSeenBy(suppressed);
    expect(licences).toHaveLength(2);
    for (const licence of licences) expect(licence.licenceKey).toEqual(expect.any(String));
  });

  it('keeps getting mail after a transient bounce (SES retries those)', async () => {
    // Prepare
    const email = uniqueEmail('full-mailbox');
    await sesEvents(
      snsDelivery({
        eventType: 'Bounce',
        bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: email }] },
      }),
    );

    // Act
    await buyAndPay({ slug: SUITE, quantity: 1, email });

    // Assess
    const mails = await eventually(
      () => shopMails(email, 'order-paid'),
      (found) => found.length === 1,
    );
    expect(mails).toHaveLength(1);
  });
});
