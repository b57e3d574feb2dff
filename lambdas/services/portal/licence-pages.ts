import type { PortalItems, PortalViews } from './licence-views';
import type { ownerIncomingTransfers, ownerLicencePage } from '../../adapters/portal-store';
import { encodeCursor, PORTAL_PAGE_SIZE, type PagePosition } from '../../contract/portal-pages';
import type { LicenceView } from '../../contract/portal-views';

/**
 * The portal's paged reads (ADR 115). A page costs two round trips whatever the owner holds: the page's Query (and,
 * on the first page, the Query of transfers offered to the caller) side by side, then one batched read of what
 * the page's licences point to (portalViews).
 */
export interface LicencePagePorts {
  readonly licencePage: typeof ownerLicencePage;
  readonly incomingTransfers: typeof ownerIncomingTransfers;
  readonly views: (email: string, items: PortalItems) => Promise<PortalViews>;
}

export interface LicencePage extends PortalViews {
  readonly nextCursor: string | null;
}

/** One page of the caller's licences; transfers offered to them, when asked for, come with the first page. */
export async function licencePage(
  email: string,
  after: PagePosition | undefined,
  options: { readonly withIncoming: boolean },
  ports: LicencePagePorts,
): Promise<LicencePage> {
  const [page, incomingTransfers] = await Promise.all([
    ports.licencePage(email, after, PORTAL_PAGE_SIZE),
    options.withIncoming && !after ? ports.incomingTransfers(email) : [],
  ]);
  const views = await ports.views(email, { licences: page.licences, incomingTransfers });
  return { ...views, nextCursor: page.next ? encodeCursor(page.next) : null };
}

export interface ProductGroup {
  readonly product: string;
  readonly title: string;
  readonly licences: LicenceView[];
}

/**
 * A page's licences grouped by product, in the order each product first appears. A product's licences may go on
 * in the next page, in a group of the same `product`: readers join groups by that key.
 */
export function groupByProduct(licences: readonly LicenceView[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const licence of licences) {
    let group = groups.get(licence.productSlug);
    if (!group) {
      group = { product: licence.productSlug, title: licence.productTitle, licences: [] };
      groups.set(licence.productSlug, group);
    }
    group.licences.push(licence);
  }
  return [...groups.values()];
}
