import { cognito, type AuthStep } from '../../adapters/cognito';
import { challengeKey } from '../../adapters/challenge-key';
import { verifyIdToken } from '../../adapters/token-verifier';
import { contactsOf, routeAfterSignIn } from '../../domain/auth/outcomes';
import type { AuthAnswer, CodeDelivery } from '../../domain/auth/routes';
import type { SessionTokens } from '../../adapters/cognito';
import { challengeCookie, sessionCookies } from '../cookies';
import { json, type ApiResult } from '../responses';

/** How every auth step answers: the next authenticator route, and the cookies that carry the session or challenge. */
export function answer(payload: AuthAnswer, cookies: string[] = []): ApiResult {
  return json(200, payload, cookies.length > 0 ? { cookies } : {});
}

/** The challenges Cognito may ask for, and what the answer tells the authenticator about each. */
function challengeAnswer(result: Extract<AuthStep, { kind: 'challenge' }>, username: string): AuthAnswer {
  const next = routeAfterSignIn(result.challengeName);
  const destination = result.parameters.CODE_DELIVERY_DESTINATION;
  const codeDelivery: CodeDelivery | undefined = destination
    ? { medium: result.parameters.CODE_DELIVERY_DELIVERY_MEDIUM === 'EMAIL' ? 'EMAIL' : 'SMS', destination }
    : undefined;
  return {
    next,
    username,
    ...(next === 'confirmSignIn' ? { challengeName: result.challengeName as 'SMS_MFA' | 'SOFTWARE_TOKEN_MFA' } : {}),
    ...(codeDelivery ? { codeDelivery } : {}),
  };
}

/** After a sign-in step: a challenge's screen (its Session sealed in a cookie), verify contact, or signed in. */
export async function answerStep(
  result: AuthStep,
  username: string,
  options: { checkContacts: boolean },
): Promise<ApiResult> {
  if (result.kind === 'challenge') {
    const owner = result.parameters.USER_ID_FOR_SRP ?? username;
    const cookie = challengeCookie(
      { username: owner, session: result.session, challengeName: result.challengeName },
      await challengeKey(),
    );
    return answer(challengeAnswer(result, username), [cookie]);
  }
  return answerSignedIn(result.tokens, options);
}

async function answerSignedIn(tokens: SessionTokens, options: { checkContacts: boolean }): Promise<ApiResult> {
  const { email } = await verifyIdToken(tokens.idToken);
  const user = { email };
  const cookies = sessionCookies(tokens);
  if (!options.checkContacts) return answer({ next: 'authenticated', user }, cookies);
  const contacts = contactsOf(await cognito.getUserAttributes(tokens.accessToken));
  const next = routeAfterSignIn(undefined, contacts);
  return answer(
    next === 'verifyUser' ? { next, user, unverifiedContacts: contacts.unverified } : { next, user },
    cookies,
  );
}
