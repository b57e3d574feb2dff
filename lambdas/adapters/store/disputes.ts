import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../dynamo';
import { keys } from './keys';
import { updateEach } from './licences';
import { conditionalWrite, TABLE } from './table';

/**
 * What a reversed chargeback gives back (ADR 241): exactly what the chargeback took, and nothing a refund took.
 * Each write is conditional on what the chargeback left, so repeating it changes nothing.
 */

/**
 * Licences the chargeback revoked are active again, with the key they had (it verifies as current again); or seats
 * its lowered quantity took (`seats-reduced`), which its reversal gives back too (ADR 430).
 */
export async function reinstateLicences(
  licenceIds: readonly string[],
  revokedReason: 'chargeback' | 'seats-reduced' = 'chargeback',
): Promise<void> {
  await updateEach(licenceIds, {
    UpdateExpression: 'SET #status = :active REMOVE revokedAt, revokedReason',
    ConditionExpression: 'attribute_exists(pk) AND #status = :revoked AND revokedReason = :reason',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':active': 'active', ':revoked': 'revoked', ':reason': revokedReason },
  });
}

/** Seats whose renewal period the chargeback took back are paid until that period's end again. */
export async function restoreSeatPeriods(
  licenceIds: readonly string[],
  period: { readonly startsAt: string; readonly endsAt: string },
): Promise<void> {
  await updateEach(licenceIds, {
    UpdateExpression: 'SET paidUntil = :end REMOVE refundedUntil',
    ConditionExpression: 'attribute_exists(pk) AND refundedUntil = :end',
    ExpressionAttributeValues: { ':end': period.endsAt },
  });
}

/** The licences whose support the chargeback ended: the portal offers their buyer to restart it. */
export async function offerSupportRestart(licenceIds: readonly string[], at: string): Promise<void> {
  await updateEach(licenceIds, {
    UpdateExpression: 'SET supportRestartOfferedAt = if_not_exists(supportRestartOfferedAt, :at)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** The order the chargeback marked refunded is paid again. */
export async function reinstateOrder(transactionId: string): Promise<void> {
  await conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.order(transactionId),
        UpdateExpression: 'SET #status = :paid REMOVE refundedAt',
        ConditionExpression: '#status = :refunded',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':paid': 'paid', ':refunded': 'refunded' },
      }),
    ),
  );
}
