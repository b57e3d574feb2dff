import { licenceViews } from '../adapters/licence-views';
import type { LicenceView } from '../contract/portal-views';
import { ownerItems } from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { signedInHandler } from '../http/session';

/**
 * `GET /api/products` (DESIGN.md §5): the signed-in caller's licences grouped by product, each with its support
 * status (active until / lapsed since, auto-renewing or cancelled) and the catch-up months a support extension
 * would need. Keyed by the verified e-mail of the id token (cookie or `Authorization: Bearer`), never by input.
 * Two round trips to the table whatever the number of licences (see portalViews).
 */
interface ProductGroup {
  readonly product: string;
  readonly title: string;
  readonly licences: LicenceView[];
}

export const handler = apiHandler(
  signedInHandler(async (_event, caller) => {
    const groups = new Map<string, ProductGroup>();
    for (const licence of await licenceViews(caller.email, await ownerItems(caller.email))) {
      let group = groups.get(licence.productSlug);
      if (!group)
        groups.set(
          licence.productSlug,
          (group = { product: licence.productSlug, title: licence.productTitle, licences: [] }),
        );
      group.licences.push(licence);
    }
    return json(200, { email: caller.email, products: [...groups.values()] });
  }),
);
