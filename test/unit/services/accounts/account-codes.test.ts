import {
  ACCOUNT_CODE_TRIES,
  sendAccountCode,
  useAccountCode,
  type AccountCodePorts,
} from '../../../../lambdas/services/accounts/account-codes';

function memoryCodes(code = '123456') {
  let stored: { codeHash: string; validUntil: number; failedAttempts: number } | undefined;
  const mailed: string[] = [];
  const ports: AccountCodePorts = {
    newCode: () => code,
    hash: (value) => `h:${value}`,
    sameHash: (a, b) => a === b,
    put: async (codeHash, validUntil) => void (stored = { codeHash, validUntil, failedAttempts: 0 }),
    read: async () => stored,
    // One step, as the store's conditional update is: a try is taken only while fewer than `tries` were.
    takeTry: async (tries) => {
      if (!stored || stored.failedAttempts >= tries) return false;
      stored = { ...stored, failedAttempts: stored.failedAttempts + 1 };
      return true;
    },
    remove: async () => void (stored = undefined),
    mail: async (sent) => void mailed.push(sent),
  };
  return { ports, mailed, stored: () => stored };
}

describe('the code that confirms deleting an account without a password', () => {
  it('mails a code, keeps only its hash, and accepts it once', async () => {
    // Prepare
    const { ports, mailed, stored } = memoryCodes();
    const now = Date.parse('2026-11-28T10:00:00Z');

    // Act
    await sendAccountCode(ports, now);
    const kept = stored();
    await useAccountCode(' 123456 ', ports, now + 60_000);
    const again = useAccountCode('123456', ports, now + 60_000);

    // Assess
    expect(mailed).toEqual(['123456']);
    expect(kept).toEqual({ codeHash: 'h:123456', validUntil: now + 15 * 60_000, failedAttempts: 0 });
    await expect(again).rejects.toMatchObject({ code: 'NO_CODE' });
  });

  it('refuses an expired code, and a right code after too many wrong ones', async () => {
    // Prepare
    const expired = memoryCodes();
    const guessed = memoryCodes();
    const now = Date.parse('2026-11-28T10:00:00Z');
    await sendAccountCode(expired.ports, now);
    await sendAccountCode(guessed.ports, now);

    // Act
    const late = useAccountCode('123456', expired.ports, now + 16 * 60_000);
    const wrong = [];
    for (let attempt = 0; attempt < ACCOUNT_CODE_TRIES; attempt += 1)
      wrong.push(await useAccountCode('654321', guessed.ports, now).catch((error: { code: string }) => error.code));
    const right = useAccountCode('123456', guessed.ports, now);

    // Assess
    await expect(late).rejects.toMatchObject({ code: 'CODE_EXPIRED' });
    expect(wrong).toEqual(Array(ACCOUNT_CODE_TRIES).fill('INCORRECT_CODE'));
    await expect(right).rejects.toMatchObject({ code: 'TOO_MANY_CODES' });
  });

  it('weighs at most its tries of guesses sent at once, each read before any was counted', async () => {
    // Prepare
    const { ports } = memoryCodes();
    const now = Date.parse('2026-11-28T10:00:00Z');
    await sendAccountCode(ports, now);

    // Act
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        useAccountCode(String(200_000 + index), ports, now).catch((error: { code: string }) => error.code),
      ),
    );

    // Assess
    expect(answers.filter((answer) => answer === 'INCORRECT_CODE')).toHaveLength(ACCOUNT_CODE_TRIES);
    expect(answers.filter((answer) => answer === 'TOO_MANY_CODES')).toHaveLength(20 - ACCOUNT_CODE_TRIES);
  });
});
