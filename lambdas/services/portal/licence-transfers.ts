import type { LicenceSigner } from '../../adapters/licence-signer';
import { logger } from '../../adapters/logger';
import type { LicenceWithLinks, TransferRecord } from '../../adapters/portal-store';
import type { TransferOfferOutcome } from '../../adapters/store/transfers';
import type { LicenceRecord } from '../../adapters/store/licences';
import { canBeTransferred } from '../../contract/licence-rules';
import { ConflictError, DomainError, NotFoundError } from '../../domain/errors';
import type { MailLimiter } from '../limits/mail-limiter';
import { signLicenceKey } from '../licences/sign-key';
import type { TransferMailer } from '../mail/mail-service';

/**
 * Licence transfer (SPEC.md §1, DESIGN.md §7; the write protocol is in ADR 012): the owner offers a licence to a
 * new e-mail, may withdraw the offer until it is accepted, and the recipient, signed in with that e-mail, accepts:
 * the licence moves and its key is re-issued with the next `keyVersion`. A licence that is not the caller's (or
 * not offered to them) reads like an unknown one. The recipient is mailed the offer; both sides are mailed the
 * completed move. A mail is best effort: the transfer is done whatever the mail does, and a failed mail is logged
 * (and alarmed on), not a failed request.
 */
export interface TransferPorts {
  getLicenceWithLinks(licenceId: string): Promise<LicenceWithLinks | undefined>;
  offerTransfer(transfer: TransferRecord): Promise<TransferOfferOutcome>;
  deletePendingTransfer(licenceId: string, ownerEmail: string, keyVersion: number): Promise<boolean>;
  claimTransfer(licenceId: string, recipientEmail: string, keyVersion: number): Promise<boolean>;
  moveLicence(move: {
    licence: LicenceRecord;
    toEmail: string;
    licenceKey: string;
    keyVersion: number;
    at: string;
  }): Promise<boolean>;
  deleteClaimedTransfer(licenceId: string, keyVersion: number): Promise<void>;
  readonly signer: Pick<LicenceSigner, 'sign'>;
  readonly mailer: TransferMailer;
  /** Each offer mails its recipient: offers are limited per recipient, licence and owner (ADR 260). */
  readonly limits: MailLimiter;
  now(): Date;
}

export interface PendingTransferAnswer {
  readonly licenceId: string;
  readonly pendingTransfer: {
    readonly toEmail: string;
    readonly requestedAt: string;
    readonly status: 'pending';
  } | null;
}

export interface AcceptedTransferAnswer {
  readonly licenceId: string;
  readonly ownerEmail: string;
  readonly licenceKey: string;
  readonly keyVersion: number;
}

const NOT_OFFERED = 'There is no pending transfer of this licence to you.';

/** Reads of a licence that changed under an offer before the offer gives up (each change needs another request). */
const OFFER_ATTEMPTS = 3;

const transferPending = () =>
  new ConflictError('TRANSFER_PENDING', 'A transfer of this licence is already pending; cancel it first.');
const transferAccepted = () =>
  new ConflictError('TRANSFER_ACCEPTED', 'The new owner has already accepted this transfer.');
export const licenceNotFound = () => new NotFoundError('LICENCE_NOT_FOUND', 'No such licence among yours.');

const keyVersionOf = (licence: Pick<LicenceRecord, 'keyVersion'>) => licence.keyVersion ?? 1;

