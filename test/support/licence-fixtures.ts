import type { LicenceRecord } from '../../lambdas/adapters/store/licences';

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
