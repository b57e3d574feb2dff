import type { LicenceSigner } from '../../adapters/licence-signer';
import { alarmedFailure } from '../../adapters/logger';
import type { LicenceWithLinks, TransferRecord } from '../../adapters/portal-store';
import type { TransferOfferOutcome } from '../../adapters/store/transfers';
import type { LicenceRecord } from '../../adapters/store/licences';
import type { TransactItem } from '../../adapters/store/table';
import type { SubscriptionRecord } from '../../adapters/store/subscriptions';
import type { LicenceStanding } from '../../domain/ledger/standing';
import { canBeTransferred } from '../../contract/licence-rules';
import { openTransfer } from '../../domain/licences/transfer-rules';
import { ConflictError, DomainError, NotFoundError } from '../../domain/errors';
import type { MailLimiter } from '../limits/mail-limiter';
import { signLicenceKey } from '../licences/sign-key';
import type { TransferMailer } from '../mail/mail-service';

/**
 * Licence transfer (docs/product/transfers.md; the write protocol is in ADR 012): the owner offers a licence to a
 * new e-mail, may withdraw the offer until it is accepted, and the recipient, signed in with that e-mail, accepts:
 * the licence moves and its key is re-issued with the next `keyVersion`. A licence that is not the caller's (or
 * not offered to them) reads like an unknown one. The recipient is mailed the offer; both sides are mailed the
 * completed move. A mail is best effort: the transfer is done whatever the mail does, and a mail that could be
 * neither sent nor queued is logged and alarmed on (`TransferMailFailures`), not a failed request.
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
    alongside?: readonly TransactItem[];
  }): Promise<boolean>;
  deleteClaimedTransfer(licenceId: string, keyVersion: number): Promise<void>;
  /** The support that moves with a licence (ADR 313). */
  readonly support: SupportHandoverPorts;
  readonly signer: Pick<LicenceSigner, 'sign'>;
  readonly mailer: TransferMailer;
  /** Each offer mails its recipient: offers are limited per recipient, licence and owner (ADR 260). */
  readonly limits: MailLimiter;
  now(): Date;
}

export interface SupportHandoverPorts {
  /** What the licence's ledger says it has now, and the subscriptions it names, as the table knows them. */
  standingOf(
    licenceId: string,
  ): Promise<{ standing: LicenceStanding; subscriptions: ReadonlyMap<string, SubscriptionRecord> } | undefined>;
  /**
   * Paddle: the subscription renews only the licences its ledgers still say it renews (ADR 407) — one unit fewer, or
   * none at its period's end. Throws when Paddle refuses; the subscription stays marked for the reconciliation.
   */
  align(subscriptionId: string, context: Record<string, unknown>): Promise<unknown>;
  /** Records that these subscriptions no longer renew for the licence. */
  markHandedOver(licenceId: string, subscriptionIds: readonly string[]): Promise<void>;
}

/** What a licence's move did to its support, for the mails and the caller. */
export interface SupportHandover {
  /** Until when the previous owner's support still covers the licence (null: none runs). */
  readonly paidUntil: string | null;
  /** Whether a subscription of the previous owner stopped renewing for it. */
  readonly renewalStopped: boolean;
}

const RUNNING = new Set(['active', 'trialing', 'past_due']);

export interface PendingTransferAnswer {
  readonly licenceId: string;
  readonly pendingTransfer: {
    readonly toEmail: string;
    readonly requestedAt: string;
    readonly status: 'pending';
  } | null;
}

/** What a move is about to write: the licence as it was, its new owner, its new key version and the time. */
export interface MoveFacts {
  readonly licence: LicenceRecord;
  readonly toEmail: string;
  readonly keyVersion: number;
  readonly at: string;
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
  /** The licence with its transfer only while that offer stands: one made before a move or a new key does not. */
  async function licenceWithLinks(licenceId: string): Promise<LicenceWithLinks | undefined> {
    const found = await ports.getLicenceWithLinks(licenceId);
    return found && { ...found, transfer: openTransfer(found.licence, found.transfer) };
  }

