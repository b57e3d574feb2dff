import { formatDate } from '../../../lambdas/contract/formats';
import { Frequency } from '../../../lambdas/domain/catalogue';
import { findProduct } from '../../../lambdas/domain/catalogue';
import { ledgerEntries, type LedgerEntry } from '../../../lambdas/domain/ledger/entries';
import { extensionQuote } from '../../../lambdas/domain/ledger/quote';
import { licenceStanding, type LicenceStanding } from '../../../lambdas/domain/ledger/standing';
import type { LicenceRecord } from '../../../lambdas/adapters/store/licences';
import type { SubscriptionRecord } from '../../../lambdas/adapters/store/subscriptions';
import type { TransactionRecord } from '../../../infra/local/paddle-stand-in/model';
import { lineItemId } from '../../../infra/local/paddle-stand-in/model';
import { BUYERS, emailOf, licencesOf, mistypedEmailOf, OPERATOR, paddleSubscriptions, type World } from './actions';
import { lapseOf } from './lapse';
import type { InProcessShop } from './shop';

/**
 * The ledger's invariants (ADR 415), checked after every step of a generated sequence:
 * - money: no period of a licence paid twice; every paid entry is money Paddle holds (a completed transaction, the
 *   units of it not refunded or charged back), and every such unit pays exactly one entry;
 * - one renewing source: each subscription Paddle will charge renews exactly as many licences as it charges for, so
 *   no licence is renewed twice and the next charge is what remains;
 * - catch-up months are charged only for the whole months support had lapsed;
 * - what buyers and operators see (`/api/licenses`, key status, `/api/subscriptions`, the console) is the ledger's
 *   standing;
 * - the shop never answers 5xx and accepts every Paddle notification.
 */
export interface Violation {
  readonly invariant: string;
  readonly detail: string;
}

/** Paid periods of one licence this close count as meeting, not overlapping (Paddle's periods meet to the ms). */
const OVERLAP_TOLERANCE_MS = 60_000;

export async function violations(shop: InProcessShop, world: World): Promise<Violation[]> {
  const found: Violation[] = [];
  const add = (invariant: string, detail: string) => found.push({ invariant, detail });
  const now = new Date();
  const licences = licencesOf(shop);
  const subscriptions = new Map(
    shop.table
      .items()
      .filter((item) => item.sk === 'SUBSCRIPTION' && item.lastEventAt)
      .map((item) => [String(item.subscriptionId), item as unknown as SubscriptionRecord]),
  );
  const standings = new Map(licences.map((licence) => [licence.licenceId, standingOf(licence, subscriptions, now)]));

  for (const broken of world.broken.splice(0)) add(broken.invariant, broken.detail);
  for (const error of shop.serverErrors.splice(0))
    add('no 5xx', `${error.method} ${error.path} answered ${error.status}: ${JSON.stringify(error.body)}`);
  for (const refused of shop.refusedDeliveries.splice(0))
    add(
      'every Paddle notification accepted',
      `${refused.eventType} of ${refused.entityId}: ${refused.status} ${JSON.stringify(refused.body)}`,
    );

  for (const licence of licences) noPeriodPaidTwice(licence, world, add);
  paidEntriesAreMoneyHeld(shop, licences, add);
  refundsTakeWhatWasBoughtWith(shop, add);
  const renewing = oneRenewingSourcePerLicence(shop, licences, standings, add);
  catchUpOnlyForLapsedMonths(world, licences, add);
  await viewsAreTheStanding(shop, licences, standings, renewing, add);
  mailsStateTheStanding(shop, world, licences, standings, add);
  return found;
}

/** The one answer, as every reader must give it: the licence's ledger and the state of its subscriptions. */
export function standingOf(
  licence: LicenceRecord,
  subscriptions: ReadonlyMap<string, SubscriptionRecord>,
  now: Date,
): LicenceStanding {
  return licenceStanding(
    {
      kind: licence.kind,
      status: licence.status,
      ownerEmail: licence.ownerEmail,
      entries: ledgerEntries(licence.ledger),
      handedOverSubscriptionIds: licence.handedOverSubscriptionIds,
      previousOwners: [
        ...((licence as { ownerHistory?: { email: string }[] }).ownerHistory ?? []).map((owner) => owner.email),
        ...(licence.transferredFrom ? [licence.transferredFrom] : []),
      ],
    },
    (subscriptionId) => subscriptions.get(subscriptionId),
    now,
  );
}

type Add = (invariant: string, detail: string) => void;

const paidFor = (entry: LedgerEntry) => entry.state === 'paid' && entry.payer !== null;

