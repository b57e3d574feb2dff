import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { cognito, cognitoAdmin } from '../../adapters/cognito';
import { alarmedFailure } from '../../adapters/logger';
import { recordSignOutEverywhere } from '../../adapters/session-revocations';
import { shopLanguageOf } from '../../contract/languages';
import { mailService } from '../../services/mail/mail-ports';

/**
 * After a password is changed or reset, the password opens no session it did not open itself (ADR 487): Cognito
 * revokes every refresh token of the user (a global sign-out) and the shop refuses every id token issued until now
 * (`recordSignOutEverywhere`). The caller then signs in afresh with the new password, in the next second, so its own
 * new tokens are not refused with the others. Then a "your password was changed" mail goes to the address.
 */
export async function endPasswordSessions(
  who: { readonly sub: string; readonly accessToken: string } | { readonly email: string },
): Promise<void> {
  if ('accessToken' in who) {
    await cognito.globalSignOut(who.accessToken);
    await recordSignOutEverywhere(who.sub);
  } else {
    // A reset is not signed in: the address names its password user (the federated ones have no password).
    const users = (await cognitoAdmin.usersWithEmail(who.email)).filter((user) => !user.federated);
    for (const user of users) {
      await cognitoAdmin.signOutEverywhere(user.username);
      await recordSignOutEverywhere(user.sub);
    }
  }
  // Token times are whole seconds: a token of this very second would be refused with the ended ones.
  await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 5));
}

/** The language a request's page speaks: its body's `language`, else the browser's first one. */
export function requestLanguage(event: APIGatewayProxyEventV2, bodyLanguage: string | undefined): string {
  return shopLanguageOf(bodyLanguage ?? event.headers?.['accept-language']?.split(',')[0]);
}

/** The mail never blocks the change: one that can be neither sent nor queued is logged and alarmed (`BuyerMailFailures`). */
export async function mailPasswordChanged(email: string, language: string): Promise<void> {
  await mailService()
    .sendPasswordChanged({ email, at: new Date().toISOString(), language })
    .catch((error: unknown) =>
      alarmedFailure('BuyerMailFailures', 'The "password changed" mail could not be sent', { error: error as Error }),
    );
}
