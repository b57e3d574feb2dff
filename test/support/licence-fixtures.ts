import type { LicenceRecord } from '../../lambdas/adapters/store/licences';
import { ledgerEntry, ledgerMap } from '../../lambdas/domain/ledger/entries';

/** An active B737 suite licence as the store keeps it, with the fields a test names itself. */
export function b737SuiteLicence(
  fields: Pick<LicenceRecord, 'licenceId' | 'ownerEmail' | 'transactionId' | 'licenceKey'>,
): LicenceRecord {
  return {
    kind: 'suite',
    productSlug: 'skydeck-suiteb737annual',
    productTitle: 'SkyDeck B737 suite',
    aircraftType: 'B738',
    configuration: null,
    addOns: [],
    subscriptionId: null,
    period: null,
    issuedAt: '2026-11-01T10:00:00.000Z',
    status: 'active',
    ...fields,
  } as LicenceRecord;
}

/**
 * Suite lic_a_1 of pilot@example.com, bought in txn_a, with one ledger entry: its support paid from `from` until
 * `until`, by `subscriptionId` where a subscription paid it (the goodwill tests' licence).
 */
export function paidSuiteLicence({
  from,
  until,
  subscriptionId,
}: {
  from: string;
  until: string;
  subscriptionId: string | null;
}): LicenceRecord {
  return {
    ...b737SuiteLicence({
      licenceId: 'lic_a_1',
      ownerEmail: 'pilot@example.com',
      transactionId: 'txn_a',
      licenceKey: 'k',
    }),
    subscriptionId,
    ledger: ledgerMap([
      ledgerEntry({
        source: 'purchase',
        from,
        until,
        transactionId: 'txn_a',
        subscriptionId,
        payer: 'pilot@example.com',
        state: 'paid',
        recordedAt: from,
      }),
    ]),
    ledgerComplete: true,
  };
}
