import { BatchGetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionRecordKeys as keys } from '../contract/session-records';
import { REVOCATION_RECORD_SECONDS, type RevocationRecords, type TokenIdentity } from '../domain/auth/revocation';
import { documentClient } from './dynamo';
import { environment } from './environment';

/**
 * Sign-out records in the shop's table: `SESSION#<origin_jti>` / `REVOKED` per signed-out token family, and
 * `USER#<sub>` / `SIGNED_OUT_EVERYWHERE` per user. Both expire (`expiresAt`) once no token they refuse can still be
 * valid. The session guard reads both in one BatchGetItem per request; an admin request adds the operator's removal
 * record (`OPERATOR#<sub>` / `ACCESS`, ADR 453) to the same call.
 */
const expiresAt = (nowMs: number) => Math.floor(nowMs / 1000) + REVOCATION_RECORD_SECONDS;

export async function readRevocations(
  token: TokenIdentity,
  options: { operator?: boolean } = {},
): Promise<RevocationRecords> {
  const table = environment.tableName;
  const wanted = [
    keys.family(token.family),
    keys.user(token.sub),
    ...(options.operator ? [keys.operator(token.sub)] : []),
  ];
  const result = await documentClient.send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: wanted, ProjectionExpression: 'pk, signedOutAt, removedAt' } },
    }),
  );
  // Small keys come back unprocessed only when throttled: then fail (500) rather than let a revoked token in.
  if (Object.keys(result.UnprocessedKeys ?? {}).length > 0) throw new Error('Sign-out records could not be read');
  const items = result.Responses?.[table] ?? [];
  const family = items.some((item) => item.pk === keys.family(token.family).pk);
  const user = items.find((item) => item.pk === keys.user(token.sub).pk);
  const operator = items.find((item) => item.pk === keys.operator(token.sub).pk);
  return {
    familyRevoked: family,
    signedOutEverywhereAt: typeof user?.signedOutAt === 'number' ? user.signedOutAt : undefined,
    ...(typeof operator?.removedAt === 'number' ? { operatorRemovedAt: operator.removedAt } : {}),
  };
}

export async function revokeFamily(family: string, nowMs = Date.now()): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: environment.tableName,
      Item: { ...keys.family(family), revokedAt: nowMs, expiresAt: expiresAt(nowMs) },
    }),
  );
}

export async function recordSignOutEverywhere(sub: string, nowMs = Date.now()): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: environment.tableName,
      Item: { ...keys.user(sub), signedOutAt: nowMs, expiresAt: expiresAt(nowMs) },
    }),
  );
}
