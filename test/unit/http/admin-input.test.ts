import { parseInput } from '../../../lambdas/http/validation';
import { ADMIN_BODIES } from '../../../lambdas/http/admin-input';

/** The reason every state-changing admin action records in the audit log (ADR 451). */
describe("an operator's reason", () => {
  it('takes a few words in any script', () => {
    // Act
    const reasons = ['buyer asked', 'Kunde bat darum', 'הקונה ביקש', '退款请求'].map(
      (reason) => parseInput(ADMIN_BODIES.reason, { reason }).reason,
    );

    // Assess
    expect(reasons).toEqual(['buyer asked', 'Kunde bat darum', 'הקונה ביקש', '退款请求']);
  });

  it.each([
    ['blank', '     '],
    ['direction marks only', '\u202e\u202e\u202e\u202e'],
    ['invisible characters only', '\u200b\u200b\u200b\u2060'],
    ['punctuation only', '...'],
  ])('refuses one made of %s, which says nothing in the audit log', (_what, reason) => {
    // Act
    const refused = (() => {
      try {
        parseInput(ADMIN_BODIES.reason, { reason });
        return undefined;
      } catch (error) {
        return error as { status?: number; fields?: Record<string, string> };
      }
    })();

    // Assess
    expect(refused?.fields).toEqual({ reason: expect.stringMatching(/say why/) });
  });
});
