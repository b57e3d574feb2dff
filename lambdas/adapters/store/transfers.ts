import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { adminIndexKeys, keys, ownerSortKeys } from './keys';
import type { LicenceRecord } from './licences';
import { queryAll } from './pages';
import { conditionalWrite, TABLE, transactWriteUnlessRefused, type TransactItem } from './table';

/**
 * Licence transfers (README "Licence portal"): every step is one conditional write (an offer, one transaction), so
 * repeating or racing a step changes nothing.
 */
/** A pending transfer: `LICENCE#<id>` / `TRANSFER`, indexed under the recipient so that they see it. */
export interface TransferRecord {
  readonly licenceId: string;
  readonly fromEmail: string;
  readonly toEmail: string;
  readonly requestedAt: string;
  /** The key version being transferred: a transfer outlives nothing but the key it was asked for. */
  readonly keyVersion: number;
  /** `accepting` once the recipient has claimed it; the owner can no longer cancel it then. */
  readonly status: 'pending' | 'accepting';
}

/** `licence-changed`: the licence was no longer the offering owner's, active, with the key the request names. */
export type TransferOfferOutcome = 'offered' | 'already-pending' | 'licence-changed';

/**
 * Records a transfer request unless one for this key is already there; a request left over from an older key (the
 * licence moved on since) is replaced. One transaction checks that the licence is still the offering owner's,
 * active and at the key the request names: an offer read before an accept, a refund or another transfer moved the
 * licence on stores nothing, so its recipient is mailed nothing.
 */
