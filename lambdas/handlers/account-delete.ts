import * as z from 'zod/mini';
import { apiHandler } from '../http/api-handler';
import { clearSessionCookies } from '../http/cookies';
import { assertSameOriginRequest } from '../http/csrf';
import { json } from '../http/responses';
import { SessionError, signedInHandler } from '../http/session';
import { parseInput, readJsonBody } from '../http/validation';
import { deleteAccount } from '../services/accounts/account-data';
import { accountDeletePorts } from '../services/accounts/account-delete-ports';

const bodySchema = z.object({
  password: z
    .string({ error: 'your password is required' })
    .check(z.minLength(1, { error: 'your password is required' }), z.maxLength(256, { error: 'is too long' })),
});

/**
 * `POST /api/account/delete` with `{password}`: the password is checked again, auto-renewals are cancelled in Paddle
 * at the end of their period, what the shop need not keep is deleted, and the Cognito user goes last (GDPR Article
 * 17; ADR 293). Licences and paid orders stay with the address: signing up again with it shows them.
 */
const signedIn = signedInHandler(async (event, caller) => {
  const { password } = parseInput(bodySchema, readJsonBody(event));
  const accessToken = caller.accessToken;
  if (!accessToken) throw new SessionError('NOT_SIGNED_IN', 'Deleting the account needs a browser session.', false);
  const answer = await deleteAccount(password, accountDeletePorts({ ...caller, accessToken }));
  return json(200, answer, { cookies: clearSessionCookies() });
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return signedIn(event);
});
