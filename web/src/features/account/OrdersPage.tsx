import { Link, useLoaderData } from 'react-router';
import type { BuyerOrdersPage, BuyerOrderView } from '@contract/buyer-orders';
import { orderNumberOf } from '@contract/order-number';
import { CURSOR_PARAM } from '@contract/portal-pages';
import { PATHS } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import { Loading } from '../../shared/ui/Loading';
import '../../shared/ui/facts.css';
import { invoiceHref, ordersLoader } from './account-api';
import { formatDate } from './portal';

/** Requires sign-in; a later page is `?cursor=` (ADR 290). */
export const loader = ordersLoader;

const STATUS_LABEL: Readonly<Record<BuyerOrderView['status'], string>> = {
  paid: 'Paid',
  refunded: 'Refunded',
  'partly-refunded': 'Partly refunded',
};

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat(typeof navigator === 'undefined' ? 'en' : [...navigator.languages], {
    style: 'currency',
    currency,
  }).format(cents / 100);
}

/** `/orders` (My orders): every order and renewal with what was charged, its status and its invoice. */
export function Component() {
  const page = useLoaderData() as BuyerOrdersPage;
  return (
    <section className="page portal" aria-labelledby="orders-title">
      <h1 id="orders-title">My orders</h1>
      {page.orders.length === 0 ? (
        <Card>
          <p>You have no orders yet.</p>
          <p>
            <Link to={PATHS.home}>Visit the shop</Link> to buy a cockpit suite or an FMS trainer.
          </p>
        </Card>
      ) : (
        <ul className="portal-list" aria-label="Orders">
          {page.orders.map((order) => (
            <OrderCard key={`${order.kind}-${order.transactionId}`} order={order} />
          ))}
        </ul>
      )}
      {page.nextCursor && (
        <p>
          <Link to={`${PATHS.orders}?${CURSOR_PARAM}=${encodeURIComponent(page.nextCursor)}`}>Older orders</Link>
        </p>
      )}
    </section>
  );
}

function OrderCard({ order }: { order: BuyerOrderView }) {
  const title = order.kind === 'renewal' ? 'Renewal' : 'Order';
  return (
    <Card as="li" aria-label={`${title} of ${formatDate(order.date)}`} data-transaction-id={order.transactionId}>
      {/* The order mail links here: /orders#<transaction>. */}
      <h2 id={order.transactionId}>
        {title} of {formatDate(order.date)}
      </h2>
      <ul className="order-products">
        {order.products.map((product) => (
          <li key={product.title}>
            {product.quantity} × {product.title}
          </li>
        ))}
      </ul>
      <dl className="facts">
        {order.subtotalCents !== null && (
          <>
            <dt>Net</dt>
            <dd>{money(order.subtotalCents - (order.discountCents ?? 0), order.currency)}</dd>
          </>
        )}
        {order.taxCents !== null && (
          <>
            <dt>VAT</dt>
            <dd>{money(order.taxCents, order.currency)}</dd>
          </>
        )}
        <dt>Total paid</dt>
        <dd data-testid="order-total">{money(order.totalCents, order.currency)}</dd>
        <dt>Status</dt>
        <dd data-testid="order-status">{STATUS_LABEL[order.status]}</dd>
        <dt>Order number</dt>
        <dd data-testid="order-number">{orderNumberOf(order.transactionId)}</dd>
        <dt>Transaction (for support)</dt>
        <dd className="order-number">{order.transactionId}</dd>
      </dl>
      <p>
        <a className="button" href={invoiceHref(order.transactionId)} download>
          Download invoice
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
      <h1 id="orders-title">My orders</h1>
      <Loading />
    </section>
  );
}
