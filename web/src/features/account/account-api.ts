/** The API calls of the orders and account pages. */
import { API } from '@contract/api-endpoints';
import { apiHref, callApi } from '../../shared/api';
import { portalLoader } from './portal';

export const ordersLoader = portalLoader(API.orders, { paged: true });

/** The invoice link: the API answers a redirect to Paddle's PDF, so a plain link downloads it. */
export const invoiceHref = (transactionId: string) => apiHref(API.invoice, { transactionId });

/** A plain link too: the API answers the JSON as an attachment the browser saves. */
export const exportHref = apiHref(API.accountExport);

export const deleteAccount = (password: string) => callApi(API.deleteAccount, { body: { password } });
