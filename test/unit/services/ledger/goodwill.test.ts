import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import type { LedgerEntry } from '../../../../lambdas/domain/ledger/entries';
import {
  grantSupportGoodwill,
  issueReplacementLicence,
  type GoodwillPorts,
} from '../../../../lambdas/services/ledger/goodwill';
import { paidSuiteLicence } from '../../../support/licence-fixtures';

const NOW = new Date('2027-03-01T00:00:00.000Z');

/** A suite whose support sub_1 paid until `until`, renewing or not, and what the goodwill wrote. */
function world(until: string, renewing: boolean) {
  const licence = paidSuiteLicence({ from: '2026-01-01T00:00:00.000Z', until, subscriptionId: 'sub_1' });
  const written: LedgerEntry[] = [];
  const issued: LicenceRecord[] = [];
  const ports: GoodwillPorts = {
    getLicence: async (id) => (id === licence.licenceId ? licence : undefined),
    getSubscriptions: async () =>
      new Map([
        [
          'sub_1',
          {
            subscriptionId: 'sub_1',
            status: renewing ? 'active' : 'canceled',
            scheduledChange: null,
            currentPeriodEnd: renewing ? until : null,
          } as SubscriptionRecord,
        ],
      ]),
    writeGoodwill: async (_id, entry) => (written.push(entry), true),
    issueLicence: async (record) => (issued.push(record), true),
    signLicenceKey: async () => 'SKYDECK1.new.key',
    newId: () => 'grant-1',
    now: () => NOW,
  };
  return { ports, written, issued };
}

const grant = { licenceId: 'lic_a_1', operatorEmail: 'op@skydeck.test', reason: 'outage in February' };

describe('goodwill', () => {
  it('gives months of support from where paid support ends, said to be given, not paid', async () => {
    // Prepare
    const { ports, written } = world('2027-06-01T00:00:00.000Z', false);

    // Act
    const entry = await grantSupportGoodwill(ports, { ...grant, months: 2 });

    // Assess
    expect(entry).toMatchObject({
      entryId: 'goodwill:grant-1',
      source: 'goodwill',
      from: '2027-06-01T00:00:00.000Z',
      until: '2027-08-01T00:00:00.000Z',
      payer: null,
      grantedBy: 'op@skydeck.test',
      reason: 'outage in February',
    });
    expect(written).toEqual([entry]);
  });

  it('gives them from now after a lapse, and refuses them under a renewal that is charged', async () => {
    // Prepare
    const lapsed = world('2027-01-01T00:00:00.000Z', false);
    const renewing = world('2027-06-01T00:00:00.000Z', true);

    // Act
    const entry = await grantSupportGoodwill(lapsed.ports, { ...grant, months: 1 });
    const refused = grantSupportGoodwill(renewing.ports, { ...grant, months: 1 });

    // Assess
    expect(entry).toMatchObject({ from: NOW.toISOString(), until: '2027-04-01T00:00:00.000Z' });
    await expect(refused).rejects.toMatchObject({ code: 'SUPPORT_RENEWS' });
    expect(renewing.written).toEqual([]);
  });

  it('issues a replacement licence of the same product to its owner, with a goodwill year', async () => {
    // Prepare
    const { ports, issued } = world('2027-06-01T00:00:00.000Z', false);

    // Act
    const replacement = await issueReplacementLicence(ports, grant);

    // Assess
    expect(replacement).toMatchObject({
      licenceId: 'lic_gwgrant1_1',
      productSlug: 'skydeck-suiteb737annual',
      ownerEmail: 'pilot@example.com',
      status: 'active',
      licenceKey: 'SKYDECK1.new.key',
    });
    expect(Object.values(replacement.ledger!)).toEqual([
      expect.objectContaining({ source: 'goodwill', from: NOW.toISOString(), until: '2028-03-01T00:00:00.000Z' }),
    ]);
    expect(issued).toEqual([replacement]);
  });

  it('replaces a licence an operator revoked, and none a refund or a chargeback took back', async () => {
    // Prepare
    const revokedAs = (revokedReason: string | undefined) => {
      const { ports, issued } = world('2027-06-01T00:00:00.000Z', false);
      const getLicence = ports.getLicence;
      return {
        ports: {
          ...ports,
          getLicence: async (id: string) =>
            ({ ...(await getLicence(id))!, status: 'revoked', revokedReason }) as LicenceRecord,
        },
        issued,
      };
    };
    const [byOperator, refunded, chargedBack] = [revokedAs(undefined), revokedAs('refund'), revokedAs('chargeback')];

    // Act
    await issueReplacementLicence(byOperator.ports, grant);
    const refusals = [refunded, chargedBack].map((paidBack) => issueReplacementLicence(paidBack.ports, grant));

    // Assess
    expect(byOperator.issued).toHaveLength(1);
    for (const refusal of refusals) await expect(refusal).rejects.toMatchObject({ code: 'NOT_REPLACEABLE' });
    expect([...refunded.issued, ...chargedBack.issued]).toEqual([]);
  });
});
