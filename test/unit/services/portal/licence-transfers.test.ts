import { generateKeyPairSync, sign } from 'node:crypto';
import type { LicenceWithLinks, TransferRecord } from '../../../../lambdas/adapters/portal-store';
import type { LicenceRecord } from '../../../../lambdas/adapters/store/licences';
import type { TransferMailer } from '../../../../lambdas/services/mail/mail-service';
import { licenceTransfers, type TransferPorts } from '../../../../lambdas/services/portal/licence-transfers';
import { mailLimiter } from '../../../../lambdas/services/limits/mail-limiter';
import { memoryMailCounters } from '../../../support/memory-mail-counters';
import { verifyLicenceKey } from '../../../../lambdas/services/licences/verify-licence-key';
import type { SubscriptionRecord } from '../../../../lambdas/adapters/store/subscriptions';
import { ledgerEntry, ledgerMap } from '../../../../lambdas/domain/ledger/entries';
import { standingOfLicence } from '../../../../lambdas/services/ledger/standing';
import { alarmsDuring } from '../../../support/alarmed-failures';

const OWNER = 'owner@example.com';
const RECIPIENT = 'recipient@example.com';
const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const PUBLIC_KEY_PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();

const SUITE: LicenceRecord = {
  licenceId: 'lic_abc_1',
  kind: 'suite',
  productSlug: 'skydeck-suiteb38mannual',
  productTitle: 'SkyDeck Suite B38M',
  aircraftType: 'B38M',
  configuration: null,
  addOns: [],
  ownerEmail: OWNER,
  issuedAt: '2026-01-01T00:00:00.000Z',
  licenceKey: 'SKYDECK1.first.key',
  status: 'active',
} as unknown as LicenceRecord;

type SentMail = { kind: 'offer' | 'completed'; transfer: Record<string, unknown> };

/**
 * An in-memory licence partition with the store's conditional semantics, enough to play the protocol through, and
 * a mailer that records what it was asked to send (or fails, like SES on a bad day).
 */
function memoryPorts(
  licence: LicenceRecord,
  options: {
    fails?: boolean;
    afterRead?: (state: { licence: LicenceRecord }) => void;
    /** The licence's support subscriptions; `paddleRefuses` makes every alignment with Paddle fail. */
    subscriptions?: SubscriptionRecord[];
    paddleRefuses?: boolean;
  } = {},
) {
  const state: {
    licence: LicenceRecord;
    transfer: TransferRecord | undefined;
    mails: SentMail[];
    aligned: string[];
  } = {
    licence,
    transfer: undefined,
    mails: [],
    aligned: [],
  };
  const record = (kind: SentMail['kind']) => async (transfer: object) => {
    if (options.fails) throw new Error('SES is unavailable');
    state.mails.push({ kind, transfer: { ...transfer } });
    return true;
  };
  const mailer: TransferMailer = {
    sendTransferOffer: record('offer'),
    sendTransferCompleted: async (transfer) => void (await record('completed')(transfer)),
  };
  const ports: TransferPorts = {
    getLicenceWithLinks: async (): Promise<LicenceWithLinks> => {
      const read = { licence: state.licence, supportSubscriptionIds: [], transfer: state.transfer };
      // What another request does between this read and the write that follows it.
      options.afterRead?.(state);
      return read;
    },
    offerTransfer: async (transfer) => {
      const { ownerEmail, status, keyVersion = 1 } = state.licence;
      if (ownerEmail !== transfer.fromEmail || status !== 'active' || keyVersion !== transfer.keyVersion)
        return 'licence-changed';
      if (state.transfer && state.transfer.keyVersion >= transfer.keyVersion) return 'already-pending';
      state.transfer = transfer;
      return 'offered';
    },
    deletePendingTransfer: async () =>
      state.transfer?.status === 'pending' ? ((state.transfer = undefined), true) : false,
    claimTransfer: async (_id, recipient) =>
      state.transfer?.status === 'pending' && state.transfer.toEmail === recipient
        ? ((state.transfer = { ...state.transfer, status: 'accepting' }), true)
        : false,
    moveLicence: async ({ toEmail, licenceKey, keyVersion, at }) => {
      state.licence = {
        ...state.licence,
        ownerEmail: toEmail,
        licenceKey,
        keyVersion,
        keyIssuedAt: at,
        transferredAt: at,
        transferredFrom: state.licence.ownerEmail,
      };
      return true;
    },
    deleteClaimedTransfer: async () => {
      state.transfer = undefined;
    },
    support: {
      standingOf: async () => {
        const subscriptions = new Map(
          (options.subscriptions ?? []).map((subscription) => [subscription.subscriptionId, subscription]),
        );
        // Each subscription paid the licence's support until its period's end, as its ledger records it.
        const entries = [...subscriptions.values()].map((subscription) =>
          ledgerEntry({
            source: 'renewal',
            from: '2026-05-01T00:00:00.000Z',
            until: subscription.currentPeriodEnd!,
            transactionId: `txn_${subscription.subscriptionId}`,
            subscriptionId: subscription.subscriptionId,
            payer: subscription.ownerEmail,
            state: 'paid',
            recordedAt: '2026-05-01T00:00:00.000Z',
          }),
        );
        const licence = { ...state.licence, ledger: ledgerMap(entries), ledgerComplete: true };
        const now = new Date('2026-11-23T12:00:00.000Z');
        return { standing: standingOfLicence(licence, (id) => subscriptions.get(id), now), subscriptions };
      },
      align: async (subscriptionId) => {
        state.aligned.push(subscriptionId);
        if (options.paddleRefuses) throw new Error('Paddle is unavailable');
      },
      markHandedOver: async (_id, ids) => {
        state.licence = {
          ...state.licence,
          handedOverSubscriptionIds: [...(state.licence.handedOverSubscriptionIds ?? []), ...ids],
        };
      },
    },
    signer: { sign: async (data) => sign('sha256', data, { key: privateKey, dsaEncoding: 'ieee-p1363' }) },
    mailer,
    limits: mailLimiter(memoryMailCounters(), () => new Date('2026-11-23T12:00:00.000Z')),
    now: () => new Date('2026-11-23T12:00:00.000Z'),
  };
  return { ports, state };
}

