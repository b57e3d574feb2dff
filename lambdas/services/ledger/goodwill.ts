import { ConflictError, DomainError, NotFoundError } from '../../domain/errors';
import { goodwillEntry } from '../../domain/ledger/events';
import { ledgerMap, type LedgerEntry } from '../../domain/ledger/entries';
import { monthsLater } from '../../domain/ledger/standing';
import { licenceKeyPayload, type LicenceKeyPayload } from '../../domain/licences/licence-key';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type { TransactItem } from '../../adapters/store/table';
import { standingOfLicence, subscriptionsToRead } from './standing';

/**
 * Time an operator gives without payment (ADR 404): months of support on a licence, or a replacement licence. Each
 * is a `goodwill` entry in the ledger, with who granted it and why, so every reader counts it as covered time and no
 * one takes it for paid time. The console calls these with its audit entry, written in the same transaction.
 */
export interface GoodwillPorts {
  getLicence(licenceId: string): Promise<LicenceRecord | undefined>;
  getSubscriptions(subscriptionIds: readonly string[]): Promise<ReadonlyMap<string, SubscriptionRecord>>;
  /** The entry added to the licence with what goes alongside, in one transaction; false if the licence is gone. */
  writeGoodwill(licenceId: string, entry: LedgerEntry, alongside: readonly TransactItem[]): Promise<boolean>;
  /** A new licence, written only if absent, with what goes alongside, in one transaction. */
  issueLicence(licence: LicenceRecord, alongside: readonly TransactItem[]): Promise<boolean>;
  signLicenceKey(payload: LicenceKeyPayload): Promise<string>;
  newId(): string;
  now(): Date;
}

export interface GoodwillGrant {
  readonly licenceId: string;
  readonly operatorEmail: string;
  readonly reason: string;
  /** The console's audit entry (and idempotency record), written with the grant. */
  readonly alongside?: (grant: { entry: LedgerEntry; licenceId: string }) => readonly TransactItem[];
}

const MAX_GOODWILL_MONTHS = 24;

/**
 * Months of support on a suite licence, from where paid support ends (or now, after a lapse). Refused where a
 * subscription renews the licence: its next charge would pay for the months given, and one renewing source per
 * licence stays true only if goodwill never runs under a renewal.
 */
export async function grantSupportGoodwill(
  ports: GoodwillPorts,
  grant: GoodwillGrant & { readonly months: number },
): Promise<LedgerEntry> {
  if (!Number.isInteger(grant.months) || grant.months < 1 || grant.months > MAX_GOODWILL_MONTHS)
    throw new DomainError('BAD_REQUEST', `months: give from 1 to ${MAX_GOODWILL_MONTHS} months of support.`);
  const licence = await ports.getLicence(grant.licenceId);
  if (!licence) throw new NotFoundError('LICENCE_NOT_FOUND', 'There is no such licence.');
  if (licence.kind !== 'suite' || licence.status !== 'active')
    throw new ConflictError('NOT_EXTENDABLE', 'Support can be given only for an active suite licence.');
  const now = ports.now();
  const subscriptions = await ports.getSubscriptions(subscriptionsToRead(licence));
  const { support } = standingOfLicence(licence, (id) => subscriptions.get(id), now);
  if (support.state === 'active' && support.autoRenewing)
    throw new ConflictError(
      'SUPPORT_RENEWS',
      'Support for this licence renews by itself; goodwill months would run under a renewal that is charged.',
    );
  const from =
    support.state === 'active' && Date.parse(support.activeUntil) > now.getTime()
      ? support.activeUntil
      : now.toISOString();
  const entry = goodwillEntry({
    grantId: ports.newId(),
    from,
    until: monthsLater(from, grant.months).toISOString(),
    grantedBy: grant.operatorEmail,
    reason: grant.reason,
    at: now.toISOString(),
  });
  if (
    !(await ports.writeGoodwill(
      licence.licenceId,
      entry,
      grant.alongside?.({ entry, licenceId: licence.licenceId }) ?? [],
    ))
  )
    throw new ConflictError('LICENCE_CHANGED', 'The licence changed meanwhile; reload it and try again.');
  return entry;
}

/** Revoked because Paddle paid its price back: a replacement would give again what the buyer has back. */
export const paidBack = (licence: Pick<LicenceRecord, 'status' | 'revokedReason'>): boolean =>
  licence.status !== 'active' && (licence.revokedReason === 'refund' || licence.revokedReason === 'chargeback');
export const REPLACEMENT_OF_PAID_BACK =
  'A refund or a chargeback at Paddle took this licence back: a replacement would give again what was paid back.';

/**
 * A replacement for a licence, without payment: the same product for its owner, under a new id, with a goodwill
 * year of support from now. The licence it replaces is left as it is (revoke it apart if it must stop); one a refund
 * or a chargeback took back is not replaced.
 */
export async function issueReplacementLicence(ports: GoodwillPorts, grant: GoodwillGrant): Promise<LicenceRecord> {
  const original = await ports.getLicence(grant.licenceId);
  if (!original) throw new NotFoundError('LICENCE_NOT_FOUND', 'There is no such licence.');
  if (original.kind !== 'suite')
    throw new ConflictError('NOT_REPLACEABLE', 'Only a suite licence is replaced; a seat follows its subscription.');
  if (paidBack(original)) throw new ConflictError('NOT_REPLACEABLE', REPLACEMENT_OF_PAID_BACK);
  const now = ports.now().toISOString();
  const grantId = ports.newId();
  const entry = goodwillEntry({
    grantId,
    from: now,
    until: monthsLater(now, 12).toISOString(),
    grantedBy: grant.operatorEmail,
    reason: grant.reason,
    at: now,
  });
  const grantOf = {
    licenceId: `lic_gw${grantId.replace(/[^A-Za-z0-9]/g, '')}_1`,
    kind: original.kind,
    productSlug: original.productSlug,
    productTitle: original.productTitle,
    aircraftType: original.aircraftType,
    configuration: original.configuration,
    addOns: original.addOns,
    ownerEmail: original.ownerEmail,
    transactionId: original.transactionId,
    subscriptionId: null,
    period: null,
    issuedAt: now,
  };
  const licence: LicenceRecord = {
    ...grantOf,
    ledger: ledgerMap([entry]),
    ledgerComplete: true,
    licenceKey: await ports.signLicenceKey(licenceKeyPayload(grantOf)),
    status: 'active',
  };
  if (!(await ports.issueLicence(licence, grant.alongside?.({ entry, licenceId: licence.licenceId }) ?? [])))
    throw new ConflictError('LICENCE_CHANGED', 'The replacement was issued already.');
  return licence;
}
