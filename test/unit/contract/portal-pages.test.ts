import { decodeCursor, encodeCursor } from '../../../lambdas/contract/portal-pages';
import { requestedPage } from '../../../lambdas/http/paging';

describe('portal page cursors', () => {
  it('name again the position they were made from, and only with URL-safe characters', () => {
    // Prepare
    const positions = [
      { issuedAt: '2026-11-23T19:36:12.123Z', licenceId: 'lic_01hq3a7bcd_12' },
      { issuedAt: '2024-04-12T10:18:49.621022Z', licenceId: 'lic_seedbuyer_suite' },
      { issuedAt: '2025-01-01T00:00:00+01:00', licenceId: 'lic_a_b_1' },
    ];

    // Act
    const cursors = positions.map(encodeCursor);

    // Assess
    expect(cursors.map(decodeCursor)).toEqual(positions);
    for (const cursor of cursors) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['not base64', '%%%'],
    ['base64 of something else', btoa('hello world')],
    ['no licence id', btoa('2026-11-23T19:36:12.123Z#')],
    ['not a licence id', btoa('2026-11-23T19:36:12.123Z#ORDER#txn_1')],
    ['not a time', btoa('yesterday#lic_1')],
    ['too long', 'A'.repeat(400)],
  ])('refuse a cursor that is %s with a 400 and a sentence', (_what, cursor) => {
    // Act
    const read = () => requestedPage({ queryStringParameters: { cursor } });

    // Assess
    expect(decodeCursor(cursor)).toBeUndefined();
    expect(read).toThrow(expect.objectContaining({ statusCode: 400, code: 'INVALID_CURSOR' }));
  });

  it('read no cursor, or an empty one, as the first page', () => {
    // Act / Assess
    expect(requestedPage({ queryStringParameters: undefined })).toBeUndefined();
    expect(requestedPage({ queryStringParameters: { cursor: '' } })).toBeUndefined();
  });
});
