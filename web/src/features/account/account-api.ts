/**
 * Every API call of the orders and account pages, in one place so they move together into a typed client table
 * later: paths and answer types come from the contract.
 */
import { BUYER_ORDERS_PATH, invoicePath, type BuyerOrdersPage } from '@contract/buyer-orders';
import { ACCOUNT_DELETE_PATH, ACCOUNT_EXPORT_PATH } from '@contract/account-data';
import { apiPost } from '../../shared/api';
import { portalLoader } from './portal';

export const ordersLoader = portalLoader<BuyerOrdersPage>(BUYER_ORDERS_PATH, { paged: true });

/** The invoice link: the API answers a redirect to Paddle's PDF, so a plain link downloads it. */
export const invoiceHref = invoicePath;

/** A plain link too: the API answers the JSON as an attachment the browser saves. */
export const exportHref = ACCOUNT_EXPORT_PATH;

export const deleteAccount = (password: string) => apiPost<{ deleted: true }>(ACCOUNT_DELETE_PATH, { password });
