import * as z from 'zod/mini';
import { shopLanguageOf } from '../contract/languages';
import { apiHandler } from '../http/api-handler';
import { limitContactCode } from '../http/auth/code-limits';
import { clearSessionCookies } from '../http/cookies';
import { assertSameOriginRequest } from '../http/csrf';
import { json } from '../http/responses';
import { SessionError, signedInHandler } from '../http/session';
import { parseInput, readJsonBody } from '../http/validation';
import { deleteAccount } from '../services/accounts/account-data';
import { sendAccountCode } from '../services/accounts/account-codes';
import { accountCodePorts, accountDeletePorts } from '../services/accounts/account-delete-ports';

const language = z.optional(z.string().check(z.maxLength(35, { error: 'is not a language' })));
const bodySchema = z.union(
  [
    z.object({
      password: z
        .string({ error: 'your password is required' })
        .check(z.minLength(1, { error: 'your password is required' }), z.maxLength(256, { error: 'is too long' })),
      language,
    }),
    z.object({
      code: z
        .string({ error: 'the code from the mail is required' })
        .check(z.regex(/^\s*\d{6}\s*$/, { error: 'the code from the mail has six digits' })),
      language,
    }),
  ],
  { error: 'password: your password is required' },
);
const codeRequestSchema = z.object({ language });

/**
 * `POST /api/account/delete` with `{password}` (a password account) or `{code}` (a Google or Apple one, the code
 * from `POST /api/account/delete-code`): auto-renewals are cancelled in Paddle at the end of their period, what the
 * shop need not keep is deleted, and every user of the person's verified address goes from the pool last (GDPR
 * Article 17; ADR 293, 487). Licences and paid orders stay with the address: signing up again with it shows them.
 */
const signedIn = signedInHandler(async (event, caller) => {
  if (!caller.accessToken)
    throw new SessionError('NOT_SIGNED_IN', 'Deleting the account needs a browser session.', false);
  const person = { ...caller, language: 'en' };
  if (event.rawPath?.endsWith('/delete-code')) {
    const input = parseInput(codeRequestSchema, readJsonBody(event));
    await limitContactCode(caller.email);
    await sendAccountCode(accountCodePorts({ ...person, language: shopLanguageOf(input.language) }));
    return json(202, { sent: true });
  }
  const { language: asked, ...confirmation } = parseInput(bodySchema, readJsonBody(event));
  const answer = await deleteAccount(confirmation, accountDeletePorts({ ...person, language: shopLanguageOf(asked) }));
  return json(200, answer, { cookies: clearSessionCookies() });
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return signedIn(event);
});
