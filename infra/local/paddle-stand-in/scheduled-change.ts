import { PaddleError } from './errors';

/**
 * Whether a `PATCH /subscriptions/{id}` body removes the subscription's scheduled change. Paddle manages scheduled
 * changes itself: the one update it accepts of `scheduled_change` is `null`, and any other value is refused with
 * `subscription_scheduled_change_invalid_update`.
 */
export function removesScheduledChange(body: Record<string, unknown>): boolean {
  if (!('scheduled_change' in body)) return false;
  if (body.scheduled_change !== null) {
    throw new PaddleError(
      400,
      'subscription_scheduled_change_invalid_update',
      'You can only set the `scheduled_change` field to `null`. Other updates aren\u2019t allowed.',
      undefined,
      'subscriptions',
    );
  }
  return true;
}
