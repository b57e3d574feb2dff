/** A licence's key version: the first key carries none. */
export function keyVersionOf(licence: { readonly keyVersion?: number | undefined }): number {
  return licence.keyVersion ?? 1;
}

/**
 * A transfer left over from an earlier key (its last step failed part-way), or of a licence revoked since it was
 * offered (a refund), is no longer open: it can be neither accepted nor cancelled, so it is not shown.
 */
export function openTransfer<T extends { readonly keyVersion: number; readonly fromEmail: string }>(
  licence: { readonly status: string; readonly keyVersion?: number | undefined; readonly ownerEmail: string },
  transfer: T | undefined,
): T | undefined {
  return transfer &&
    licence.status === 'active' &&
    transfer.keyVersion === keyVersionOf(licence) &&
    transfer.fromEmail === licence.ownerEmail
    ? transfer
    : undefined;
}
