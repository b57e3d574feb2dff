import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import { ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import { licenceKeyStatus, type KeyStatusPorts } from '../../../../lambdas/services/licences/key-status';
import { signLicenceKey } from '../../../../lambdas/services/licences/sign-key';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memorySigner } from '../../../support/memory-signer';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const signer = memorySigner();

const subscription = (fields: Partial<SubscriptionRecord> & Pick<SubscriptionRecord, 'subscriptionId'>) =>
  ({
    status: 'active',
    ownerEmail: 'pilot@example.com',
    customerId: 'ctm_1',
    productSlug: 'skydeck-suiteb737annual',
    transactionId: 'txn_buy',
    priceIds: [],
    currentPeriodStart: '2026-01-01T00:00:00.000Z',
    currentPeriodEnd: '2027-01-01T00:00:00.000Z',
    nextBilledAt: '2027-01-01T00:00:00.000Z',
    canceledAt: null,
    lastEventAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  }) as SubscriptionRecord;

/** A licence with its key as the store keeps it, and its subscriptions, behind the key check's ports. */
async function stored(fields: Partial<LicenceRecord> = {}, subscriptions: SubscriptionRecord[] = []) {
  const grant = {
    ...b737SuiteLicence({
      licenceId: 'lic_buy_1',
      ownerEmail: 'pilot@example.com',
      transactionId: 'txn_buy',
      licenceKey: '',
    }),
    subscriptionId: 'sub_support',
    // Its ledger: the first year of support its purchase paid, by its support subscription.
    ledger: ledgerMap([
      ledgerEntry({
        source: 'purchase',
        from: '2026-01-01T00:00:00.000Z',
        until: '2027-01-01T00:00:00.000Z',
        transactionId: 'txn_buy',
        subscriptionId: fields.subscriptionId ?? 'sub_support',
        payer: 'pilot@example.com',
        state: 'paid',
        recordedAt: '2026-01-01T00:00:00.000Z',
      }),
    ]),
    ledgerComplete: true,
    ...fields,
  };
  const key = await signLicenceKey(signer, grant);
  const licence: LicenceRecord = { ...grant, licenceKey: fields.licenceKey ?? key };
  const ports: KeyStatusPorts = {
    publicKeyPem: signer.publicKeyPem,
    licenceWithLinks: async (licenceId) =>
      licenceId === licence.licenceId ? { licence, supportSubscriptionIds: [], transfer: undefined } : undefined,
    subscriptions: async (ids) =>
      new Map(
        subscriptions.filter((each) => ids.includes(each.subscriptionId)).map((each) => [each.subscriptionId, each]),
      ),
  };
  return { ports, key };
}

describe('the status of a licence key', () => {
  it('says a suite’s current key is current, with its support until the period end', async () => {
    // Prepare
    const { ports, key } = await stored({}, [subscription({ subscriptionId: 'sub_support' })]);

    // Act
    const status = await licenceKeyStatus(ports, key, NOW);

    // Assess
    expect(status).toEqual({
      licenceId: 'lic_buy_1',
      current: true,
      state: 'current',
      keyVersion: 1,
      currentKeyVersion: 1,
      support: {
        state: 'active',
        activeUntil: '2027-01-01T00:00:00.000Z',
        autoRenewing: true,
        subscriptionId: 'sub_support',
      },
      catchUpMonths: 0,
      validUntil: null,
    });
  });

  it('says an older key is superseded once the licence carries a newer one', async () => {
    // Prepare: the licence moved on to key version 2
    const { ports, key } = await stored({ licenceKey: 'SKYDECK1.newer.key', keyVersion: 2 });

    // Act
    const status = await licenceKeyStatus(ports, key, NOW);

    // Assess
    expect(status).toMatchObject({ current: false, state: 'superseded', keyVersion: 1, currentKeyVersion: 2 });
  });

  it('says the key of a refunded licence is revoked', async () => {
    // Prepare
    const { ports, key } = await stored({ status: 'revoked', revokedReason: 'refund' });

    // Act + Assess
    expect(await licenceKeyStatus(ports, key, NOW)).toMatchObject({ current: false, state: 'revoked' });
  });

  it('says a seat whose subscription was canceled has an expired key', async () => {
    // Prepare
    const { ports, key } = await stored({ kind: 'trainer-seat', subscriptionId: 'sub_seats' }, [
      subscription({ subscriptionId: 'sub_seats', status: 'canceled', canceledAt: '2026-05-01T00:00:00.000Z' }),
    ]);

    // Act + Assess
    expect(await licenceKeyStatus(ports, key, NOW)).toMatchObject({ current: false, state: 'expired' });
  });

  it('refuses text whose signature does not verify, and a key of a licence the shop does not know', async () => {
    // Prepare
    const { ports, key } = await stored();
    const other = await signLicenceKey(signer, {
      ...b737SuiteLicence({
        licenceId: 'lic_gone_1',
        ownerEmail: 'x@example.com',
        transactionId: 'txn_gone',
        licenceKey: '',
      }),
    });

    // Act + Assess
    await expect(licenceKeyStatus(ports, `${key}x`, NOW)).rejects.toMatchObject({
      code: 'INVALID_LICENCE_KEY',
      message: 'key: licence key signature does not verify',
    });
    await expect(licenceKeyStatus(ports, other, NOW)).rejects.toMatchObject({
      code: 'LICENCE_NOT_FOUND',
      message: 'No licence is known for this key.',
    });
  });
});
