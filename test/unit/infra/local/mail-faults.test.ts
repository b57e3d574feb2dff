import { mailFaults, shouldRefuseMail } from '../../../../infra/local/mail-faults';

/** The local control that plays SES refusing mail (local stack only). */
describe('mail refusal injection', () => {
  afterEach(() => Object.assign(mailFaults(), { refusing: false, match: undefined, refused: 0 }));

  it('refuses nothing until asked', () => {
    // Act
    const refused = shouldRefuseMail({ to: 'buyer@example.com' });

    // Assess
    expect(refused).toBe(false);
  });

  it('refuses only mails to addresses containing the match, in any case, and counts them', () => {
    // Prepare
    Object.assign(mailFaults(), { refusing: true, match: 'Outbox-1' });

    // Act
    const decisions = ['outbox-1@example.com', 'other@example.com', 'OUTBOX-1@example.com'].map((to) =>
      shouldRefuseMail({ to }),
    );

    // Assess
    expect(decisions).toEqual([true, false, true]);
    expect(mailFaults().refused).toBe(2);
  });
});
