import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ApiHandler } from './api-handler';
import { assertOperator } from './operator-access';
import type { ApiResult } from './responses';
import { signedInHandler, type SignedInCaller } from './session';

export type OperatorHandle = (event: APIGatewayProxyEventV2, operator: SignedInCaller) => Promise<ApiResult>;

/** Wraps an admin route: signed in (401), an operator (403) before `handle` reads anything (./operator-access.ts). */
export function operatorHandler(handle: OperatorHandle, now: () => Date = () => new Date()): ApiHandler {
  return signedInHandler(async (event, caller) => {
    assertOperator(caller, Math.floor(now().getTime() / 1000));
    return handle(event, caller);
  });
}
