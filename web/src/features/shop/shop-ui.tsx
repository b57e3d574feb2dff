import { Link } from 'react-router';
import { DomainError } from '@domain/errors';
import { MAX_QUANTITY } from '@contract/quantity';
import type { SubscriptionPeriod } from '@domain/aircraft';
import { formatCount } from '@contract/formats';
import { currentLanguage } from '../../shared/i18n/i18n';
import { formatEuro } from '../../shared/ui/format-euro';
import type { PricedBasket } from '@domain/pricing';
import type { Order } from './orders';
import { t } from './texts';
import '../../shared/ui/vat-note.css';
import { productTitle } from '../../shared/ui/product-title';

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
    if (error instanceof DomainError && error.code === 'QUANTITY_LIMIT')
      return { error: t('Prices are shown for up to {{count}} licences.', { count: MAX_QUANTITY }) };
    if (error instanceof DomainError) return { error: error.message };
    throw error;
  }
}

interface PriceLineProps {
  priced: Priced | undefined;
  /** How often the price is charged; none for one-time prices. */
  period?: SubscriptionPeriod | undefined;
  /** What to say while the selection is incomplete. */
  prompt: string;
}

/**
 * A price with its period in the page's language: '€ 49.99 per month' in English (docs/product/prices.md's line), the language's
 * own order elsewhere (docs/adr/472-prices-in-the-buyers-language.md).
 */
export function pricePer(amount: number, period: SubscriptionPeriod | undefined): string {
  const price = formatEuro(amount);
  if (period === 'Monthly') return t('{{price}} per month', { price });
  if (period === 'Annual') return t('{{price}} per year', { price });
  return price;
}

/** The price and the VAT note, in a box of fixed height so that nothing below it moves as the price changes. */
export function PriceLine({ priced, period, prompt }: PriceLineProps) {
  return (
    <div className="price-box">
      <p className="price" aria-live="polite" aria-atomic="true" data-testid="price">
        {priced?.order !== undefined ? (
          pricePer(priced.order.basket.total, period)
        ) : (
          <span className={priced?.error !== undefined ? 'price-error' : 'price-prompt'}>
            {priced?.error ?? prompt}
          </span>
        )}
      </p>
      <p className="vat-note">{t('Prices are excluding VAT.')}</p>
    </div>
  );
}

/** A link while the order is complete; a disabled button otherwise, because a link cannot be disabled. */
export function ContinueButton({ priced }: { priced: Priced | undefined }) {
  return priced?.order !== undefined ? (
    <Link className="button primary continue" to={priced.order.checkoutPath}>
      {t('Continue')}
    </Link>
  ) : (
    <button type="button" className="button primary continue" disabled>
      {t('Continue')}
    </button>
  );
}

const STORE_BADGES = {
  appStore: { file: 'app-store-badge.svg', alt: 'Get {{product}} on the App Store', width: 120, height: 40 },
  microsoftStore: {
    file: 'microsoft-store-badge.svg',
    alt: 'Get {{product}} on the Microsoft Store',
    width: 120,
    height: 40,
  },
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
      <img src={`/images/${badge.file}`} alt={t(badge.alt, { product })} width={badge.width} height={badge.height} />
    </a>
  );
}

/** The priced lines of a basket, and the first-year support discount as a line of its own when there is one. */
export function PriceBreakdown({ basket }: { basket: PricedBasket }) {
  return (
    <ul className="breakdown" aria-label={t('Price breakdown')}>
      {basket.items.map((item) => (
        <li key={item.priceId}>
          <span>{productTitle(item.title)}</span>
          <span className="breakdown-amount">
            {formatCount(item.quantity, currentLanguage())} × {formatEuro(item.amount)}
          </span>
        </li>
      ))}
      {basket.discount > 0 && (
        <li>
          <span>{t('First year of support included')}</span>
          <span className="breakdown-amount">− {formatEuro(basket.discount)}</span>
        </li>
      )}
    </ul>
  );
}