  async function ownLicence(licenceId: string, callerEmail: string): Promise<LicenceWithLinks> {
    const found = await licenceWithLinks(licenceId);
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
      const found = await licenceWithLinks(licenceId);
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
      const found = await licenceWithLinks(licenceId);
      // An accept repeated after the licence moved (a double click, a retried request) answers like the first one.
      if (found && found.licence.ownerEmail === callerEmail && found.licence.transferredAt && !found.transfer)
        return accepted(found.licence);
      if (!found?.transfer || found.transfer.toEmail !== callerEmail)
        throw new NotFoundError('TRANSFER_NOT_FOUND', NOT_OFFERED);
      const { licence, transfer } = found;
      if (!(await ports.claimTransfer(licenceId, callerEmail, transfer.keyVersion))) {
        throw new NotFoundError('TRANSFER_NOT_FOUND', NOT_OFFERED);
      }
      const moved = await moveToNewOwner(licence, callerEmail);
      if (!moved) {
        throw new ConflictError(
          'TRANSFER_STALE',
          'This licence changed since the transfer was offered; ask its owner to offer it again.',
        );
      }
      await ports.deleteClaimedTransfer(licenceId, transfer.keyVersion);
      await completeMove(licence, moved, transfer.fromEmail);
      return accepted(moved.licence);
    },

