import type { AuditEntry } from '../../../../lambdas/contract/admin';
import { auditLog, AUDIT_MAX_DAYS, operatorAudit } from '../../../../lambdas/services/admin/audit-log';

function entry(at: string, actor: string): AuditEntry {
  return {
    auditId: at,
    at,
    actor: { email: actor, sub: 's' },
    action: 'licence.revoke',
    targets: ['licence:lic_a_1'],
    reason: 'r',
    before: null,
    after: null,
    requestId: 'q',
  };
}

describe('the audit log query', () => {
  const days: string[] = [];
  const log = auditLog({
    auditTimeline: async () => [
      entry('2026-11-01T10:00:00.000Z', 'a@x.com'),
      entry('2026-11-03T10:00:00.000Z', 'b@x.com'),
    ],
    auditOfDay: async (day) => {
      days.push(day);
      return day === '2026-11-02'
        ? [entry('2026-11-02T09:00:00.000Z', 'a@x.com'), entry('2026-11-02T11:00:00.000Z', 'b@x.com')]
        : [];
    },
  });

  it('reads each day of the range once and keeps one actor\u2019s entries', async () => {
    // Act
    const found = await log({ from: '2026-10-31', to: '2026-11-02', actor: 'b@x.com' });

    // Assess
    expect(days).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(found.map((item) => item.at)).toEqual(['2026-11-02T11:00:00.000Z']);
  });

  it('reads one target\u2019s timeline within the range', async () => {
    // Act
    const found = await log({ from: '2026-11-01', to: '2026-11-02', target: 'licence:lic_a_1' });

    // Assess
    expect(found.map((item) => item.actor.email)).toEqual(['a@x.com']);
  });

  it('refuses a reversed range and one longer than a month', async () => {
    // Act + Assess
    await expect(log({ from: '2026-11-02', to: '2026-11-01' })).rejects.toMatchObject({ code: 'BAD_RANGE' });
    await expect(log({ from: '2026-01-01', to: '2026-03-01' })).rejects.toMatchObject({
      code: 'RANGE_TOO_LONG',
      message: `Ask for at most ${AUDIT_MAX_DAYS} days at a time, or name a target.`,
    });
  });
});

describe('an operator action\u2019s audit entry', () => {
  it('takes who acted, why and the request from the request, and the rest from the action', () => {
    // Prepare
    const request = {
      operator: { email: 'op@skydeck.example', sub: 'sub-op' },
      reason: 'asked by mail',
      requestId: 'q1',
    };

    // Act
    const made = operatorAudit(request, {
      auditId: 'a1',
      at: '2026-11-02T10:00:00.000Z',
      action: 'licence.revoke',
      targets: ['licence:lic_a_1'],
      before: { status: 'active' },
      after: { status: 'revoked' },
    });

    // Assess
    expect(made).toEqual({
      auditId: 'a1',
      at: '2026-11-02T10:00:00.000Z',
      actor: { email: 'op@skydeck.example', sub: 'sub-op' },
      action: 'licence.revoke',
      targets: ['licence:lic_a_1'],
      reason: 'asked by mail',
      before: { status: 'active' },
      after: { status: 'revoked' },
      requestId: 'q1',
    });
  });
});
