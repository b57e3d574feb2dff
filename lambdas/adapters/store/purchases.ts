import { keys } from './keys';
import type { LicenceRecord } from './licences';
import type { OrderRecord } from './orders';
import { getItems } from './table';

/** What the table knows of a purchase when its payment event arrives. */
export interface PurchaseState {
  /** The event was processed before: the delivery is a duplicate. */
  readonly eventProcessed: boolean;
  readonly order: OrderRecord | undefined;
  /** Those of the asked licences that exist. */
  readonly licences: readonly LicenceRecord[];
  /** The order mail has been claimed (sent, or being sent). */
  readonly mailClaimed: boolean;
}

/**
 * The event marker, the order, its mail claim and its licences in one consistent BatchGetItem (ADR 102), so a
 * repeated delivery is answered from one read and a new purchase learns in one call what it has to write.
 */
export async function readPurchase(request: {
  eventId?: string;
  transactionId: string;
  licenceIds: readonly string[];
  mailKey: string;
}): Promise<PurchaseState> {
  const eventKey = request.eventId === undefined ? undefined : keys.event(request.eventId);
  const orderKey = keys.order(request.transactionId);
  const mailKey = keys.mail(request.mailKey);
  const items = await getItems<Record<string, unknown> & { pk: string; sk: string }>([
    ...(eventKey ? [eventKey] : []),
    orderKey,
    mailKey,
    ...request.licenceIds.map(keys.licence),
  ]);
  const find = (key: { pk: string; sk: string }) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  return {
    eventProcessed: eventKey !== undefined && find(eventKey) !== undefined,
    order: find(orderKey) as OrderRecord | undefined,
    licences: items.filter((item) => item.sk === 'LICENCE') as unknown as LicenceRecord[],
    mailClaimed: find(mailKey) !== undefined,
  };
}
