/**
 * A licence id as the shop writes it (`lic_<transaction id without txn_>_<unit>`, see `unitId`): letters, digits and
 * underscores after `lic_`, at most 100 of them. Every input that names a licence (routes, checkout, portal cursors)
 * is checked by this one parser, so an id the shop wrote is accepted everywhere and nothing longer is read anywhere.
 */
export const LICENCE_ID_PATTERN = /^lic_[A-Za-z0-9_]{1,100}$/;

export function isLicenceId(value: string): boolean {
  return LICENCE_ID_PATTERN.test(value);
}

/** The transaction a licence id was issued for (`lic_01h…_2` → `txn_01h…`), or undefined for an id of another shape. */
export function transactionOfLicence(licenceId: string): string | undefined {
  const unit = licenceId.lastIndexOf('_');
  return isLicenceId(licenceId) && unit > 4 ? `txn_${licenceId.slice(4, unit)}` : undefined;
}
