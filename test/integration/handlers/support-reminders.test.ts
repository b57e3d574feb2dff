import { uniqueEmail } from '../../support/auth-client';
import { eventually } from '../../support/eventually';
import { shopMails } from '../../support/mailbox';
import { buyAndPay, subscriptionControl } from '../../support/portal-kit';
import { localHandlerEnvironment, localStatus } from '../../support/portal-seed';
import { stackUrl } from '../../support/stack-url';

describe('the daily support reminders job', () => {
  it('tells the owner of a licence whose support just lapsed, once however often it runs', async () => {
    // Prepare: a suite whose support lapsed today (bought a year ago, its subscription ended now); the handler runs
    // here, against the local stack's table and mailbox, as EventBridge would invoke it
    const email = uniqueEmail('reminded');
    const { subscriptionId } = await buyAndPay({
      slug: 'skydeck-suiteb737annual',
      quantity: 1,
      email,
      paidMonthsAgo: 12,
    });
    await subscriptionControl(subscriptionId!, 'lapse?monthsAgo=0');
    Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())), {
      LOCAL_MAILBOX_URL: `${stackUrl()}/api/local/mailbox`,
    });
    const { handler } = await import('../../../lambdas/handlers/support-reminders');

    // Act
    const first = await handler();
    await handler();

    // Assess
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mails = await eventually(
      () => shopMails(email, 'support-lapsed'),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
  });
});
