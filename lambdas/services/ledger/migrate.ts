import { mapBounded } from '../../domain/concurrency';
import type { LedgerEntry } from '../../domain/ledger/entries';
import { migratedEntries, type LegacyRecords, type LegacyRenewal } from '../../domain/ledger/migration';
import { renewalTakeback } from '../../domain/licences/renewal-refunds';
import { isApprovedTakeback, standingAdjustments } from '../../domain/licences/refunds';
import type { LedgerMigrationProgress, LedgerSources } from '../../adapters/ledger-migration';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { AdjustmentRecord } from '../../adapters/store/orders';

/**
 * The one-off migration of licences kept before the ledger (ADR 400): each licence without a complete ledger gets
 * the entries its records say (`migratedEntries`), added where absent, and is marked complete. Run by `npm start`
 * before the shop answers, and in AWS by the daily reconciliation until one pass has finished; a second run, or one
 * cut short, changes nothing that was done.
 */
export interface LedgerMigrationPorts {
  readProgress(): Promise<LedgerMigrationProgress | undefined>;
  finish(at: string): Promise<void>;
  scanSources(): Promise<LedgerSources>;
  completeLedger(licenceId: string, entries: readonly LedgerEntry[]): Promise<boolean>;
  now(): Date;
}

export interface LedgerMigrationReport {
  readonly examined: number;
  readonly migrated: number;
  readonly done: boolean;
}

const WRITES_IN_FLIGHT = 16;

export async function migrateLedgers(
  ports: LedgerMigrationPorts,
  options: { readonly hasTime?: () => boolean; readonly force?: boolean } = {},
): Promise<LedgerMigrationReport> {
  if (!options.force && (await ports.readProgress())?.finishedAt) return { examined: 0, migrated: 0, done: true };
  const sources = await ports.scanSources();
  const now = ports.now();
  const pending = sources.licences.filter((licence) => !licence.ledgerComplete);
  const records = legacyRecordsOf(sources);
  let migrated = 0;
  let cut = false;
  await mapBounded(pending, WRITES_IN_FLIGHT, async (licence) => {
    if (options.hasTime && !options.hasTime()) {
      cut = true;
      return;
    }
    if (await ports.completeLedger(licence.licenceId, migratedEntries(licence, records(licence), now))) migrated += 1;
  });
  if (!cut) await ports.finish(now.toISOString());
  return { examined: sources.licences.length, migrated, done: !cut };
}

/** The records of one licence's past, found in what the Scan read. */
function legacyRecordsOf(sources: LedgerSources): (licence: LicenceRecord) => LegacyRecords {
  const orders = new Map(sources.orders.map((order) => [order.transactionId, order]));
  const subscriptions = new Map(
    sources.subscriptions.map((subscription) => [subscription.subscriptionId, subscription]),
  );
  const adjustments = new Map<string, AdjustmentRecord[]>();
  for (const adjustment of sources.adjustments)
    adjustments.set(adjustment.transactionId, [...(adjustments.get(adjustment.transactionId) ?? []), adjustment]);
  const renewals = sources.renewals.map((renewal): LegacyRenewal => ({
    transactionId: renewal.transactionId,
    subscriptionId: renewal.subscriptionId,
    period: renewal.period,
    paidAt: renewal.paidAt,
    origin: renewal.origin,
    buyerEmail: renewal.buyerEmail,
    quantity: renewal.lines.reduce((total, line) => total + Math.max(line.quantity, 0), 0),
    takenBack: takenBack(adjustments.get(renewal.transactionId) ?? [], renewal),
  }));
  return (licence) => {
    const links = sources.supportLinks.filter((link) => link.licenceId === licence.licenceId);
    const ids = new Set([licence.subscriptionId, ...links.map((link) => link.subscriptionId)]);
    const purchase = orders.get(licence.transactionId);
    return {
      purchase: { buyerEmail: purchase?.request?.buyerEmail, paidAt: purchase?.paidAt },
      subscriptions,
      renewals: renewals.filter((renewal) => ids.has(renewal.subscriptionId)),
      extensions: links.map((link) => {
        const order = orders.get(link.transactionId);
        return {
          subscriptionId: link.subscriptionId,
          transactionId: link.transactionId,
          catchUpMonths: link.catchUpMonths,
          paidAt: order?.paidAt ?? link.at,
          payer: order?.request?.buyerEmail ?? null,
          slug: order?.request?.slug ?? null,
          refunded: order?.status === 'refunded',
        };
      }),
    };
  };
}

/** A renewal whose whole period its standing refunds or chargebacks took (ADR 071). */
function takenBack(
  adjustments: readonly AdjustmentRecord[],
  renewal: LedgerSources['renewals'][number],
): LegacyRenewal['takenBack'] {
  if (renewalTakeback(adjustments, renewal.lines).scope !== 'period') return null;
  const chargedBack = standingAdjustments(adjustments).some(
    (adjustment) => adjustment.action === 'chargeback' && isApprovedTakeback(adjustment),
  );
  return chargedBack ? 'charged-back' : 'refunded';
}