export function licenceTransfers(ports: TransferPorts) {
  async function ownLicence(licenceId: string, callerEmail: string): Promise<LicenceWithLinks> {
    const found = await ports.getLicenceWithLinks(licenceId);
    if (!found || found.licence.ownerEmail !== callerEmail) throw licenceNotFound();
    return found;
  }

  return {
    async offer(licenceId: string, callerEmail: string, toEmail: string): Promise<PendingTransferAnswer> {
      let limited = false;
      for (let attempt = 1; ; attempt += 1) {
        const found = await ownLicence(licenceId, callerEmail);
        if (toEmail === callerEmail)
          throw new DomainError('TRANSFER_TO_SELF', 'A licence cannot be transferred to its own owner.');
        if (found.licence.status !== 'active')
          throw new ConflictError('LICENCE_REVOKED', 'A revoked licence cannot be transferred.');
        if (!canBeTransferred(found.licence))
          throw new DomainError('NOT_TRANSFERABLE', 'Only suite licences can be transferred.');
        const transfer: TransferRecord = {
          licenceId,
          fromEmail: callerEmail,
          toEmail,
          requestedAt: ports.now().toISOString(),
          keyVersion: keyVersionOf(found.licence),
          status: 'pending',
        };
        if (found.transfer) throw transferPending();
        // Before the offer is stored: a refused offer leaves nothing pending that its recipient was not told of.
        if (!limited) {
          await ports.limits.take('transfer-offer', { target: toEmail, subject: licenceId, caller: callerEmail });
          limited = true;
        }
        const outcome = await ports.offerTransfer(transfer);
        if (outcome === 'already-pending') throw transferPending();
        // Moved, revoked or re-keyed since it was read: the next read answers as that licence deserves.
        if (outcome === 'licence-changed') {
          if (attempt < OFFER_ATTEMPTS) continue;
          throw new ConflictError('LICENCE_CHANGED', 'This licence changed while you offered it; please try again.');
        }
        await bestEffort('Transfer offer mail not sent', licenceId, () =>
          ports.mailer.sendTransferOffer({ ...transfer, productTitle: found.licence.productTitle }),
        );
        return { licenceId, pendingTransfer: { toEmail, requestedAt: transfer.requestedAt, status: 'pending' } };
      }
    },

    async cancel(licenceId: string, callerEmail: string): Promise<PendingTransferAnswer> {
      const found = await ports.getLicenceWithLinks(licenceId);
      // The new owner accepted before this cancel read the licence: say so, as when the accept wins a moment later.
      if (found && found.licence.ownerEmail !== callerEmail && found.licence.transferredFrom === callerEmail)
        throw transferAccepted();
      if (!found || found.licence.ownerEmail !== callerEmail) throw licenceNotFound();
      if (!found.transfer) throw new NotFoundError('NO_PENDING_TRANSFER', 'This licence has no pending transfer.');
      if (!(await ports.deletePendingTransfer(licenceId, callerEmail, keyVersionOf(found.licence)))) {
        throw transferAccepted();
      }
      return { licenceId, pendingTransfer: null };
    },

    async accept(licenceId: string, callerEmail: string): Promise<AcceptedTransferAnswer> {
      const found = await ports.getLicenceWithLinks(licenceId);
      // An accept repeated after the licence moved (a double click, a retried request) answers like the first one.
      if (found && found.licence.ownerEmail === callerEmail && found.licence.transferredAt && !found.transfer)
        return accepted(found.licence);
      if (!found?.transfer || found.transfer.toEmail !== callerEmail)
        throw new NotFoundError('TRANSFER_NOT_FOUND', NOT_OFFERED);
      const { licence, transfer } = found;
      if (!(await ports.claimTransfer(licenceId, callerEmail, transfer.keyVersion))) {
        throw new NotFoundError('TRANSFER_NOT_FOUND', NOT_OFFERED);
      }
      const at = ports.now().toISOString();
      const keyVersion = transfer.keyVersion + 1;
      const licenceKey = await signLicenceKey(ports.signer, licence, {
        ownerEmail: callerEmail,
        issuedAt: at,
        keyVersion,
      });
      const moved = await ports.moveLicence({ licence, toEmail: callerEmail, licenceKey, keyVersion, at });
      const now = (await ports.getLicenceWithLinks(licenceId))?.licence;
      // Lost a race with another accept of the same transfer: that one moved it, to the same person.
      if (!now || (!moved && !(now.ownerEmail === callerEmail && keyVersionOf(now) === keyVersion))) {
        throw new ConflictError(
          'TRANSFER_STALE',
          'This licence changed since the transfer was offered; ask its owner to offer it again.',
        );
      }
      await ports.deleteClaimedTransfer(licenceId, transfer.keyVersion);
      const completed = {
        licenceId,
        productTitle: licence.productTitle,
        fromEmail: transfer.fromEmail,
        toEmail: callerEmail,
        keyVersion,
        licenceKey: now.licenceKey,
      };
      await bestEffort('Transfer completed mail not sent', licenceId, () =>
        ports.mailer.sendTransferCompleted(completed),
      );
      return accepted(now);
    },
  };
}

async function bestEffort(failure: string, licenceId: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    logger.error(failure, { error: error as Error, licenceId });
  }
}

function accepted(licence: LicenceRecord): AcceptedTransferAnswer {
  return {
    licenceId: licence.licenceId,
    ownerEmail: licence.ownerEmail,
    licenceKey: licence.licenceKey,
    keyVersion: keyVersionOf(licence),
  };
}
