import { cognito, CognitoFailure } from '../../adapters/cognito';
import { subscriptionView } from '../portal/licence-views';
import { logger } from '../../adapters/logger';
import { deleteMailsSentTo } from '../../adapters/mail/sent-mail-log';
import { paddleClient } from '../../adapters/paddle-sdk';
import { ownerSubscriptions } from '../../adapters/portal-store';
import { recordSignOutEverywhere, revokeFamily } from '../../adapters/session-revocations';
import { deleteOwnerPendingOrders } from '../../adapters/store/buyer-orders';
import { deletePendingTransfer } from '../../adapters/store/transfers';
import { decodeCursor, type PagePosition } from '../../contract/portal-pages';
import { DomainError, UpstreamError } from '../../domain/errors';
import { licencePage } from '../portal/licence-pages';
import { tablePorts } from '../portal/portal-ports';
import type { AccountDeletePorts } from './account-data';

const INCORRECT_PASSWORD = 'The password is not correct. Your account has not been deleted.';

/** Withdraws the transfers the person offered and nobody has accepted yet: they name another person's address. */
async function withdrawOpenTransfers(email: string): Promise<void> {
  let after: PagePosition | undefined;
  do {
    const page = await licencePage(email, after, { withIncoming: false }, tablePorts);
    for (const licence of page.licences)
      if (licence.pendingTransfer) await deletePendingTransfer(licence.licenceId, email, licence.keyVersion);
    after = page.nextCursor ? decodeCursor(page.nextCursor) : undefined;
  } while (after);
}

/** What deleting the signed-in person's account touches: Cognito, Paddle and the table (ADR 293). */
export function accountDeletePorts(caller: {
  email: string;
  sub: string;
  family: string;
  accessToken: string;
}): AccountDeletePorts {
  return {
    checkPassword: async (candidate) => {
      await cognito.signIn(caller.email, candidate).catch((error: unknown) => {
        if (error instanceof CognitoFailure && error.exception === 'NotAuthorizedException')
          throw new DomainError('INCORRECT_PASSWORD', INCORRECT_PASSWORD);
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
        logger.error('Paddle refused to cancel a subscription of an account being deleted', { error: error as Error });
        throw new UpstreamError(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'Your subscriptions could not be cancelled with the payment provider, so your account was not deleted. Please try again in a moment.',
        );
      }
    },
    deleteUnneededRecords: async () => {
      await Promise.all([
        deleteOwnerPendingOrders(caller.email),
        withdrawOpenTransfers(caller.email),
        deleteMailsSentTo(caller.email),
      ]);
    },
    endSessionsAndDeleteUser: async () => {
      // DeleteUser needs the access token and ends every token of the user with it; the shop's own records end the
      // sessions it knows, so no cookie of the deleted user opens anything any more.
      await cognito.deleteUser(caller.accessToken);
      await Promise.all([recordSignOutEverywhere(caller.sub), revokeFamily(caller.family)]);
    },
  };
}
