import { mailLimiter } from '../../../../lambdas/services/limits/mail-limiter';
import { memoryMailCounters } from '../../../support/memory-mail-counters';

describe('the mail limiter', () => {
  it('lets a transfer offer through three times a day per address and licence, then refuses with when to retry', async () => {
    // Prepare
    let now = new Date('2026-06-01T10:00:00.000Z');
    const limiter = mailLimiter(memoryMailCounters(), () => now);
    const offer = { target: 'friend@example.com', subject: 'lic_1_1', caller: 'owner@example.com' };
    for (let sent = 0; sent < 3; sent += 1) await limiter.take('transfer-offer', offer);

    // Act
    const fourth = limiter.take('transfer-offer', offer);

    // Assess: refused until the next UTC day
    await expect(fourth).rejects.toMatchObject({ code: 'TOO_MANY_MAILS', retryAfterSeconds: 14 * 3600 });
    now = new Date('2026-06-02T00:00:01.000Z');
    await expect(limiter.take('transfer-offer', offer)).resolves.toBeUndefined();
  });

  it('counts nothing when one of several mails of a request is refused: all or none', async () => {
    // Prepare: the colleague has had three operator mails this hour
    const counters = memoryMailCounters();
    const limiter = mailLimiter(counters, () => new Date('2026-06-01T10:00:00.000Z'));
    for (let sent = 0; sent < 3; sent += 1)
      await limiter.take('operator-mail', { target: 'colleague@example.com', caller: 'op-1' });
    const before = new Map(counters.counts);

    // Act
    const both = limiter.take('operator-mail', [
      { target: 'buyer@example.com', caller: 'op-1' },
      { target: 'colleague@example.com', caller: 'op-1' },
    ]);

    // Assess
    await expect(both).rejects.toMatchObject({ code: 'TOO_MANY_MAILS' });
    expect(counters.counts).toEqual(before);
  });

  it('limits one operator to 100 mails an hour over every address, and leaves a colleague free to mail', async () => {
    // Prepare: 100 re-sends to 100 buyers by one operator within the hour
    const limiter = mailLimiter(memoryMailCounters(), () => new Date('2026-06-01T10:20:00.000Z'));
    for (let sent = 0; sent < 100; sent += 1)
      await limiter.take('operator-mail', { target: `buyer-${sent}@example.com`, caller: 'op-1' });

    // Act
    const hundredAndFirst = limiter.take('operator-mail', { target: 'buyer-new@example.com', caller: 'op-1' });
    const colleague = limiter.take('operator-mail', { target: 'buyer-new@example.com', caller: 'op-2' });

    // Assess: refused until the next hour begins
    await expect(hundredAndFirst).rejects.toMatchObject({ code: 'TOO_MANY_MAILS', retryAfterSeconds: 40 * 60 });
    await expect(colleague).resolves.toBeUndefined();
  });
});
