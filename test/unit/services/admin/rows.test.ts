import { licenceIdOfKey } from '../../../../lambdas/services/admin/rows';

describe('finding a licence by its whole key', () => {
  it('reads the licence id from a key\u2019s payload', () => {
    // Prepare
    const payload = Buffer.from(JSON.stringify({ licenceId: 'lic_abc_1', ownerEmail: 'a@x.com' })).toString(
      'base64url',
    );

    // Act + Assess
    expect(licenceIdOfKey(`SKYDECK1.${payload}.c2lnbmF0dXJl`)).toBe('lic_abc_1');
  });

  it('finds nothing in what is not a whole key', () => {
    // Act + Assess
    expect(licenceIdOfKey('SKYDECK1.bm90IGpzb24.sig')).toBeUndefined();
    expect(licenceIdOfKey('SKYDECK1.eyJsaWNlbmNlSWQiOiJsaWNfYSJ9')).toBeUndefined();
    expect(licenceIdOfKey('OTHER.eyJsaWNlbmNlSWQiOiJsaWNfYSJ9.sig')).toBeUndefined();
  });
});
