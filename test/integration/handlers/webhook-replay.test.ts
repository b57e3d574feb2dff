import { localHandlerEnvironment, localStatus } from '../../support/portal-seed';
import { stackUrl } from '../../support/stack-url';

describe('the webhook replay function', () => {
  let handler: typeof import('../../../lambdas/handlers/webhook-replay').handler;
  beforeAll(async () => {
    // Invoked by `npm run webhooks` through Lambda's Invoke; here against the local stack's table.
    Object.assign(process.env, localHandlerEnvironment(await localStatus(stackUrl())));
    ({ handler } = await import('../../../lambdas/handlers/webhook-replay'));
  });

  it('lists the kept events, and says an id nothing was kept under is unknown', async () => {
    // Act
    const listed = await handler({ action: 'list' });
    const replayed = await handler({ action: 'replay', eventId: 'evt_never_kept' });

    // Assess
    expect(listed).toEqual({ events: expect.any(Array) });
    expect(replayed).toEqual({ eventId: 'evt_never_kept', outcome: 'unknown' });
  });

  it('refuses anything but a list or a replay of a named event', async () => {
    // Act + Assess
    await expect(handler({ action: 'replay', eventId: '' } as never)).rejects.toThrow(
      'Expected {"action":"list"} or {"action":"replay","eventId":"…"}.',
    );
  });
});