function noPeriodPaidTwice(licence: LicenceRecord, world: World, add: Add): void {
  const paid = ledgerEntries(licence.ledger).filter(paidFor);
  const resumedByPaddle = (entry: LedgerEntry) =>
    entry.source === 'renewal' &&
    world.resumedAfterPause.some(
      (period) =>
        period.subscriptionId === entry.subscriptionId && Date.parse(period.startsAt) === Date.parse(entry.from),
    );
  for (const [index, entry] of paid.entries())
    for (const other of paid.slice(index + 1)) {
      if (resumedByPaddle(entry) || resumedByPaddle(other)) continue;
      const overlap =
        Math.min(Date.parse(entry.until), Date.parse(other.until)) -
        Math.max(Date.parse(entry.from), Date.parse(other.from));
      if (overlap > OVERLAP_TOLERANCE_MS)
        add('no period paid twice', `${licence.licenceId}: ${describe(entry)} and ${describe(other)} overlap`);
    }
}

const describe = (entry: LedgerEntry) => `${entry.entryId} [${entry.from}, ${entry.until}) ${entry.state}`;

/**
 * Every unit of money Paddle holds for time pays exactly one paid entry, and nothing else does: per completed
 * transaction, the units of its line that pays for time (a suite's licences, a trainer's seats, a renewal's
 * quantity, an extension's term, its catch-up months as one entry), less what approved refunds and chargebacks
 * (not reversed) took back, equal its paid entries.
 */
function paidEntriesAreMoneyHeld(shop: InProcessShop, licences: readonly LicenceRecord[], add: Add): void {
  const entries = licences.flatMap((licence) => ledgerEntries(licence.ledger).map((entry) => ({ licence, entry })));
  const transactions = new Map(shop.billing.listTransactions().map((transaction) => [transaction.id, transaction]));
  for (const { licence, entry } of entries) {
    if (!entry.transactionId || entry.state !== 'paid') continue;
    const transaction = transactions.get(entry.transactionId);
    if (transaction?.status !== 'completed')
      add(
        'no covered period without a paid entry',
        `${licence.licenceId}: ${describe(entry)} names ${entry.transactionId}, which Paddle has ${transaction ? `as ${transaction.status}` : 'not'}`,
      );
  }
  // Units held per entry they pay: the transaction that holds them and the entry's source.
  const held = new Map<string, { units: number; what: string }>();
  for (const transaction of transactions.values()) {
    if (transaction.status !== 'completed' || transaction.zeroValue) continue;
    for (const line of timeLines(shop, transaction)) {
      const units = line.quantity - takenBack(shop, transaction, line.index);
      const payee =
        line.source === 'purchase' && transaction.origin === 'subscription_update'
          ? purchaseOf(transactions, transaction)
          : transaction;
      const key = `${payee.id}\u0000${line.source}`;
      const known = held.get(key) ?? { units: 0, what: `${payee.id} (${payee.origin}, ${line.source})` };
      held.set(key, {
        units: known.units + (line.asOneEntry ? Math.min(units, 1) : units),
        what: payee === transaction ? known.what : `${known.what} with its seats added by ${transaction.id}`,
      });
    }
  }
  for (const [key, { units, what }] of held) {
    const [transactionId, source] = key.split('\u0000');
    const paid = entries.filter(
      ({ entry }) => entry.transactionId === transactionId && entry.source === source && entry.state === 'paid',
    );
    if (paid.length !== units)
      add(
        'no covered period without a paid entry',
        `${what} holds ${units} unit(s) of paid time, the ledger has ${paid.length} paid entr${paid.length === 1 ? 'y' : 'ies'}: ${paid.map(({ licence, entry }) => `${licence.licenceId} ${describe(entry)}`).join('; ') || 'none'}`,
      );
  }
}

/**
 * The purchase whose seats a mid-period charge added: the ledger keeps an added seat's first period with the order
 * its seat belongs to (its refund takes it back there, ADR 242).
 */
function purchaseOf(
  transactions: ReadonlyMap<string, TransactionRecord>,
  charge: TransactionRecord,
): TransactionRecord {
  return (
    [...transactions.values()].find(
      (candidate) =>
        candidate.subscriptionId === charge.subscriptionId &&
        (candidate.origin === 'web' || candidate.origin === 'api'),
    ) ?? charge
  );
}

/**
 * A licence's refund includes what was bought with it: every approved refund of a suite purchase takes back as many
 * units of each add-on line as of the licence line.
 */
