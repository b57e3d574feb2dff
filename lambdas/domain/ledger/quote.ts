import type { SubscriptionPeriod } from '../aircraft';
import { priceBasket } from '../pricing';
import { supportExtensionSlugFor } from '../licences/support-status';
import { supportExtensionPlan } from '../licences/support-extension';
import { monthsLater, type LicenceStanding, type Span } from './standing';

/**
 * What a support extension of a licence costs and covers, from its ledger: the price a signed-in buyer, a guest
 * with the key and an operator on the phone all quote, and the one checkout charges (ADR 312, catch-up months of
 * ADR 401).
 * - `extend`: it starts where paid support ends (or now, after a lapse) and runs one term; `catchUpMonths` are the
 *   whole months between the end of paid support and now (0 when support never lapsed), `catchUp` the period they pay.
 * - `covered`: a subscription already renews the licence's support (or Paddle is collecting its renewal): one
 *   renewing source per licence, so nothing is sold.
 * - `paused`: the subscription that renews it is paused, and renews it again once resumed: nothing is sold either.
 */
export type ExtensionQuote =
  | {
      readonly kind: 'extend';
      readonly term: SubscriptionPeriod;
      readonly slug: string;
      readonly startsAt: string;
      readonly endsAt: string;
      readonly catchUpMonths: number;
      readonly catchUp: Span | null;
      /** Net, in cents, excluding VAT: the catalogue's support price plus the catch-up months. */
      readonly totalCents: number;
    }
  | { readonly kind: 'covered'; readonly term: SubscriptionPeriod; readonly slug: string; readonly renewsAt: string }
  | { readonly kind: 'paused'; readonly term: SubscriptionPeriod; readonly slug: string; readonly pausedSince: string };

export function extensionQuote(
  standing: Pick<LicenceStanding, 'support' | 'catchUpMonths'>,
  aircraftType: string | null,
  term: SubscriptionPeriod,
  now: Date,
): ExtensionQuote {
  const slug = supportExtensionSlugFor(aircraftType, term);
  const plan = supportExtensionPlan(standing.support, term, now);
  if (plan.kind === 'covered') return { kind: 'covered', term, slug, renewsAt: plan.renewsAt };
  if (plan.kind === 'paused') return { kind: 'paused', term, slug, pausedSince: plan.pausedSince };
  const catchUpMonths = plan.continues ? 0 : standing.catchUpMonths;
  const lapsedSince = standing.support.state === 'lapsed' ? standing.support.lapsedSince : null;
  return {
    kind: 'extend',
    term,
    slug,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    catchUpMonths,
    catchUp:
      catchUpMonths > 0 && lapsedSince
        ? { from: lapsedSince, until: monthsLater(lapsedSince, catchUpMonths).toISOString() }
        : null,
    totalCents: priceBasket({ slug, quantity: 1, secondaryQuantity: catchUpMonths }).totalCents,
  };
}
