import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { cognito, cognitoAdmin, CognitoFailure } from '../../adapters/cognito';
import { subscriptionView } from '../portal/licence-views';
import { alarmedFailure, logger } from '../../adapters/logger';
import { deleteMailsSentTo } from '../../adapters/mail/sent-mail-log';
import { paddleClient } from '../../adapters/paddle-sdk';
import { ownerSubscriptions } from '../../adapters/portal-store';
import { recordSignOutEverywhere, revokeFamily } from '../../adapters/session-revocations';
import {
  putAccountCode,
  readAccountCode,
  removeAccountCode,
  takeAccountCodeTry,
} from '../../adapters/store/account-codes';
import { deleteOwnerPendingOrders } from '../../adapters/store/buyer-orders';
import { deletePendingTransfer } from '../../adapters/store/transfers';
import { decodeCursor, type PagePosition } from '../../contract/portal-pages';
import { DomainError, UpstreamError } from '../../domain/errors';
import { licencePage } from '../portal/licence-pages';
import { tablePorts } from '../portal/portal-ports';
import { mailService } from '../mail/mail-ports';
import type { AccountDeletePorts, DeleteConfirmation } from './account-data';
import { useAccountCode, type AccountCodePorts } from './account-codes';

const INCORRECT_PASSWORD = 'The password is not correct. Your account has not been deleted.';
const PASSWORD_OR_CODE = {
  password: 'You sign in with Google or Apple: confirm with the code we mail you instead of a password.',
  code: 'Confirm with your password.',
};

/** The signed-in person whose account the routes act on. */
export interface AccountCaller {
  readonly email: string;
  readonly sub: string;
  readonly family: string;
  readonly federated: boolean;
  /** The language of the page that asked, for the mails. */
  readonly language: string;
}

/** The deletion code's store and mail for one user (ADR 487). */
export function accountCodePorts(caller: Pick<AccountCaller, 'email' | 'sub' | 'language'>): AccountCodePorts {
  // Keyed with the user's id: a hash of six digits alone would be read back from a table copy in a moment.
  const hash = (code: string) => createHmac('sha256', `account-code:${caller.sub}`).update(code).digest('hex');
  return {
    newCode: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
    hash,
    sameHash: (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)),
    put: (codeHash, validUntil) => putAccountCode(caller.sub, codeHash, validUntil),
    read: () => readAccountCode(caller.sub),
    takeTry: (tries) => takeAccountCodeTry(caller.sub, tries),
    remove: () => removeAccountCode(caller.sub),
    mail: (code) => mailService().sendDeleteCode({ email: caller.email, code, language: caller.language }),
  };
}

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

/** What deleting the signed-in person's account touches: Cognito, Paddle and the table (ADR 293, 487). */
export function accountDeletePorts(caller: AccountCaller): AccountDeletePorts {
  return {
    checkConfirmation: async (confirmation: DeleteConfirmation) => {
      if ('code' in confirmation) {
        if (!caller.federated) throw new DomainError('PASSWORD_REQUIRED', PASSWORD_OR_CODE.code);
        await useAccountCode(confirmation.code, accountCodePorts(caller));
        return;
      }
      if (caller.federated) throw new DomainError('CODE_REQUIRED', PASSWORD_OR_CODE.password);
      await cognito.signIn(caller.email, confirmation.password).catch((error: unknown) => {
        if (error instanceof CognitoFailure && error.exception === 'NotAuthorizedException')
          throw new DomainError('INCORRECT_PASSWORD', INCORRECT_PASSWORD);
        throw error;
      });
    },
    autoRenewingSubscriptions: async () =>
      (await ownerSubscriptions(caller.email))
        .filter((subscription) => subscriptionView(subscription).cancellable)
        .map(({ subscriptionId, status }) => ({ subscriptionId, status })),
    cancelSubscription: async (subscriptionId, effectiveFrom) => {
      try {
        await (await paddleClient()).subscriptions.cancel(subscriptionId, { effectiveFrom });
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
    endSessionsAndDeleteIdentities: async () => {
      // The person is every user of their verified address: the password user and each Google or Apple one stand
      // side by side in the pool (ADR 252). An unverified user of the address proves nothing about this person and
      // stays. Cognito ends each user's tokens; the shop's records refuse the id tokens it has already issued.
      const users = (await cognitoAdmin.usersWithEmail(caller.email)).filter(
        (user) => user.emailVerified || user.sub === caller.sub,
      );
      for (const user of users) {
        await cognitoAdmin.signOutEverywhere(user.username);
        await Promise.all([recordSignOutEverywhere(user.sub), cognitoAdmin.deleteUser(user.username)]);
      }
      await revokeFamily(caller.family);
      return users.length;
    },
    sendReceipt: async ({ subscriptionsStopped }) => {
      await mailService()
        .sendAccountDeleted({
          email: caller.email,
          at: new Date().toISOString(),
          subscriptionsStopped,
          language: caller.language,
        })
        // The account is gone either way; a receipt neither sent nor queued is alarmed (`BuyerMailFailures`).
        .catch((error: unknown) =>
          alarmedFailure('BuyerMailFailures', 'The receipt of a deleted account could not be sent', {
            error: error as Error,
          }),
        );
      // The receipt is the last mail to the address: its log entry goes with the rest of the log (ADR 373).
      await deleteMailsSentTo(caller.email);
    },
  };
}
