import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiHandler } from './api-handler';
import type { ApiResult } from './responses';
import { signedInHandler, type SignedInCaller } from './session';

export type OperatorHandle = (event: APIGatewayProxyEventV2, operator: SignedInCaller) => Promise<ApiResult>;

/**
 * Wraps an admin route: signed in (401), an operator not removed since signing in (403) before `handle` reads
 * anything (./operator-access.ts, ./session.ts).
 */
export function operatorHandler(handle: OperatorHandle, now: () => Date = () => new Date()): ApiHandler {
  return signedInHandler(handle, { operatorOnly: { nowSeconds: () => Math.floor(now().getTime() / 1000) } });
}