function refundsTakeWhatWasBoughtWith(shop: InProcessShop, add: Add): void {
  for (const transaction of shop.billing.listTransactions()) {
    const lines = transaction.items.map((item, index) => ({
      index,
      key: shop.billing.prices.get(item.priceId)?.item.priceKey ?? '',
    }));
    const licenceLine = lines.find((line) => line.key.startsWith('suite-licence-'));
    const addOns = lines.filter((line) => line.key === 'hud' || line.key === 'a320-neo-addon');
    if (!licenceLine || addOns.length === 0) continue;
    const licences = takenBack(shop, transaction, licenceLine.index);
    for (const addOn of addOns) {
      const taken = takenBack(shop, transaction, addOn.index);
      if (taken !== licences)
        add(
          'a refund takes what was bought with the licence',
          `${transaction.id}: ${licences} licence(s) refunded, ${taken} of add-on ${addOn.key}`,
        );
    }
  }
}

interface TimeLine {
  readonly index: number;
  readonly source: LedgerEntry['source'];
  readonly quantity: number;
  /** Catch-up months are one entry for all of them. */
  readonly asOneEntry: boolean;
}

/** The lines of a transaction that pay for time, and which entries they pay. */
function timeLines(shop: InProcessShop, transaction: TransactionRecord): TimeLine[] {
  const slug = typeof transaction.customData?.slug === 'string' ? transaction.customData.slug : undefined;
  const family = slug ? findProduct(slug)?.family : undefined;
  return transaction.items.flatMap((item, index): TimeLine[] => {
    const priced = shop.billing.prices.get(item.priceId)?.item;
    if (!priced) return [];
    if (transaction.origin === 'subscription_recurring')
      return priced.frequency === Frequency.OneTime
        ? []
        : [{ index, source: 'renewal', quantity: item.quantity, asOneEntry: false }];
    // Seats added mid-period: the proration pays each added seat's first period (kept with the order's purchase).
    if (transaction.origin === 'subscription_update')
      return item.quantity > 0 && priced.frequency !== Frequency.OneTime
        ? [{ index, source: 'purchase', quantity: item.quantity, asOneEntry: false }]
        : [];
    if (transaction.origin !== 'web' && transaction.origin !== 'api') return [];
    if (family === 'suite-nc-support-extension')
      return [
        {
          index,
          source: priced.isSecondary ? 'catch-up' : 'extension',
          quantity: item.quantity,
          asOneEntry: !!priced.isSecondary,
        },
      ];
    if (family === 'suite' && priced.priceKey.startsWith('suite-licence-'))
      return [{ index, source: 'purchase', quantity: item.quantity, asOneEntry: false }];
    if (family === 'fms-trainer') return [{ index, source: 'purchase', quantity: item.quantity, asOneEntry: false }];
    return [];
  });
}

/** Units of one line that approved refunds and chargebacks not reversed took back. */
function takenBack(shop: InProcessShop, transaction: TransactionRecord, index: number): number {
  const itemId = lineItemId(transaction.id, index);
  const line = transaction.items[index]!;
  let units = 0;
  for (const adjustment of shop.billing.adjustments.values()) {
    if (adjustment.transactionId !== transaction.id) continue;
    if (adjustment.action === 'chargeback' && adjustment.status === 'approved') return line.quantity;
    if (adjustment.action !== 'refund' || adjustment.status !== 'approved') continue;
    units += adjustment.items.filter((item) => item.itemId === itemId).reduce((sum, item) => sum + item.quantity, 0);
  }
  return Math.min(units, line.quantity);
}

/**
 * Each subscription Paddle will charge at its period's end (active, not set to end) renews exactly as many of the
 * shop's licences as it charges for, and each licence that says it renews names a subscription Paddle will charge.
 */
function oneRenewingSourcePerLicence(
  shop: InProcessShop,
  licences: readonly LicenceRecord[],
  standings: ReadonlyMap<string, LicenceStanding>,
  add: Add,
): ReadonlyMap<string, readonly string[]> {
  const renewing = new Map<string, string[]>();
  for (const licence of licences) {
    const renewal = standings.get(licence.licenceId)!.renewal;
    if (licence.status !== 'active' || !renewal?.renews) continue;
    renewing.set(renewal.subscriptionId, [...(renewing.get(renewal.subscriptionId) ?? []), licence.licenceId]);
  }
  const charged = new Set<string>();
  for (const subscription of paddleSubscriptions(shop)) {
    if (subscription.status !== 'active' || subscription.scheduledCancelAt) continue;
    charged.add(subscription.id);
    const quantity = subscription.items
      .filter((item) => shop.billing.prices.get(item.priceId)?.item.frequency !== Frequency.OneTime)
      .reduce((sum, item) => sum + item.quantity, 0);
    const renewed = renewing.get(subscription.id) ?? [];
    if (renewed.length !== quantity)
      add(
        'one renewing source per licence; the next charge is what remains',
        `${subscription.id} will charge for ${quantity} at ${subscription.period?.endsAt}, and renews ${renewed.length} licence(s): ${renewed.join(', ') || 'none'}`,
      );
  }
  for (const [subscriptionId, renewed] of renewing)
    if (!charged.has(subscriptionId))
      add(
        'one renewing source per licence; the next charge is what remains',
        `${renewed.join(', ')} say ${subscriptionId} renews them, which Paddle will not charge`,
      );
  return renewing;
}

