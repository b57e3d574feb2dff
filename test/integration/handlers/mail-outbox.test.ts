import { localHandlerEnvironment, localStatus } from '../../support/portal-seed';
import { stackUrl } from '../../support/stack-url';

describe('the mail outbox job', () => {
  it('runs against the table, sending what waits and saying what it did, and finds nothing left a second time', async () => {
    // Prepare: the handler runs here, against the local stack's table and mailbox, as EventBridge would invoke it
    Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())), {
      LOCAL_MAILBOX_URL: `${stackUrl()}/api/local/mailbox`,
    });
    const { handler } = await import('../../../lambdas/handlers/mail-outbox');

    // Act
    await handler();
    const again = await handler();

    // Assess: the local mailbox refuses nothing, so whatever waited went out in the first run
    expect(again).toMatchObject({ sent: 0 });
  });
});
