import { isLicenceId } from '../domain/licences/licence-id';
/**
 * How the portal's growing lists (`GET /api/licenses`, `/api/products`) are paged (ADR 115): pages of
 * `PORTAL_PAGE_SIZE` licences in purchase order, the next one named by an opaque `?cursor=` the previous answer
 * gives as `nextCursor` (null on the last page). The API, the route table (and so the fuzzer) and the pages read
 * this one declaration.
 */
export const PORTAL_PAGE_SIZE = 50;

export const CURSOR_PARAM = 'cursor';

/** The query parameters a paged route takes. */
export const PAGED_QUERY = [CURSOR_PARAM] as const;

export const INVALID_CURSOR_MESSAGE =
  'This link to a later page of the list is not valid. Please open the list again from its first page.';

export interface Paged {
  /** The cursor of the next page, or null when this page is the last. */
  readonly nextCursor: string | null;
}

/** Where a page ends: the last licence shown, in the owner index's order (purchase time, then id). */
export interface PagePosition {
  readonly issuedAt: string;
  readonly licenceId: string;
}

const ISSUED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Base64url of at most ~200 bytes: anything longer cannot be a cursor this API wrote. */
const CURSOR = /^[A-Za-z0-9_-]{1,300}$/;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodeCursor(position: PagePosition): string {
  return toBase64Url(`${position.issuedAt}#${position.licenceId}`);
}

/** The position a cursor names, or undefined when it is not one this API wrote (the caller answers 400). */
export function decodeCursor(cursor: string): PagePosition | undefined {
  if (!CURSOR.test(cursor)) return undefined;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const separator = text.indexOf('#');
  const issuedAt = text.slice(0, separator);
  const licenceId = text.slice(separator + 1);
  return separator > 0 && ISSUED_AT.test(issuedAt) && isLicenceId(licenceId) ? { issuedAt, licenceId } : undefined;
}
