/**
 * A licence id as the shop writes it (`lic_<transaction id without txn_>_<unit>`, see `unitId`): letters, digits and
 * underscores after `lic_`, at most 100 of them. Every input that names a licence (routes, checkout, portal cursors)
 * is checked by this one parser, so an id the shop wrote is accepted everywhere and nothing longer is read anywhere.
 */
export const LICENCE_ID_PATTERN = /^lic_[A-Za-z0-9_]{1,100}$/;

export function isLicenceId(value: string): boolean {
  return LICENCE_ID_PATTERN.test(value);
}

/** What a licence id the shop wrote names: the Paddle transaction it was paid in, and its unit (1-based). */
export interface LicenceIdParts {
  readonly transactionId: string;
  readonly unit: number;
}

const UNIT = /^\d{1,9}$/;

/**
 * The transaction and unit a licence id names (`lic_01hv…_3` → `txn_01hv…`, 3), or undefined when it is not a licence
 * id or not one the shop writes for a unit of an order.
 */
export function parseLicenceId(value: string): LicenceIdParts | undefined {
  if (!isLicenceId(value)) return undefined;
  const separator = value.lastIndexOf('_');
  const unit = value.slice(separator + 1);
  if (separator <= 'lic_'.length || !UNIT.test(unit)) return undefined;
  return { transactionId: `txn_${value.slice('lic_'.length, separator)}`, unit: Number(unit) };
}
