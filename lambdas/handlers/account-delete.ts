import * as z from 'zod/mini';
import { cognito, CognitoFailure } from '../adapters/cognito';
import { subscriptionView } from '../adapters/licence-views';
import { logger } from '../adapters/logger';
import { paddleClient } from '../adapters/paddle-sdk';
import { ownerSubscriptions } from '../adapters/portal-store';
import { recordSignOutEverywhere, revokeFamily } from '../adapters/session-revocations';
import { deleteOwnerPendingOrders } from '../adapters/store/buyer-orders';
import { deletePendingTransfer } from '../adapters/store/transfers';
import { decodeCursor, type PagePosition } from '../contract/portal-pages';
import { UpstreamError } from '../domain/errors';
import { apiHandler } from '../http/api-handler';
import { clearSessionCookies } from '../http/cookies';
import { assertSameOriginRequest } from '../http/csrf';
import { HttpError } from '../http/errors';
import { json } from '../http/responses';
import { SessionError, signedInHandler } from '../http/session';
import { parseInput, readJsonBody } from '../http/validation';
import { deleteAccount } from '../services/accounts/account-data';
import { licencePage } from '../services/portal/licence-pages';

const bodySchema = z.object({
  password: z
    .string({ error: 'your password is required' })
    .check(z.minLength(1, { error: 'your password is required' }), z.maxLength(256, { error: 'is too long' })),
});

const INCORRECT_PASSWORD = 'The password is not correct. Your account has not been deleted.';

/** Withdraws the transfers the caller offered and nobody has accepted yet: they name another person's address. */
async function withdrawOpenTransfers(email: string): Promise<void> {
  let after: PagePosition | undefined;
  do {
    const page = await licencePage(email, after, { withIncoming: false });
    for (const licence of page.licences)
      if (licence.pendingTransfer) await deletePendingTransfer(licence.licenceId, email, licence.keyVersion);
    after = page.nextCursor ? decodeCursor(page.nextCursor) : undefined;
  } while (after);
}

/**
 * `POST /api/account/delete` with `{password}`: the password is checked again, auto-renewals are cancelled in Paddle
 * at the end of their period, what the shop need not keep is deleted, and the Cognito user goes last (GDPR Article
 * 17; ADR 293). Licences and paid orders stay with the address: signing up again with it shows them.
 */
const signedIn = signedInHandler(async (event, caller) => {
  const { password } = parseInput(bodySchema, readJsonBody(event));
  const accessToken = caller.accessToken;
  if (!accessToken) throw new SessionError('NOT_SIGNED_IN', 'Deleting the account needs a browser session.', false);
  const answer = await deleteAccount(password, {
    checkPassword: async (candidate) => {
      await cognito.signIn(caller.email, candidate).catch((error: unknown) => {
        if (error instanceof CognitoFailure && error.exception === 'NotAuthorizedException')
          throw new HttpError(400, 'INCORRECT_PASSWORD', INCORRECT_PASSWORD);
        throw error;
      });
    },
    autoRenewingSubscriptions: async () =>
      (await ownerSubscriptions(caller.email))
        .filter((subscription) => subscriptionView(subscription).cancellable)
        .map((subscription) => subscription.subscriptionId),
    cancelAtPeriodEnd: async (subscriptionId) => {
      try {
        await (await paddleClient()).subscriptions.cancel(subscriptionId, { effectiveFrom: 'next_billing_period' });
      } catch (error) {
        logger.error('Paddle refused to cancel a subscription of a deleted account', { error: error as Error });
        throw new UpstreamError(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'Your subscriptions could not be cancelled with the payment provider, so nothing was deleted yet. Please try again in a moment.',
        );
      }
    },
    deleteUnneededRecords: async () => {
      await Promise.all([deleteOwnerPendingOrders(caller.email), withdrawOpenTransfers(caller.email)]);
    },
    endSessionsAndDeleteUser: async () => {
      // DeleteUser needs the access token, and ends every token of the user with it; the shop's own records end
      // the sessions it knows, so no cookie of the deleted user opens anything any more.
      await cognito.deleteUser(accessToken);
      await Promise.all([recordSignOutEverywhere(caller.sub), revokeFamily(caller.family)]);
    },
  });
  return json(200, answer, { cookies: clearSessionCookies() });
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return signedIn(event);
});
