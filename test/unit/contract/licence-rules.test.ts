import { canBeTransferred, supportCanBeExtended, supportNeedsExtending } from '../../../lambdas/contract/licence-rules';
import type { LicenceView } from '../../../lambdas/contract/portal-views';

type Facts = Pick<LicenceView, 'kind' | 'status' | 'support'>;

const ACTIVE_RENEWING: LicenceView['support'] = {
  state: 'active',
  activeUntil: '2027-01-01T00:00:00Z',
  autoRenewing: true,
  subscriptionId: 'sub_1',
};
const ACTIVE_CANCELLED: LicenceView['support'] = { ...ACTIVE_RENEWING, autoRenewing: false };
const LAPSED: LicenceView['support'] = {
  state: 'lapsed',
  lapsedSince: '2026-01-01T00:00:00Z',
  subscriptionId: 'sub_1',
};
const NONE: LicenceView['support'] = { state: 'none' };

describe('the licence rules the portal pages and the API share', () => {
  it.each<[string, Facts, boolean]>([
    ['an active suite licence', { kind: 'suite', status: 'active', support: ACTIVE_RENEWING }, true],
    ['a revoked suite licence', { kind: 'suite', status: 'revoked', support: ACTIVE_RENEWING }, false],
    ['a trainer seat', { kind: 'trainer-seat', status: 'active', support: ACTIVE_RENEWING }, false],
  ])('transfers and extends %s: %s', (_label, licence, allowed) => {
    // Act
    const answers = [canBeTransferred(licence), supportCanBeExtended(licence)];

    // Assess
    expect(answers).toEqual([allowed, allowed]);
  });

  it.each<[string, LicenceView['support'], boolean]>([
    ['support that renews automatically', ACTIVE_RENEWING, false],
    ['support cancelled to end with its period', ACTIVE_CANCELLED, true],
    ['lapsed support', LAPSED, true],
    ['no support on record', NONE, true],
    [
      'support whose renewal is paused',
      { state: 'paused', pausedSince: '2026-11-20T00:00:00.000Z', subscriptionId: 'sub_1' },
      false,
    ],
  ])('invites an extension of an active suite licence with %s: %s', (_label, support, invited) => {
    // Act
    const answer = supportNeedsExtending({ kind: 'suite', status: 'active', support });

    // Assess
    expect(answer).toBe(invited);
  });

  it('never invites an extension the API would refuse', () => {
    // Act
    const answer = supportNeedsExtending({ kind: 'suite', status: 'revoked', support: LAPSED });

    // Assess
    expect(answer).toBe(false);
  });
});
