import { ConflictError, UnprocessableError } from '../../domain/errors';
import { logger } from '../../adapters/logger';
import type { IdempotencyClaim, KeyState } from '../../adapters/store/admin';

/**
 * An operator's decision acts once (ADR 451). Its `Idempotency-Key` is claimed before anything happens, bound to the
 * operator who sent it (ADR 461) and to a fingerprint of the route, the target and the body; the change's own transaction turns the claim
 * into the answer. The same key again gets that answer; with anything else, a 422; while the first call still runs,
 * the retry waits a little for its answer and otherwise hears 409 "still in progress", never acting a second time.
 * A call that fails gives its claim back, so the operator's retry runs it again.
 */
export interface IdempotencyRequest {
  readonly key: string;
  /** Names the route, the target and the body (lambdas/http/admin-input.ts). */
  readonly fingerprint: string;
}

export interface IdempotencyPorts {
  /** Claims the key unless a call holds it (a claim older than `staleBefore` no longer does) or answered it. */
  claimKey(claim: IdempotencyClaim, staleBefore: string): Promise<KeyState>;
  /** Gives the claim back after a failure; a claim already answered stays. */
  releaseKey(claim: IdempotencyClaim): Promise<void>;
  newId(): string;
  now(): Date;
  pause(ms: number): Promise<void>;
}

/** A claim whose call has not answered after this long is taken to have died (a Lambda lives at most 10 s). */
export const CLAIM_STALE_MS = 60_000;
/** How long a retry waits for the first call's answer before it is told to come back. */
const WAIT_STEP_MS = 250;
const WAIT_STEPS = 12;

export const keyReused = () =>
  new UnprocessableError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for another request (by another operator, or for another action, record or body). Use a new key for a new decision.',
  );

export const stillInProgress = () =>
  new ConflictError(
    'IDEMPOTENCY_IN_PROGRESS',
    'The first request with this Idempotency-Key is still in progress. Try again in a moment to get its answer.',
  );

export function idempotent(ports: IdempotencyPorts) {
  return async function once<T>(
    actorSub: string,
    request: IdempotencyRequest,
    run: (claim: IdempotencyClaim) => Promise<T>,
  ): Promise<T> {
    for (let step = 0; ; step += 1) {
      const now = ports.now();
      const claim: IdempotencyClaim = { ...request, actorSub, claimId: ports.newId(), claimedAt: now.toISOString() };
      const found = await ports.claimKey(claim, new Date(now.getTime() - CLAIM_STALE_MS).toISOString());
      if (found.state === 'claimed') return runClaimed(claim, run);
      if (found.actorSub !== actorSub || found.fingerprint !== request.fingerprint) throw keyReused();
      if (found.state === 'done') return found.answer as T;
      if (step >= WAIT_STEPS) throw stillInProgress();
      await ports.pause(WAIT_STEP_MS);
    }
  };

  async function runClaimed<T>(claim: IdempotencyClaim, run: (claim: IdempotencyClaim) => Promise<T>): Promise<T> {
    try {
      return await run(claim);
    } catch (error) {
      await ports.releaseKey(claim).catch((releaseError: unknown) =>
        logger.warn('An idempotency claim could not be given back; it lapses by itself', {
          error: releaseError as Error,
        }),
      );
      throw error;
    }
  }
}
