import type { AuthStepName } from '../contract/api-endpoints';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { notFound } from '../http/errors';
import { answeringSessionErrors } from '../http/session';
import { ACCOUNT_STEPS, sessionCheck } from '../http/auth/account-steps';
import { federatedCallback, federatedStart } from '../http/auth/federated';
import { SIGN_IN_STEPS, type AuthStepHandler } from '../http/auth/sign-in-steps';

/**
 * The authenticator's backend-for-frontend (docs/api.md): `POST /api/auth/<step>` and `GET /api/auth/session`,
 * `GET /api/auth/federated/…`. Each step (lambdas/http/auth/) calls Cognito, keeps tokens and the sealed
 * challenge in HttpOnly cookies, and answers with the next authenticator route (docs/product/accounts.md). Cognito's errors are
 * typed refusals (`CognitoFailure`), answered by `apiHandler`; session failures clear the cookies.
 */
const POST_STEPS: Readonly<Record<AuthStepName, AuthStepHandler>> = { ...SIGN_IN_STEPS, ...ACCOUNT_STEPS };

export const handler = apiHandler(async (event) => {
  const action = event.pathParameters?.action ?? '';
  if (event.requestContext.http.method === 'POST') {
    assertSameOriginRequest(event);
    // Own keys only: "valueOf" or "constructor" must be an unknown step, not Object.prototype's function.
    const run = Object.hasOwn(POST_STEPS, action) ? POST_STEPS[action as AuthStepName] : undefined;
    if (!run) throw notFound(`There is no auth step "${action}".`);
    return answeringSessionErrors(() => run(event));
  }
  if (action === 'session') return answeringSessionErrors(() => sessionCheck(event));
  if (action === 'federated/callback') return federatedCallback(event);
  const federated = /^federated\/([^/]+)$/.exec(action);
  if (federated) return federatedStart(event, federated[1]!);
  throw notFound(`There is no auth step "${action}".`);
});
