import { isTokenRevoked } from '../../../../lambdas/domain/auth/revocation';

describe('which signed-out tokens the session guard refuses', () => {
  const token = { sub: 'u1', family: 'f1', issuedAt: 1_800_000_000 };

  it('refuses every token of a signed-out family', () => {
    // Act / Assess
    expect(isTokenRevoked(token, { familyRevoked: true, signedOutEverywhereAt: undefined })).toBe(true);
  });

  it('refuses tokens issued up to the second of "sign out everywhere", accepts later ones', () => {
    // Prepare
    const at = token.issuedAt * 1000 + 400;

    // Act / Assess
    expect(isTokenRevoked(token, { familyRevoked: false, signedOutEverywhereAt: at })).toBe(true);
    expect(
      isTokenRevoked({ ...token, issuedAt: token.issuedAt - 60 }, { familyRevoked: false, signedOutEverywhereAt: at }),
    ).toBe(true);
    expect(
      isTokenRevoked({ ...token, issuedAt: token.issuedAt + 1 }, { familyRevoked: false, signedOutEverywhereAt: at }),
    ).toBe(false);
  });

  it('accepts a token nobody signed out', () => {
    // Act / Assess
    expect(isTokenRevoked(token, { familyRevoked: false, signedOutEverywhereAt: undefined })).toBe(false);
  });
});