export async function offerTransfer(transfer: TransferRecord): Promise<TransferOfferOutcome> {
  // The actions' places, as the refusal names them.
  const [transferPut, licenceCheck] = [0, 1];
  const refused = await transactWriteUnlessRefused([
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...keys.transfer(transfer.licenceId),
          gsi1pk: keys.owner(transfer.toEmail),
          gsi1sk: ownerSortKeys.transfer(transfer.requestedAt, transfer.licenceId),
          type: 'transfer',
          ...transfer,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR keyVersion < :version',
        ExpressionAttributeValues: { ':version': transfer.keyVersion },
      },
    },
    {
      ConditionCheck: {
        TableName: TABLE,
        Key: keys.licence(transfer.licenceId),
        ConditionExpression: `ownerEmail = :owner AND #status = :active AND ${keyVersionIs(transfer.keyVersion)}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':owner': transfer.fromEmail,
          ':active': 'active',
          ':version': transfer.keyVersion,
        },
      },
    },
  ]);
  if (refused.includes(licenceCheck)) return 'licence-changed';
  return refused.includes(transferPut) ? 'already-pending' : 'offered';
}

/** A licence's key is at `:version`; the first key has no keyVersion attribute. */
const keyVersionIs = (version: number) =>
  version === 1 ? '(attribute_not_exists(keyVersion) OR keyVersion = :version)' : 'keyVersion = :version';

/** The owner withdraws a transfer the recipient has not claimed yet. False when there is none to withdraw. */
export async function deletePendingTransfer(
  licenceId: string,
  ownerEmail: string,
  keyVersion: number,
): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: keys.transfer(licenceId),
        ConditionExpression: 'fromEmail = :owner AND keyVersion = :version AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':owner': ownerEmail, ':version': keyVersion, ':pending': 'pending' },
      }),
    ),
  );
}

/**
 * The recipient claims the transfer; from then on the owner cannot withdraw it. Claiming again (a retried accept)
 * succeeds, so an accept that failed part-way can be completed.
 */
export async function claimTransfer(licenceId: string, recipientEmail: string, keyVersion: number): Promise<boolean> {
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.transfer(licenceId),
        UpdateExpression: 'SET #status = :accepting',
        ConditionExpression:
          'toEmail = :recipient AND keyVersion = :version AND (#status = :pending OR #status = :accepting)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':recipient': recipientEmail,
          ':version': keyVersion,
          ':pending': 'pending',
          ':accepting': 'accepting',
        },
      }),
    ),
  );
}

/**
 * Moves the licence to its new owner with the re-issued key, only if it is still the old owner's key of that
 * version: of two racing accepts, one writes and the other finds the move done.
 */
export async function moveLicence(move: {
  licence: LicenceRecord;
  toEmail: string;
  licenceKey: string;
  keyVersion: number;
  at: string;
  /** Writes that stand or fall with the move, in its transaction: an operator's audit entry (ADR 334). */
  alongside?: readonly TransactItem[];
}): Promise<boolean> {
  const update = moveUpdate(move);
  const refused = await transactWriteUnlessRefused([
    { Update: update },
    ...moveRecords(move).map((Item) => ({ Put: { TableName: TABLE, Item } })),
    ...(move.alongside ?? []),
  ]);
  return refused.length === 0;
}

/** A completed move, as each side's data export lists it (ADR 374). */
export interface LicenceMoveRecord {
  readonly licenceId: string;
  readonly direction: 'in' | 'out';
  readonly fromEmail: string;
  readonly toEmail: string;
  readonly movedAt: string;
  /** The key version the new owner got. */
  readonly keyVersion: number;
}

/**
 * The move's two records, one under each owner in the owner index, written in the move's transaction: a licence
 * moved away is no longer in its previous owner's index, so only this record tells them where it went.
 */
function moveRecords(move: { licence: LicenceRecord; toEmail: string; keyVersion: number; at: string }) {
  const { licenceId, ownerEmail: fromEmail } = move.licence;
  const common = { licenceId, fromEmail, toEmail: move.toEmail, movedAt: move.at, keyVersion: move.keyVersion };
  const side = (direction: 'in' | 'out', owner: string) => ({
    ...keys.licenceMove(licenceId, move.keyVersion, direction === 'in' ? 'IN' : 'OUT'),
    ...common,
    direction,
    gsi1pk: keys.owner(owner),
    gsi1sk: ownerSortKeys.move(move.at, licenceId),
    // The console's moves of the day (ADR 457), once per move.
    ...(direction === 'in' ? adminIndexKeys.move(move.at, licenceId) : {}),
  });
  return [side('out', fromEmail), side('in', move.toEmail)];
}

function moveUpdate(move: {
  licence: LicenceRecord;
  toEmail: string;
  licenceKey: string;
  keyVersion: number;
  at: string;
}) {
  const { licence } = move;
  return {
    TableName: TABLE,
    Key: keys.licence(licence.licenceId),
    UpdateExpression:
      'SET ownerEmail = :to, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, licenceKey = :key, keyVersion = :next, keyIssuedAt = :at, transferredAt = :at, transferredFrom = :from, ' +
      // Every previous owner and until when, for the console's "owners over time" (ADR 333).
      'ownerHistory = list_append(if_not_exists(ownerHistory, :noOwners), :previousOwner)',
    ConditionExpression: `ownerEmail = :from AND #status = :active AND ${keyVersionIs(move.keyVersion - 1)}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':to': move.toEmail,
      ':gsi1pk': keys.owner(move.toEmail),
      ':gsi1sk': `LICENCE#${licence.issuedAt}#${licence.licenceId}`,
      ':key': move.licenceKey,
      ':next': move.keyVersion,
      ':at': move.at,
      ':from': licence.ownerEmail,
      ':noOwners': [],
      ':previousOwner': [{ email: licence.ownerEmail, until: move.at }],
      ':active': 'active',
      ':version': move.keyVersion - 1,
    },
  };
}

/** The address's completed moves in and out, newest first: one Query of its owner index entries (`MOVED#`). */
export async function ownerMoves(email: string): Promise<LicenceMoveRecord[]> {
  const items = await queryAll<LicenceMoveRecord>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :owner AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':owner': keys.owner(email), ':prefix': 'MOVED#' },
    ScanIndexForward: false,
  });
  return items.map(({ licenceId, direction, fromEmail, toEmail, movedAt, keyVersion }) => ({
    licenceId,
    direction,
    fromEmail,
    toEmail,
    movedAt,
    keyVersion,
  }));
}

/** Removes a transfer once its licence has moved (only the claimed one for that key). */
export async function deleteClaimedTransfer(licenceId: string, keyVersion: number): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: keys.transfer(licenceId),
        ConditionExpression: 'keyVersion = :version AND #status = :accepting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':version': keyVersion, ':accepting': 'accepting' },
      }),
    ),
  );
}