describe('licence transfers as a service', () => {
  it('moves an offered licence to the recipient with a re-issued key of the next version', async () => {
    // Prepare
    const { ports, state } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Act
    const accepted = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Assess
    expect(accepted).toMatchObject({ licenceId: SUITE.licenceId, ownerEmail: RECIPIENT, keyVersion: 2 });
    expect(verifyLicenceKey(accepted.licenceKey, PUBLIC_KEY_PEM)).toMatchObject({
      ownerEmail: RECIPIENT,
      keyVersion: 2,
      issuedAt: '2026-11-23T12:00:00.000Z',
    });
    expect(state.transfer).toBeUndefined();
  });

  it('answers a repeated accept like the first one', async () => {
    // Prepare
    const { ports } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);
    const first = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Act
    const again = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Assess
    expect(again).toEqual(first);
  });

  const revoked: LicenceRecord = { ...SUITE, status: 'revoked' };
  const seat = { ...SUITE, kind: 'trainer-seat' } as LicenceRecord;
  const others: LicenceRecord = { ...SUITE, ownerEmail: 'other@example.com' };
  it.each<[string, LicenceRecord, string, string, string]>([
    ['to its own owner', SUITE, OWNER, 'TRANSFER_TO_SELF', 'A licence cannot be transferred to its own owner.'],
    ['a revoked licence', revoked, RECIPIENT, 'LICENCE_REVOKED', 'A revoked licence cannot be transferred.'],
    ['a trainer seat', seat, RECIPIENT, 'NOT_TRANSFERABLE', 'Only suite licences can be transferred.'],
    ['someone else\u2019s licence', others, RECIPIENT, 'LICENCE_NOT_FOUND', 'No such licence among yours.'],
  ])('refuses to offer %s', async (_label, licence, toEmail, code, message) => {
    // Prepare
    const transfers = licenceTransfers(memoryPorts(licence).ports);

    // Act
    const offered = transfers.offer(licence.licenceId, OWNER, toEmail);

    // Assess: the code the API maps to its status, and the message the owner reads
    await expect(offered).rejects.toMatchObject({ code, message });
  });

  it('lets no one but the named recipient accept', async () => {
    // Prepare
    const { ports } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Act
    const accepted = transfers.accept(SUITE.licenceId, 'stranger@example.com');

    // Assess
    await expect(accepted).rejects.toMatchObject({ name: 'NotFoundError', code: 'TRANSFER_NOT_FOUND' });
  });

  it('refuses a fourth offer of one licence to one address in a day, storing and mailing nothing', async () => {
    // Prepare: offer, cancel and offer again until the address had three offer mails of this licence
    const { ports, state } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);
    for (let offer = 0; offer < 3; offer += 1) {
      await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);
      await transfers.cancel(SUITE.licenceId, OWNER);
    }

    // Act
    const fourth = transfers.offer(SUITE.licenceId, OWNER, RECIPIENT.toUpperCase());

    // Assess
    await expect(fourth).rejects.toMatchObject({ name: 'TooManyMailsError', code: 'TOO_MANY_MAILS' });
    expect(state.transfer).toBeUndefined();
    expect(state.mails.filter((mail) => mail.kind === 'offer')).toHaveLength(3);
    await expect(transfers.offer(SUITE.licenceId, OWNER, 'another@example.com')).resolves.toMatchObject({
      pendingTransfer: { toEmail: 'another@example.com' },
    });
  });

  it('refuses a second offer while one is pending, and cancels the pending one', async () => {
    // Prepare
    const transfers = licenceTransfers(memoryPorts(SUITE).ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Act
    const second = transfers.offer(SUITE.licenceId, OWNER, 'another@example.com');
    await expect(second).rejects.toMatchObject({ name: 'ConflictError', code: 'TRANSFER_PENDING' });
    const cancelled = await transfers.cancel(SUITE.licenceId, OWNER);

    // Assess
    expect(cancelled).toEqual({ licenceId: SUITE.licenceId, pendingTransfer: null });
    await expect(transfers.cancel(SUITE.licenceId, OWNER)).rejects.toMatchObject({
      name: 'NotFoundError',
      code: 'NO_PENDING_TRANSFER',
    });
  });

  it('tells the former owner that the transfer was accepted when the accept landed first', async () => {
    // Prepare
    const transfers = licenceTransfers(memoryPorts(SUITE).ports);
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);
    await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Act
    const cancelled = transfers.cancel(SUITE.licenceId, OWNER);

    // Assess
    await expect(cancelled).rejects.toMatchObject({ name: 'ConflictError', code: 'TRANSFER_ACCEPTED' });
    await expect(transfers.cancel(SUITE.licenceId, 'stranger@example.com')).rejects.toMatchObject({
      code: 'LICENCE_NOT_FOUND',
    });
  });

  it.each<[string, (licence: LicenceRecord) => LicenceRecord, string]>([
    [
      'moved to a new owner',
      (licence) => ({ ...licence, ownerEmail: 'winner@example.com', keyVersion: 2 }),
      'LICENCE_NOT_FOUND',
    ],
    ['revoked by a refund', (licence) => ({ ...licence, status: 'revoked' }), 'LICENCE_REVOKED'],
  ])('stores and mails no offer for a licence %s after the offer read it', async (_label, change, code) => {
    // Prepare: the change lands between the offer's read of the licence and its write
    let changed = false;
    const { ports, state } = memoryPorts(SUITE, {
      afterRead: (current) => {
        if (!changed) current.licence = change(current.licence);
        changed = true;
      },
    });

    // Act
    const offered = licenceTransfers(ports).offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Assess: answered as the licence now is
    await expect(offered).rejects.toMatchObject({ code });
    expect(state.transfer).toBeUndefined();
    expect(state.mails).toEqual([]);
  });

  it('gives up with a clear answer when the licence changes under every attempt', async () => {
    // Prepare: the key is re-issued after each read, by the same owner
    const { ports, state } = memoryPorts(SUITE, {
      afterRead: (current) => {
        current.licence = { ...current.licence, keyVersion: (current.licence.keyVersion ?? 1) + 1 };
      },
    });

    // Act
    const offered = licenceTransfers(ports).offer(SUITE.licenceId, OWNER, RECIPIENT);

    // Assess
    await expect(offered).rejects.toMatchObject({
      name: 'ConflictError',
      code: 'LICENCE_CHANGED',
      message: 'This licence changed while you offered it; please try again.',
    });
    expect(state.transfer).toBeUndefined();
    expect(state.mails).toEqual([]);
  });

  it('mails the offer to the recipient, and the completed move with the new key', async () => {
    // Prepare
    const { ports, state } = memoryPorts(SUITE);
    const transfers = licenceTransfers(ports);

    // Act
    await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);
    const accepted = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Assess
    expect(state.mails).toEqual([
      {
        kind: 'offer',
        transfer: expect.objectContaining({
          licenceId: SUITE.licenceId,
          productTitle: 'SkyDeck Suite B38M',
          fromEmail: OWNER,
          toEmail: RECIPIENT,
          keyVersion: 1,
        }),
      },
      {
        kind: 'completed',
        transfer: {
          licenceId: SUITE.licenceId,
          productTitle: 'SkyDeck Suite B38M',
          fromEmail: OWNER,
          toEmail: RECIPIENT,
          keyVersion: 2,
          licenceKey: accepted.licenceKey,
          support: { paidUntil: null, renewalStopped: false },
        },
      },
    ]);
  });

  it('offers and moves the licence even when the mail cannot be sent, and alarms on the failure', async () => {
    // Prepare
    const logged = alarmsDuring();
    const { ports, state } = memoryPorts(SUITE, { fails: true });
    const transfers = licenceTransfers(ports);

    // Act
    const offered = await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);
    const accepted = await transfers.accept(SUITE.licenceId, RECIPIENT);

    // Assess
    expect(offered.pendingTransfer).toMatchObject({ toEmail: RECIPIENT, status: 'pending' });
    expect(accepted).toMatchObject({ ownerEmail: RECIPIENT, keyVersion: 2 });
    expect(state.licence.ownerEmail).toBe(RECIPIENT);
    logged.restore();
    expect(logged.alarms()).toEqual([
      'TransferMailFailures: Transfer offer mail not sent',
      'TransferMailFailures: Transfer completed mail not sent',
    ]);
  });

  describe('the support that moves with the licence (ADR 313)', () => {
    const PAID_UNTIL = '2027-05-01T00:00:00.000Z';
    const previousOwners = (ownerEmail = OWNER): SubscriptionRecord =>
      ({
        subscriptionId: 'sub_previous',
        status: 'active',
        ownerEmail,
        currentPeriodEnd: PAID_UNTIL,
        canceledAt: null,
        scheduledChange: null,
      }) as unknown as SubscriptionRecord;

    it('stops the previous owner\u2019s renewal, tells both, and offers the new owner to continue from that date', async () => {
      // Prepare
      const { ports, state } = memoryPorts(SUITE, { subscriptions: [previousOwners()] });
      const transfers = licenceTransfers(ports);
      await transfers.offer(SUITE.licenceId, OWNER, RECIPIENT);

      // Act
      await transfers.accept(SUITE.licenceId, RECIPIENT);

      // Assess
      expect(state.aligned).toEqual(['sub_previous']);
      expect([...(state.licence.handedOverSubscriptionIds ?? [])]).toEqual(['sub_previous']);
      expect(state.mails.at(-1)?.transfer.support).toEqual({ paidUntil: PAID_UNTIL, renewalStopped: true });
    });

    it('moves a licence for an operator the same way, ending an open offer', async () => {
      // Prepare
      const { ports, state } = memoryPorts(SUITE, { subscriptions: [previousOwners()] });
      const transfers = licenceTransfers(ports);
      await transfers.offer(SUITE.licenceId, OWNER, 'someone-else@example.com');

      // Act
      const moved = await transfers.moveLicenceToNewOwner(SUITE.licenceId, RECIPIENT);

      // Assess
      expect(moved).toMatchObject({ ownerEmail: RECIPIENT, keyVersion: 2 });
      expect(state.transfer).toBeUndefined();
      expect(state.aligned).toEqual(['sub_previous']);
      expect(state.mails.at(-1)).toMatchObject({
        kind: 'completed',
        transfer: { fromEmail: OWNER, toEmail: RECIPIENT },
      });
    });

    it('leaves alone a subscription someone else pays, and one already ending', async () => {
      // Prepare
      const ending = {
        ...previousOwners(),
        subscriptionId: 'sub_ending',
        scheduledChange: { action: 'cancel', effectiveAt: PAID_UNTIL },
      };
      const { ports, state } = memoryPorts(SUITE, { subscriptions: [previousOwners('giver@example.com'), ending] });

      // Act
      await licenceTransfers(ports).moveLicenceToNewOwner(SUITE.licenceId, RECIPIENT);

      // Assess
      expect(state.aligned).toEqual([]);
      expect(state.mails.at(-1)?.transfer.support).toMatchObject({ renewalStopped: false });
    });

    it('records the hand-over even when Paddle refuses, and alarms on it', async () => {
      // Prepare
      const logged = alarmsDuring();
      const { ports, state } = memoryPorts(SUITE, { subscriptions: [previousOwners()], paddleRefuses: true });

      // Act
      await licenceTransfers(ports).moveLicenceToNewOwner(SUITE.licenceId, RECIPIENT);

      // Assess
      expect(state.licence.ownerEmail).toBe(RECIPIENT);
      expect(state.aligned).toEqual(['sub_previous']);
      expect([...(state.licence.handedOverSubscriptionIds ?? [])]).toEqual(['sub_previous']);
      logged.restore();
      expect(logged.alarms()).toEqual([
        'SupportHandoverFailures: Support renewal not brought in line after a licence moved',
      ]);
    });
  });
});
