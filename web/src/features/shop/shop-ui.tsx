import { Link } from 'react-router';
import { DomainError } from '@domain/errors';
import { formatEuro } from '../../shared/ui/format-euro';
import type { PricedBasket } from '@domain/pricing';
import type { Order } from './orders';
import '../../shared/ui/vat-note.css';

export type Priced = { order: Order; error?: undefined } | { order?: undefined; error: string };

/**
 * Prices a selection through the pricing domain. A quantity too large to price exactly is a DomainError: the page
 * shows its message instead of a price and Continue stays disabled, rather than the page failing.
 */
export function tryPrice(price: () => Order | undefined): Priced | undefined {
  try {
    const order = price();
    return order === undefined ? undefined : { order };
  } catch (error) {
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
}

interface PriceLineProps {
  priced: Priced | undefined;
  /** ' per month', ' per year', or '' for one-time prices. */
  suffix: string;
  /** What to say while the selection is incomplete. */
  prompt: string;
}

/** The price and the VAT note, in a box of fixed height so that nothing below it moves as the price changes. */
export function PriceLine({ priced, suffix, prompt }: PriceLineProps) {
  return (
    <div className="price-box">
      <p className="price" aria-live="polite" aria-atomic="true" data-testid="price">
        {priced?.order !== undefined ? (
          `${formatEuro(priced.order.basket.total)}${suffix}`
        ) : (
          <span className={priced?.error !== undefined ? 'price-error' : 'price-prompt'}>
            {priced?.error ?? prompt}
          </span>
        )}
      </p>
      <p className="vat-note">Prices are excluding VAT.</p>
    </div>
  );
}

/** A link while the order is complete; a disabled button otherwise, because a link cannot be disabled. */
export function ContinueButton({ priced }: { priced: Priced | undefined }) {
  return priced?.order !== undefined ? (
    <Link className="button primary continue" to={priced.order.checkoutPath}>
      Continue
    </Link>
  ) : (
    <button type="button" className="button primary continue" disabled>
      Continue
    </button>
  );
}

const STORE_BADGES = {
  appStore: { file: 'app-store-badge.svg', store: 'the App Store', width: 120, height: 40 },
  microsoftStore: { file: 'microsoft-store-badge.svg', store: 'the Microsoft Store', width: 120, height: 40 },
} as const;

export function StoreBadge({
  store,
  href,
  product,
}: {
  store: keyof typeof STORE_BADGES;
  href: string;
  product: string;
}) {
  const badge = STORE_BADGES[store];
  return (
    <a className="store-badge" href={href} target="_blank" rel="noopener noreferrer">
      <img
        src={`/images/${badge.file}`}
        alt={`Get ${product} on ${badge.store}`}
        width={badge.width}
        height={badge.height}
      />
    </a>
  );
}

/** The priced lines of a basket, and the first-year support discount as a line of its own when there is one. */
export function PriceBreakdown({ basket }: { basket: PricedBasket }) {
  return (
    <ul className="breakdown" aria-label="Price breakdown">
      {basket.items.map((item) => (
        <li key={item.priceId}>
          <span>{item.title}</span>
          <span className="breakdown-amount">
            {item.quantity} × {formatEuro(item.amount)}
          </span>
        </li>
      ))}
      {basket.discount > 0 && (
        <li>
          <span>First year of support included</span>
          <span className="breakdown-amount">− {formatEuro(basket.discount)}</span>
        </li>
      )}
    </ul>
  );
}
