import type { PricedCatalogueItem } from '../../domain/licences/catalogue-prices';
import type { LicenceKeyPayload } from '../../domain/licences/licence-key';
import type * as disputes from '../../adapters/store/disputes';
import type * as events from '../../adapters/store/events';
import type * as ledger from '../../adapters/store/ledger';
import type * as licences from '../../adapters/store/licences';
import type * as orders from '../../adapters/store/orders';
import type * as renewals from '../../adapters/store/renewals';
import type * as purchases from '../../adapters/store/purchases';
import type * as subscriptions from '../../adapters/store/subscriptions';
import type { MailService } from '../mail/mail-service';
import type { SupportExtensionPorts } from './support-extension';

/**
 * What the payment use cases need from the world, so that they run against the table (`awsPaymentPorts`) or
 * against in-memory doubles in unit tests.
 */
export interface PaymentStore {
  readonly getOrder: typeof orders.getOrder;
  readonly readOrderWithLicences: typeof orders.readOrderWithLicences;
  readonly markOrderPaid: typeof orders.markOrderPaid;
  readonly raiseSeatUnits: typeof orders.raiseSeatUnits;
  readonly markOrderRefunded: typeof orders.markOrderRefunded;
  readonly markOrderAdjusted: typeof orders.markOrderAdjusted;
  readonly putAdjustmentIfNewer: typeof orders.putAdjustmentIfNewer;
  readonly listAdjustments: typeof orders.listAdjustments;
  readonly readTransaction: typeof orders.readTransaction;
  readonly putRenewal: typeof renewals.putRenewal;
  readonly storeRenewal: typeof renewals.storeRenewal;
  readonly getRenewal: typeof renewals.getRenewal;
  readonly getLicences: typeof licences.getLicences;
  readonly putNewLicences: typeof licences.putNewLicences;
  readonly revokeLicences: typeof licences.revokeLicences;
  readonly reissueSeat: typeof licences.reissueSeat;
  readonly takeBackSeatPeriods: typeof licences.takeBackSeatPeriods;
  readonly reissueEntitlement: typeof licences.reissueEntitlement;
  readonly payLedgerEntries: typeof licences.payLedgerEntries;
  readonly getSubscription: typeof subscriptions.getSubscription;
  readonly readSubscription: typeof subscriptions.readSubscription;
  readonly storeSubscriptionState: typeof subscriptions.storeSubscriptionState;
  readonly storeSubscriptionStateMarked: typeof subscriptions.storeSubscriptionStateMarked;
  readonly setSubscriptionOrigin: typeof subscriptions.setSubscriptionOrigin;
  readonly recordPaidThrough: typeof subscriptions.recordPaidThrough;
  readonly takeBackPaidThrough: typeof subscriptions.takeBackPaidThrough;
  readonly restorePaidThrough: typeof subscriptions.restorePaidThrough;
  readonly rememberPendingRenewal: typeof subscriptions.rememberPendingRenewal;
  readonly forgetPendingRenewal: typeof subscriptions.forgetPendingRenewal;
  readonly pendingRenewals: typeof subscriptions.pendingRenewals;
  readonly recordPendingAlignment: typeof subscriptions.recordPendingAlignment;
  readonly clearPendingAlignment: typeof subscriptions.clearPendingAlignment;
  readonly recordQuantityLowered: typeof subscriptions.recordQuantityLowered;
  readonly pendingAlignments: typeof subscriptions.pendingAlignments;
  readonly addLedgerEntries: typeof ledger.addLedgerEntries;
  readonly changeEntryStates: typeof ledger.changeEntryStates;
  readonly hasProcessedEvent: typeof events.hasProcessedEvent;
  readonly markEventProcessed: typeof events.markEventProcessed;
  readonly readPurchase: typeof purchases.readPurchase;
  readonly storeNewPurchase: typeof purchases.storeNewPurchase;
  /** The most licences `storeNewPurchase` takes (TransactWriteItems' 100 actions, less the purchase's other 3). */
  readonly LICENCES_PER_PURCHASE_TRANSACTION: number;
  readonly releasePurchaseClaims: typeof purchases.releasePurchaseClaims;
  readonly markPurchaseEventProcessed: typeof purchases.markPurchaseEventProcessed;
  readonly forgetPurchaseEvent: typeof purchases.forgetPurchaseEvent;
  readonly reinstateLicences: typeof disputes.reinstateLicences;
  readonly restoreSeatPeriods: typeof disputes.restoreSeatPeriods;
  readonly offerSupportRestart: typeof disputes.offerSupportRestart;
  readonly reinstateOrder: typeof disputes.reinstateOrder;
}

export interface PaymentPorts {
  readonly store: PaymentStore;
  /** Signs a licence key payload and answers the whole key. */
  signLicenceKey(payload: LicenceKeyPayload): Promise<string>;
  readonly paddle: {
    /** The e-mail of a Paddle customer (a subscription without SkyDeck custom data). */
    customerEmail(customerId: string): Promise<string>;
    /** Ends a subscription at once (a full refund or chargeback); one already canceled counts as done. */
    cancelSubscriptionNow(subscriptionId: string): Promise<void>;
    /** Ends a subscription at the end of its period: it renews no more, and what was paid runs out. */
    stopRenewing(subscriptionId: string): Promise<void>;
    /** Sets the units a subscription renews, billing nothing for the change (`do_not_bill`). */
    setQuantity(subscriptionId: string, quantity: number): Promise<void>;
    /** Raises the units a renewing subscription renews, billing nothing (`do_not_bill`); never lowers (ADR 424). */
    raiseQuantity(subscriptionId: string, quantity: number): Promise<void>;
    /** Paddle's completed charges of the subscription's item changes (a quantity raised part-way: `subscription_update`). */
    subscriptionUpdateCharges(
      subscriptionId: string,
    ): Promise<readonly { readonly transactionId: string; readonly grandTotalCents: number }[]>;
    /** Refunds a whole transaction, unless Paddle holds a refund or chargeback of it that is not rejected. */
    refundWholeOnce(refund: { transactionId: string; reason: string }): Promise<void>;
  };
  /** Where a paid support extension starts, its renewal date, and the owner's mail (ADR 312). */
  readonly supportExtensions: SupportExtensionPorts;
  /** The buyer's order mail with the keys; sent once per order however often the event arrives. */
  readonly mail: Pick<MailService, 'sendOrderConfirmation' | 'sendClaimedOrderConfirmation'>;
  /** This stage's Paddle price id → catalogue item. */
  readonly priceIndex: ReadonlyMap<string, PricedCatalogueItem>;
  /** `debug` is for what the shop deliberately leaves alone (an event type it does not act on, an older state). */
  readonly log: {
    debug(message: string, details?: Record<string, unknown>): void;
    info(message: string, details?: Record<string, unknown>): void;
    warn(message: string, details?: Record<string, unknown>): void;
    error(message: string, details?: Record<string, unknown>): void;
  };
}
