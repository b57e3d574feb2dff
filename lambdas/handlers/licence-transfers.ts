import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { assembleLicenceKey, licenceKeyPayload, licenceKeySigningInput } from '../domain/licences/licence-key';
import { licenceSigner } from '../adapters/licence-signer';
import { logger } from '../adapters/logger';
import {
  claimTransfer,
  deleteClaimedTransfer,
  deletePendingTransfer,
  getLicenceWithLinks,
  keyVersionOf,
  moveLicence,
  putTransferRequest,
} from '../adapters/portal-store';
import { apiHandler } from '../http/api-handler';
import { assertSameOriginRequest } from '../http/csrf';
import { badRequest, HttpError, notFound } from '../http/errors';
import { json } from '../http/responses';
import { mailService } from '../services/mail/mail';
import { signedInHandler, type SignedInCaller } from '../http/session';
import { emailField } from '../contract/email-field';
import { parseInput, readJsonBody } from '../http/validation';

/**
 * Licence transfer (SPEC.md §1, DESIGN.md §7):
 * - `POST /api/licenses/{id}/transfer {email}` — the owner names the new owner; the licence shows as pending.
 * - `POST /api/licenses/{id}/transfer/cancel` — the owner withdraws it while the recipient has not accepted.
 * - `POST /api/licenses/{id}/transfer/accept` — the recipient, signed in with the named e-mail, accepts: the licence
 *   moves and a new key (next `keyVersion`) is issued; the old key is no longer current.
 * A licence that is not the caller's (or not addressed to them) reads like an unknown one: 404, nothing leaks.
 */
const LICENCE_ID = /^lic_[A-Za-z0-9_]{1,100}$/;
const NOT_FOUND_MESSAGE = 'No such licence among yours.';

const requestSchema = z.object({
  email: emailField('the new owner\u2019s e-mail address is required'),
});

type Action = (licenceId: string, caller: SignedInCaller, event: APIGatewayProxyEventV2) => Promise<unknown>;

const request: Action = async (licenceId, caller, event) => {
  const { email } = parseInput(requestSchema, readJsonBody(event));
  const found = await ownLicence(licenceId, caller);
  if (email === caller.email) throw badRequest('A licence cannot be transferred to its own owner.', 'TRANSFER_TO_SELF');
  if (found.licence.status !== 'active') throw new HttpError(409, 'LICENCE_REVOKED', 'A revoked licence cannot be transferred.');
  // SPEC.md §1 makes the suite licence transferable; a trainer seat belongs to its buyer's subscription.
  if (found.licence.kind !== 'suite') throw badRequest('Only suite licences can be transferred.', 'NOT_TRANSFERABLE');
  const transfer = {
    licenceId,
    fromEmail: caller.email,
    toEmail: email,
    requestedAt: new Date().toISOString(),
    keyVersion: keyVersionOf(found.licence),
    status: 'pending' as const,
  };
  if (found.transfer || !(await putTransferRequest(transfer))) {
    throw new HttpError(409, 'TRANSFER_PENDING', 'A transfer of this licence is already pending; cancel it first.');
  }
  await mailService()
    .sendTransferOffer({ ...transfer, productTitle: found.licence.productTitle })
    .catch((error: unknown) => logger.error('Transfer offer mail not sent', { error: error as Error, licenceId }));
  return { licenceId, pendingTransfer: { toEmail: email, requestedAt: transfer.requestedAt, status: 'pending' } };
};

const cancel: Action = async (licenceId, caller) => {
  const found = await ownLicence(licenceId, caller);
  if (!found.transfer) throw notFound('This licence has no pending transfer.', 'NO_PENDING_TRANSFER');
  if (!(await deletePendingTransfer(licenceId, caller.email, keyVersionOf(found.licence)))) {
    throw new HttpError(409, 'TRANSFER_ACCEPTED', 'The new owner has already accepted this transfer.');
  }
  return { licenceId, pendingTransfer: null };
};

const accept: Action = async (licenceId, caller) => {
  const found = await getLicenceWithLinks(licenceId);
  // An accept repeated after the licence moved (a double click, a retried request) answers like the first one.
  if (found && found.licence.ownerEmail === caller.email && found.licence.transferredAt && !found.transfer) return accepted(found.licence);
  if (!found?.transfer || found.transfer.toEmail !== caller.email) {
    throw notFound('There is no pending transfer of this licence to you.', 'TRANSFER_NOT_FOUND');
  }
  const { licence, transfer } = found;
  if (!(await claimTransfer(licenceId, caller.email, transfer.keyVersion))) {
    throw notFound('There is no pending transfer of this licence to you.', 'TRANSFER_NOT_FOUND');
  }
  const at = new Date().toISOString();
  const keyVersion = transfer.keyVersion + 1;
  const signingInput = licenceKeySigningInput(licenceKeyPayload(licence, { ownerEmail: caller.email, issuedAt: at, keyVersion }));
  const licenceKey = assembleLicenceKey(signingInput, await licenceSigner.sign(Buffer.from(signingInput, 'ascii')));
  const moved = await moveLicence({ licence, toEmail: caller.email, licenceKey, keyVersion, at });
  const now = (await getLicenceWithLinks(licenceId))?.licence;
  // Lost a race with another accept of the same transfer: that one moved it, to the same person.
  if (!moved && !(now && now.ownerEmail === caller.email && keyVersionOf(now) === keyVersion)) {
    throw new HttpError(409, 'TRANSFER_STALE', 'This licence changed since the transfer was offered; ask its owner to offer it again.');
  }
  await deleteClaimedTransfer(licenceId, transfer.keyVersion);
  // The move is done whatever the mail does: a failed mail is logged (and alarmed on), not a failed accept.
  await mailService()
    .sendTransferCompleted({ licenceId, productTitle: licence.productTitle, fromEmail: transfer.fromEmail, toEmail: caller.email, keyVersion, licenceKey: now!.licenceKey })
    .catch((error: unknown) => logger.error('Transfer completed mail not sent', { error: error as Error, licenceId }));
  return accepted(now!);
};

function accepted(licence: { licenceId: string; licenceKey: string; keyVersion?: number; ownerEmail: string }) {
  return { licenceId: licence.licenceId, ownerEmail: licence.ownerEmail, licenceKey: licence.licenceKey, keyVersion: licence.keyVersion ?? 1 };
}

const ACTIONS: Readonly<Record<string, Action>> = { cancel, accept };

async function ownLicence(licenceId: string, caller: SignedInCaller) {
  const found = await getLicenceWithLinks(licenceId);
  if (!found || found.licence.ownerEmail !== caller.email) throw notFound(NOT_FOUND_MESSAGE, 'LICENCE_NOT_FOUND');
  return found;
}

const signedIn = signedInHandler(async (event, caller) => {
  const licenceId = event.pathParameters?.id ?? '';
  const actionName = event.pathParameters?.action;
  const action = actionName === undefined ? request : Object.hasOwn(ACTIONS, actionName) ? ACTIONS[actionName] : undefined;
  if (!action) throw notFound(`There is no transfer action "${actionName}".`);
  if (!LICENCE_ID.test(licenceId)) throw notFound(NOT_FOUND_MESSAGE, 'LICENCE_NOT_FOUND');
  return json(200, await action(licenceId, caller, event));
});

export const handler = apiHandler(async (event) => {
  assertSameOriginRequest(event);
  return signedIn(event);
});

