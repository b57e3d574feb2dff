import {
  assertOperator,
  assertStillOperator,
  NOT_AN_OPERATOR,
  OPERATOR_REMOVED,
  OPERATOR_SESSION_OVER,
} from '../../../lambdas/http/operator-access';

const NOW = 1_800_000_000;

function caller(groups: string[], signedInSecondsAgo: number) {
  return { authTime: NOW - signedInSecondsAgo, groups };
}

describe('the operator guard', () => {
  it('lets a member of the operators group through within 8 hours of signing in', () => {
    // Act + Assess
    expect(() => assertOperator(caller(['operators'], 8 * 3600 - 1), NOW)).not.toThrow();
  });

  it('refuses a buyer with 403, whatever else the token says', () => {
    // Act + Assess
    expect(() => assertOperator(caller([], 10), NOW)).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'NOT_AN_OPERATOR', message: NOT_AN_OPERATOR }),
    );
    expect(() => assertOperator(caller(['buyers', 'Operators'], 10), NOW)).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  it('ends an operator session 8 hours after its sign-in even when its token is fresh', () => {
    // Act + Assess
    expect(() => assertOperator(caller(['operators'], 8 * 3600 + 1), NOW)).toThrow(
      expect.objectContaining({ statusCode: 401, code: 'SESSION_EXPIRED', message: OPERATOR_SESSION_OVER }),
    );
  });

  it('refuses a session signed in before the operator\u2019s removal, and lets a later sign-in through', () => {
    // Act + Assess
    expect(() => assertStillOperator({ authTime: NOW - 60 }, NOW - 10)).toThrow(
      expect.objectContaining({ statusCode: 403, code: 'OPERATOR_REMOVED', message: OPERATOR_REMOVED }),
    );
    expect(() => assertStillOperator({ authTime: NOW }, NOW - 10)).not.toThrow();
    expect(() => assertStillOperator({ authTime: NOW - 60 }, undefined)).not.toThrow();
  });
});