/**
 * An extension's catch-up months are the whole months between the end of paid time and the checkout, when paid
 * time had ended; none while it runs. A request that stated exactly that number was accepted (its refusal is
 * recorded by the step, `World.broken`).
 */
function catchUpOnlyForLapsedMonths(world: World, licences: readonly LicenceRecord[], add: Add): void {
  for (const extension of world.extensions.splice(0)) {
    const licence = licences.find((candidate) => candidate.licenceId === extension.licenceId);
    if (!licence) continue;
    const { covered, lastEnd, months: expected } = lapseOf(licence, Date.parse(extension.at), extension.transactionId);
    if (extension.catchUpMonths !== expected)
      add(
        'catch-up charged only for lapsed months',
        `${extension.transactionId} for ${licence.licenceId} charges ${extension.catchUpMonths} catch-up month(s); paid time ${covered ? 'still ran' : `ended ${new Date(lastEnd).toISOString()}`}, so ${expected}`,
      );
  }
}

const TERMS = ['Annual', 'Monthly'] as const;

const PAID_BY = { owner: 'you', 'previous-owner': 'previous-owner', 'someone-else': 'someone-else' } as const;

/** What `/api/licenses` calls a licence: taken back, a seat whose paid time is over or stopped, or active. */
const listedStatus = (licence: LicenceRecord, standing: LicenceStanding) =>
  licence.status === 'revoked' ? 'revoked' : standing.seat === 'expired' ? 'expired' : 'active';

/**
 * `/api/licenses`, key status, `/api/subscriptions` and the console's licence page say what the standing says; the
 * next charge `/api/subscriptions` shows (Paddle's preview) is the price of the licences the ledger says it renews.
 */
