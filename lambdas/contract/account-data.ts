/**
 * The buyer's own data (GDPR Articles 15, 17 and 20; ADR 292, 293): `GET /api/account/export` answers everything
 * the shop holds about the signed-in address as a JSON attachment; `POST /api/account/delete` with the password
 * deletes the account and what the shop need not keep.
 */

/** Bumped when the export's shape changes, so a reader of an old file knows what it holds. */
export const ACCOUNT_EXPORT_FORMAT = 'skydeck-account-export/2';

export interface AccountDeleteAnswer {
  readonly deleted: true;
  /** Auto-renewing subscriptions now set to end at their period's end. */
  readonly cancelledSubscriptions: readonly string[];
  /** Users of the address deleted from the pool: the password user and each Google or Apple one. */
  readonly deletedIdentities: number;
}
