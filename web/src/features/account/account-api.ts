/** The API calls of the orders and account pages. */
import { currentLanguage } from '../../shared/i18n/i18n';
import { API } from '@contract/api-endpoints';
import { CREDIT_NOTE_PARAM, ORDER_PARAM } from '@contract/buyer-orders';
import { apiHref, callApi } from '../../shared/api';
import { portalLoader } from './portal';

/** A page of orders, or with `?order=txn_…` (the order mail's link) that one order. */
export const ordersLoader = portalLoader(API.orders, { paged: true, passes: [ORDER_PARAM] });

/** The invoice link: the API answers a redirect to Paddle's PDF, so a plain link downloads it. */
export const invoiceHref = (transactionId: string) => apiHref(API.invoice, { transactionId });

/** A refund's credit note: the invoice link naming the refund. */
export const creditNoteHref = (transactionId: string, adjustmentId: string) =>
  apiHref(API.invoice, { transactionId }, { [CREDIT_NOTE_PARAM]: adjustmentId });

/** A plain link too: the API answers the JSON as an attachment the browser saves. */
export const exportHref = apiHref(API.accountExport);

export const deleteAccount = (confirmation: { password: string } | { code: string }) =>
  callApi(API.deleteAccount, { body: { ...confirmation, language: currentLanguage() } });

/** A person without a password (Google, Apple) confirms with a code mailed to their address. */
export const sendDeleteCode = () => callApi(API.sendDeleteCode, { body: { language: currentLanguage() } });
