import { issueMissing, reissueSeats } from '../../../../lambdas/services/payments/licence-keys';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import { b737SuiteLicence } from '../../../support/licence-fixtures';
import { memoryPaymentPorts } from '../../../support/memory-payment-ports';

const grant = (unit: number) =>
  b737SuiteLicence({
    licenceId: `lic_keys_${unit}`,
    ownerEmail: 'pilot@example.com',
    transactionId: 'txn_keys',
    licenceKey: '',
  });

describe('issuing licence keys', () => {
  it('signs and stores each licence with a key the simulator verifies', async () => {
    // Prepare
    const { ports, licences, publicKeyPem } = memoryPaymentPorts();

    // Act
    await issueMissing(ports, [grant(1), grant(2)]);

    // Assess
    expect([...licences.keys()].sort()).toEqual(['lic_keys_1', 'lic_keys_2']);
    for (const licence of licences.values()) {
      expect(licence.status).toBe('active');
      expect(verifyLicenceKey(licence.licenceKey, publicKeyPem)).toMatchObject({ licenceId: licence.licenceId });
    }
  });

  it('never re-keys a licence a delivery already stored: only the missing ones are signed', async () => {
    // Prepare: unit 1 stored by an earlier delivery
    const { ports, licences } = memoryPaymentPorts();
    await issueMissing(ports, [grant(1)]);
    const firstKey = licences.get('lic_keys_1')!.licenceKey;

    // Act
    await issueMissing(ports, [grant(1), grant(2)]);

    // Assess
    expect(licences.get('lic_keys_1')!.licenceKey).toBe(firstKey);
    expect(licences.has('lic_keys_2')).toBe(true);
  });

  it('gives a renewed seat the next key version, valid for the period now paid plus the grace', async () => {
    // Prepare
    const { ports, licences, publicKeyPem } = memoryPaymentPorts();
    const seat = { ...grant(1), kind: 'trainer-seat' as const, subscriptionId: 'sub_seats' };
    await issueMissing(ports, [seat]);

    // Act
    await reissueSeats(ports, [licences.get('lic_keys_1')!], '2026-03-01T00:00:00.000Z', '2026-02-01T00:00:05.000Z');

    // Assess
    const renewed = licences.get('lic_keys_1')!;
    expect(renewed.keyVersion).toBe(2);
    expect(verifyLicenceKey(renewed.licenceKey, publicKeyPem)).toMatchObject({
      keyVersion: 2,
      issuedAt: '2026-02-01T00:00:05.000Z',
      validUntil: '2026-03-08T00:00:00.000Z',
    });
  });
});