    /**
     * Moves a licence to a new owner and everything that goes with it (ADR 313), for an operator's "reassign": the
     * key is re-issued for the new owner, an open transfer offer ends, the previous owner's support subscription
     * stops renewing for it at the end of its period, and both are mailed (the new owner with the way to continue
     * support from that date). A buyer's accepted transfer does the same through `accept`.
     */
    /**
     * An operator's move (ADR 303): `alongside` names the writes that must be stored in the move's own transaction,
     * from the key version and time of the move (the audit entry, ADR 334).
     */
    async moveLicenceToNewOwner(
      licenceId: string,
      toEmail: string,
      alongside?: (move: MoveFacts) => readonly TransactItem[],
    ): Promise<AcceptedTransferAnswer> {
      const found = await licenceWithLinks(licenceId);
      if (!found) throw new NotFoundError('LICENCE_NOT_FOUND', 'There is no such licence.');
      const { licence } = found;
      if (licence.ownerEmail === toEmail)
        throw new DomainError('TRANSFER_TO_SELF', 'The licence is already bound to this e-mail address.');
      if (licence.status !== 'active') throw new ConflictError('LICENCE_REVOKED', 'A revoked licence cannot be moved.');
      if (!canBeTransferred(licence)) throw new DomainError('NOT_TRANSFERABLE', 'Only suite licences can be moved.');
      if (found.transfer?.status === 'pending')
        await ports.deletePendingTransfer(licenceId, licence.ownerEmail, keyVersionOf(licence));
      const moved = await moveToNewOwner(licence, toEmail, alongside);
      if (!moved)
        throw new ConflictError('LICENCE_CHANGED', 'This licence changed while it was being moved; please try again.');
      await completeMove(licence, moved, licence.ownerEmail, { byStaff: true });
      return accepted(moved.licence);
    },
  };

  /**
   * The licence under the next key version, bound to `toEmail`; undefined when it changed since `licence` was read
   * (of two racing moves to the same person, the later one finds the move done and answers it).
   */
  async function moveToNewOwner(
    licence: LicenceRecord,
    toEmail: string,
    alongside?: (move: MoveFacts) => readonly TransactItem[],
  ): Promise<{ licence: LicenceRecord; wrote: boolean } | undefined> {
    const at = ports.now().toISOString();
    const keyVersion = keyVersionOf(licence) + 1;
    const licenceKey = await signLicenceKey(ports.signer, licence, { ownerEmail: toEmail, issuedAt: at, keyVersion });
    const moved = await ports.moveLicence({
      licence,
      toEmail,
      licenceKey,
      keyVersion,
      at,
      ...(alongside ? { alongside: alongside({ licence, toEmail, keyVersion, at }) } : {}),
    });
    const now = (await licenceWithLinks(licence.licenceId))?.licence;
    if (!now || (!moved && !(now.ownerEmail === toEmail && keyVersionOf(now) === keyVersion))) return undefined;
    return { licence: now, wrote: moved };
  }

  /** After a move: the previous owner's support stops renewing for the licence, and both are told. */
  async function completeMove(
    before: LicenceRecord,
    { licence: moved, wrote }: { licence: LicenceRecord; wrote: boolean },
    fromEmail: string,
    { byStaff = false }: { byStaff?: boolean } = {},
  ): Promise<void> {
    // Only the move that wrote hands the support over: Paddle is asked once per move. The move is done whatever
    // happens here; a failure is logged and alarmed on (`SupportHandoverFailures`) for an operator to finish.
    const support = await (wrote ? handOverSupport(moved, fromEmail) : supportNow(moved.licenceId)).catch(
      (error: unknown): SupportHandover => {
        alarmedFailure('SupportHandoverFailures', 'Support not handed over after a licence moved', {
          error: error as Error,
          licenceId: moved.licenceId,
        });
        return { paidUntil: null, renewalStopped: false };
      },
    );
    await bestEffort('Transfer completed mail not sent', moved.licenceId, () =>
      ports.mailer.sendTransferCompleted({
        licenceId: moved.licenceId,
        productTitle: before.productTitle,
        fromEmail,
        toEmail: moved.ownerEmail,
        keyVersion: keyVersionOf(moved),
        licenceKey: moved.licenceKey,
        support,
        ...(byStaff ? { byStaff } : {}),
      }),
    );
  }

  async function supportNow(licenceId: string): Promise<SupportHandover> {
    const support = (await ports.support.standingOf(licenceId))?.standing.support;
    return { paidUntil: support?.state === 'active' ? support.activeUntil : null, renewalStopped: false };
  }

  /**
   * The previous owner's subscription that renews the licence (its ledger's one renewing source) stops renewing for
   * it (ADR 313): it is recorded as handed over first, so no renewal it charges later pays for this licence (ADR 401)
   * — also one already set to end, which a resume could otherwise bring back — and then Paddle is brought in line
   * with what it still renews (ADR 407). Paddle's refusal is logged and alarmed on (`SupportHandoverFailures`); the
   * subscription stays marked, and the reconciliation (or its next event) lowers it then. The move stands.
   */
  async function handOverSupport(licence: LicenceRecord, fromEmail: string): Promise<SupportHandover> {
    const known = await ports.support.standingOf(licence.licenceId);
    if (!known) return { paidUntil: null, renewalStopped: false };
    const renewal = known.standing.renewal;
    const subscription = renewal ? known.subscriptions.get(renewal.subscriptionId) : undefined;
    const previous = subscription?.ownerEmail === fromEmail && subscription.status !== 'canceled' ? subscription : null;
    if (!previous) return supportOf(known.standing, false);
    await ports.support.markHandedOver(licence.licenceId, [previous.subscriptionId]);
    try {
      await ports.support.align(previous.subscriptionId, { licenceId: licence.licenceId, handedOver: true });
    } catch (error) {
      alarmedFailure('SupportHandoverFailures', 'Support renewal not brought in line after a licence moved', {
        error: error as Error,
        licenceId: licence.licenceId,
        subscriptionId: previous.subscriptionId,
      });
    }
    const after = (await ports.support.standingOf(licence.licenceId)) ?? known;
    return supportOf(after.standing, RUNNING.has(previous.status) && previous.scheduledChange?.action !== 'cancel');
  }
}

function supportOf(standing: LicenceStanding, renewalStopped: boolean): SupportHandover {
  const { support } = standing;
  return { paidUntil: support.state === 'active' ? support.activeUntil : null, renewalStopped };
}

async function bestEffort(failure: string, licenceId: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    alarmedFailure('TransferMailFailures', failure, { error: error as Error, licenceId });
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
