import { decodeCursor } from '../../../../lambdas/contract/portal-pages';
import type { LicenceView } from '../../../../lambdas/contract/portal-views';
import { groupByProduct, licencePage, type LicencePagePorts } from '../../../../lambdas/services/portal/licence-pages';

function portsReading(pageAsked: unknown[]): LicencePagePorts & { incomingReads: number } {
  const ports = {
    incomingReads: 0,
    licencePage: async (_email: string, after: unknown, size: number) => {
      pageAsked.push({ after, size });
      return { licences: [], next: { issuedAt: '2026-11-23T10:00:00.000Z', licenceId: 'lic_x_50' } };
    },
    incomingTransfers: async () => {
      ports.incomingReads += 1;
      return [];
    },
    views: async () => ({ licences: [], incomingTransfers: [] }),
  };
  return ports;
}

describe('licence pages', () => {
  it('read the transfers offered to the caller with the first page only, and name the next page', async () => {
    // Prepare
    const asked: unknown[] = [];
    const ports = portsReading(asked);
    const after = { issuedAt: '2026-11-23T10:00:00.000Z', licenceId: 'lic_x_0' };

    // Act
    const first = await licencePage('buyer@skydeck.example', undefined, { withIncoming: true }, ports);
    await licencePage('buyer@skydeck.example', after, { withIncoming: true }, ports);
    await licencePage('buyer@skydeck.example', undefined, { withIncoming: false }, ports);

    // Assess
    expect(ports.incomingReads).toBe(1);
    expect(asked).toEqual([
      { after: undefined, size: 50 },
      { after, size: 50 },
      { after: undefined, size: 50 },
    ]);
    expect(decodeCursor(first.nextCursor!)).toEqual({ issuedAt: '2026-11-23T10:00:00.000Z', licenceId: 'lic_x_50' });
  });

  it('group a page by product in the order products first appear', () => {
    // Prepare
    const licence = (licenceId: string, productSlug: string) =>
      ({ licenceId, productSlug, productTitle: productSlug.toUpperCase() }) as LicenceView;

    // Act
    const groups = groupByProduct([licence('1', 'b'), licence('2', 'a'), licence('3', 'b')]);

    // Assess
    expect(groups.map((group) => [group.product, group.title, group.licences.map((l) => l.licenceId)])).toEqual([
      ['b', 'B', ['1', '3']],
      ['a', 'A', ['2']],
    ]);
  });
});
