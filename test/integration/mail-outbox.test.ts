import { uniqueEmail } from '../support/auth-client';
import { shopMails } from '../support/mailbox';
import { ownStackClient } from '../support/own-stack';
import { orderSummary, settledDeliveries } from '../support/paddle-test-kit';
import { buyAndPay, licencesSeenBy } from '../support/portal-kit';
import { stackUrl } from '../support/stack-url';

const stack = ownStackClient(stackUrl);
const control = (path: string) => stack.call(`/api/local/${path}`, 'POST');

/** What the outbox holds for an address, and the address's mail log. */
async function mailsKeptFor(email: string) {
  const [outbox, log] = await Promise.all([stack.scan('outbox-mail'), stack.scan('mail-log')]);
  return {
    outbox: outbox.filter((item) => item.mail.to === email),
    log: log.filter((item) => item.to === email.toLowerCase()),
  };
}

describe('a mail the mail service refuses', () => {
  afterEach(() => control('mail/accept'));

  it('blocks no money: the order is paid, its licences issued, and the outbox sends its mail once later', async () => {
    // Prepare: the mail service refuses every mail to this buyer, as SES does in its sandbox
    const email = uniqueEmail('outbox');
    await control(`mail/refuse?match=${encodeURIComponent(email)}`);

    // Act: the buyer pays while mail is refused; then the mail service takes mail again and the job runs twice, an
    // hour on, when any backoff from another run of the job has passed
    const { transactionId } = await buyAndPay({ slug: 'skydeck-suiteb737annual', quantity: 1, email });
    const completed = (await settledDeliveries(transactionId)).find(
      (delivery) => delivery.eventType === 'transaction.completed',
    );
    const whileRefused = await mailsKeptFor(email);
    const mailedWhileRefused = await shopMails(email);
    await control('mail/accept');
    const later = encodeURIComponent(new Date(Date.now() + 3600_000).toISOString());
    await control(`jobs/mail-outbox?now=${later}`);
    await control(`jobs/mail-outbox?now=${later}`);

    // Assess: Paddle's delivery succeeded at once, the order and its licence stand
    expect(completed).toMatchObject({ status: 'delivered', lastStatusCode: 200, attempts: 1 });
    expect((await orderSummary(transactionId)).body).toMatchObject({ status: 'paid', licenceCount: 1 });
    expect(await licencesSeenBy(email)).toHaveLength(1);
    // The refused mail waited in the outbox, logged as queued, and nothing reached the buyer
    expect(mailedWhileRefused).toEqual([]);
    expect(whileRefused.outbox).toEqual([
      expect.objectContaining({ mail: expect.objectContaining({ kind: 'order-paid', about: transactionId }) }),
    ]);
    expect(whileRefused.log).toEqual([expect.objectContaining({ kind: 'order-paid', status: 'queued' })]);
    // Once released, the job sent it once: one mail, an empty outbox, and the same log entry now says sent
    expect(await shopMails(email, 'order-paid')).toHaveLength(1);
    const after = await mailsKeptFor(email);
    expect(after.outbox).toEqual([]);
    expect(after.log).toEqual([
      expect.objectContaining({
        kind: 'order-paid',
        status: 'sent',
        retries: expect.objectContaining({ lastError: expect.stringContaining('Injected mail refusal') }),
      }),
    ]);
    expect(after.log[0].retries.attempts).toBeGreaterThanOrEqual(2);
  });
});
