import { Link, useLoaderData, useSearchParams } from 'react-router';
import { ORDER_PARAM, type BuyerOrdersPage, type BuyerOrderView } from '@contract/buyer-orders';
import { orderNumberOf } from '@contract/order-number';
import { CURSOR_PARAM } from '@contract/portal-pages';
import { PATHS } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import { Loading } from '../../shared/ui/Loading';
import { RefundFacts } from '../../shared/ui/RefundFacts';
import { useFormats } from '../../shared/use-formats';
import { productTitle } from '../../shared/ui/product-title';
import '../../shared/ui/facts.css';
import { withParts } from '../../shared/i18n/i18n';
import { creditNoteHref, invoiceHref, ordersLoader } from './account-api';
import { t } from './texts';

/** Requires sign-in; a later page is `?cursor=` (ADR 290); `?order=txn_…` is that one order (the order mail's link). */
export const loader = ordersLoader;

const STATUS_LABEL = {
  paid: 'Paid',
  refunded: 'Refunded',
  'partly-refunded': 'Partly refunded',
} as const satisfies Readonly<Record<BuyerOrderView['status'], string>>;

/** `/orders` (My orders): every order and renewal with what was charged, its refunds, its status and its invoice. */
export function Component() {
  const page = useLoaderData() as BuyerOrdersPage;
  const [search] = useSearchParams();
  const one = search.get(ORDER_PARAM) !== null;
  return (
    <section className="page portal" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('My orders')}</h1>
      <OrdersIntro />
      {one && (
        <p>
          <Link to={PATHS.orders}>{t('All your orders')}</Link>
        </p>
      )}
      {page.orders.length === 0 ? (
        <Card>
          <p>{t('You have no orders yet.')}</p>
          <p>
            {withParts(t('{{shop}} to buy a cockpit suite or an FMS trainer.'), {
              shop: <Link to={PATHS.home}>{t('Visit the shop')}</Link>,
            })}
          </p>
        </Card>
      ) : (
        <ul className="portal-list" aria-label={t('My orders')}>
          {page.orders.map((order) => (
            <OrderCard key={`${order.kind}-${order.transactionId}`} order={order} />
          ))}
        </ul>
      )}
      {page.nextCursor && (
        <p>
          <Link to={`${PATHS.orders}?${CURSOR_PARAM}=${encodeURIComponent(page.nextCursor)}`}>{t('Older orders')}</Link>
        </p>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: BuyerOrderView }) {
  const { money, date, count } = useFormats();
  const title =
    order.kind === 'renewal'
      ? t('Renewal of {{date}}', { date: date(order.date) })
      : t('Order of {{date}}', { date: date(order.date) });
  const amount = (cents: number) => money(cents, order.currency);
  return (
    <Card as="li" aria-label={title} data-transaction-id={order.transactionId}>
      <h2 id={order.transactionId}>{title}</h2>
      <ul className="order-products">
        {order.products.map((product) => (
          <li key={product.title}>
            {count(product.quantity)} × {productTitle(product.title)}
          </li>
        ))}
      </ul>
      <dl className="facts">
        {order.subtotalCents !== null && (
          <>
            <dt>{t('Net')}</dt>
            <dd>{amount(order.subtotalCents - (order.discountCents ?? 0))}</dd>
          </>
        )}
        {order.taxCents !== null && (
          <>
            <dt>{t('VAT')}</dt>
            <dd>{amount(order.taxCents)}</dd>
          </>
        )}
        <dt>{t('Total paid')}</dt>
        <dd data-testid="order-total">{amount(order.totalCents)}</dd>
        {order.refunds.map((refund) => (
          <RefundFacts
            key={refund.adjustmentId}
            refund={refund}
            currency={order.currency}
            creditNoteHref={refund.creditNote ? creditNoteHref(order.transactionId, refund.adjustmentId) : null}
            t={t}
          />
        ))}
        {order.refunds.length > 0 && (
          <>
            <dt>{t('Net paid')}</dt>
            <dd data-testid="order-net-paid">{amount(order.netPaidCents)}</dd>
          </>
        )}
        <dt>{t('Status')}</dt>
        <dd data-testid="order-status">{t(STATUS_LABEL[order.status])}</dd>
        <dt>{t('Order number')}</dt>
        <dd data-testid="order-number">{orderNumberOf(order.transactionId)}</dd>
        <dt>{t('Transaction (for support)')}</dt>
        <dd className="order-number">{order.transactionId}</dd>
      </dl>
      <p>
        <a className="button" href={invoiceHref(order.transactionId)} download>
          {t('Download invoice')}
        </a>
      </p>
    </Card>
  );
}

/**
 * What the page's shell document paints before any script (ADR 350): its heading while the list is read; inert and
 * hidden from assistive technology, as the checkout's.
 */
export function Placeholder() {
  return (
    <section aria-hidden="true" inert className="page portal" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('My orders')}</h1>
      <OrdersIntro />
      <Loading />
    </section>
  );
}

/**
 * What the page is for, in the shell document as on the page (as the licences page's, ADR 371): the largest text of
 * the first screen is there before any script, in every language, not an order's heading that comes with the data.
 */
function OrdersIntro() {
  return (
    <p>
      {t(
        'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.',
      )}
    </p>
  );
}
