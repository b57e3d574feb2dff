import type { IdempotencyClaim, IdempotencyRecord, KeyState } from '../../lambdas/adapters/store/admin';
import type { IdempotencyPorts } from '../../lambdas/services/admin/idempotency';

interface Held {
  state: 'in-progress' | 'done';
  actorSub: string;
  claimId: string;
  fingerprint: string;
  claimedAt: string;
  answer?: unknown;
}

/**
 * The table's idempotency records in memory, for services tested without a stack: `complete` plays the change's
 * transaction turning a claim into its answer, `held` shows what each key holds.
 */
export function memoryIdempotency(now: () => Date = () => new Date('2026-11-26T12:00:00.000Z')) {
  const held = new Map<string, Held>();
  let ids = 0;
  // One key space for every operator, as the table's (ADR 461).
  const keyOf = (claim: Pick<IdempotencyClaim, 'key'>) => claim.key;
  const ports: IdempotencyPorts = {
    async claimKey(claim, staleBefore): Promise<KeyState> {
      const found = held.get(keyOf(claim));
      if (!found || (found.state === 'in-progress' && found.claimedAt < staleBefore)) {
        held.set(keyOf(claim), { state: 'in-progress', ...claim });
        return { state: 'claimed' };
      }
      return found.state === 'done'
        ? { state: 'done', actorSub: found.actorSub, fingerprint: found.fingerprint, answer: found.answer }
        : { state: 'in-progress', actorSub: found.actorSub, fingerprint: found.fingerprint };
    },
    async releaseKey(claim) {
      const found = held.get(keyOf(claim));
      if (found?.state === 'in-progress' && found.claimId === claim.claimId) held.delete(keyOf(claim));
    },
    newId: () => `id-${(ids += 1)}`,
    now,
    pause: async () => {},
  };
  return {
    ports,
    held,
    /** What the change's transaction does with the record: false when the claim is no longer this call's. */
    complete({ claim, answer }: IdempotencyRecord): boolean {
      const found = held.get(keyOf(claim));
      if (found?.state !== 'in-progress' || found.claimId !== claim.claimId) return false;
      held.set(keyOf(claim), { ...found, state: 'done', answer });
      return true;
    },
  };
}