async function viewsAreTheStanding(
  shop: InProcessShop,
  licences: readonly LicenceRecord[],
  standings: ReadonlyMap<string, LicenceStanding>,
  renewing: ReadonlyMap<string, readonly string[]>,
  add: Add,
): Promise<void> {
  const now = new Date();
  const owners = [...new Set(licences.map((licence) => licence.ownerEmail))];
  for (const owner of owners) {
    const listed = await shop.request('GET', '/api/licenses', { as: owner, query: { limit: '100' } });
    const views = new Map<string, any>((listed.body?.licences ?? []).map((view: any) => [view.licenceId, view]));
    for (const licence of licences.filter((candidate) => candidate.ownerEmail === owner)) {
      const standing = standings.get(licence.licenceId)!;
      const view = views.get(licence.licenceId);
      const where = `${licence.licenceId} (${licence.kind}, owner ${owner})`;
      if (!view) {
        if (licence.status === 'active')
          add('what a buyer sees is the standing', `${where} is missing from /api/licenses`);
        continue;
      }
      same(add, `${where}: /api/licenses status`, view.status, listedStatus(licence, standing));
      if (licence.status !== 'active') continue;
      same(add, `${where}: /api/licenses support`, view.support, standing.support);
      if (licence.kind === 'suite')
        same(add, `${where}: /api/licenses catchUpMonths`, view.catchUpMonths, standing.catchUpMonths);
      same(
        add,
        `${where}: /api/licenses supportPaidBy`,
        view.supportPaidBy,
        standing.payer ? PAID_BY[standing.payer] : null,
      );

      const status = await shop.request('GET', '/api/licence-keys/status', { query: { key: licence.licenceKey } });
      same(
        add,
        `${where}: key status`,
        status.body?.state,
        licence.kind === 'trainer-seat' ? standing.seat : 'current',
      );
      same(add, `${where}: key status support`, status.body?.support, standing.support);

      const console = await shop.request('GET', `/api/admin/licences/${licence.licenceId}`, {
        as: { operator: OPERATOR },
      });
      same(add, `${where}: the console's key status`, console.body?.licence?.keyStatus, status.body?.state);
      if (console.body?.standing !== undefined)
        same(add, `${where}: the console's standing`, console.body.standing, {
          support: standing.support,
          paidUntil: standing.paidUntil,
          paidBy: standing.paidBy,
          renewingSubscriptionId: standing.renewal?.subscriptionId ?? null,
          renews: standing.renewal?.renews ?? false,
          catchUpMonths: standing.catchUpMonths,
          usable: standing.usable,
        });
      if (console.body?.extensionQuotes !== undefined && licence.kind === 'suite')
        same(
          add,
          `${where}: the console's extension quotes`,
          console.body.extensionQuotes,
          TERMS.map((term) => extensionQuote(standing, licence.aircraftType, term, now)),
        );
    }
  }
  const customers = new Set(shop.billing.listCustomers().map((customer) => customer.email));
  for (const email of [...BUYERS.map(emailOf), ...BUYERS.map(mistypedEmailOf)].filter((address) =>
    customers.has(address),
  )) {
    const listed = await shop.request('GET', '/api/subscriptions', { as: email });
    for (const view of listed.body?.subscriptions ?? []) {
      // The caller's licences the subscription paid time of, while they are not taken back.
      const expected = licences
        .filter((licence) => licence.status === 'active' && licence.ownerEmail === email)
        .filter((licence) =>
          ledgerEntries(licence.ledger).some(
            (entry) => entry.subscriptionId === view.subscriptionId && entry.state === 'paid',
          ),
        )
        .map((licence) => licence.licenceId)
        .sort();
      same(
        add,
        `${view.subscriptionId} of ${email}: /api/subscriptions licenceIds`,
        [...view.licenceIds].sort(),
        expected,
      );
      const atPaddle = shop.billing.subscription(view.subscriptionId);
      const recurring = atPaddle.items
        .map((item) => shop.billing.prices.get(item.priceId)?.item)
        .filter((item) => item !== undefined && item.frequency !== Frequency.OneTime);
      if (atPaddle.status !== 'active' || atPaddle.scheduledCancelAt || recurring.length !== 1) continue;
      const renewed = renewing.get(view.subscriptionId)?.length ?? 0;
      same(
        add,
        `${view.subscriptionId} of ${email}: /api/subscriptions nextCharge.netCents (${renewed} licence(s) renewed)`,
        view.nextCharge?.netCents ?? null,
        renewed * recurring[0]!.amountCents,
      );
    }
  }
}

/**
 * The end dates the mails of the step state (an extension's "now runs until", a transfer's "paid until" and "stops
 * renewing after", a cancel's "stays active until", a resume's "renews automatically on") are the end of the paid
 * time of the licences they are about, as the standing has it.
 */
const STATED_DATES = [
  /now runs until (.+?)\./,
  /Its support is paid until (.+?) and/,
  /stops renewing after (.+?):/,
  /stays active until (.+?) and/,
  /renews automatically on (.+?)\./,
];

function mailsStateTheStanding(
  shop: InProcessShop,
  world: World,
  licences: readonly LicenceRecord[],
  standings: ReadonlyMap<string, LicenceStanding>,
  add: Add,
): void {
  for (const mail of shop.mails.slice(world.mailsRead)) {
    const named = /licen[cs]e (lic_[0-9a-z_]+)/i.exec(mail.text)?.[1];
    const about = named ?? mail.about ?? '';
    const concerned = about.startsWith('sub_')
      ? licences.filter((licence) => standings.get(licence.licenceId)!.renewal?.subscriptionId === about)
      : licences.filter((licence) => licence.licenceId === about);
    for (const pattern of STATED_DATES) {
      const stated = pattern.exec(mail.text)?.[1];
      if (!stated) continue;
      for (const licence of concerned.filter((candidate) => candidate.status === 'active')) {
        const paidUntil = standings.get(licence.licenceId)!.paidUntil;
        const expected = paidUntil ? formatDate(paidUntil, 'en') : null;
        if (stated !== expected)
          add(
            'the mails state the standing',
            `${mail.kind} to ${mail.to} about ${licence.licenceId} says "${stated}", its paid time ends ${expected ?? 'nowhere'}`,
          );
      }
    }
  }
  world.mailsRead = shop.mails.length;
}

function same(add: Add, what: string, seen: unknown, expected: unknown): void {
  if (canonical(seen) !== canonical(expected))
    add(
      'what a buyer or operator sees is the standing',
      `${what}: ${canonical(seen)}, the ledger says ${canonical(expected)}`,
    );
}

/** JSON with every object's keys in order, so two answers compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) =>
    member && typeof member === 'object' && !Array.isArray(member)
      ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => a.localeCompare(b)))
      : member,
  );
}
