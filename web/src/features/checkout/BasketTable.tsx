import type { OrderLineView } from '@contract/order-summary';
import { billingIntervalOf } from '@contract/billing-interval';
import type { Frequency } from '@domain/catalogue';
import { useFormats } from '../../shared/use-formats';
import { productTitle } from '../../shared/ui/product-title';
import { t } from './texts';

/** Said with every net price before payment: Paddle adds the buyer's country's VAT in its payment form. */
export const VAT_AT_PAYMENT = 'VAT is added for your country at payment.';

function frequencyText(frequency: Frequency): string {
  const interval = billingIntervalOf(frequency);
  return interval === 'month' ? t('per month') : interval === 'year' ? t('per year') : t('one-time');
}

/**
 * The basket as a bill whose amount column adds up: each line is quantity × unit price = amount, the first-year
 * discount is a line of its own, and the last row is the net price, with the VAT still to come.
 */
export function BasketTable({
  lines,
  discountCents,
  totalCents,
  caption,
}: {
  lines: readonly OrderLineView[];
  discountCents: number;
  totalCents: number;
  caption: string;
}) {
  const { money, count } = useFormats();
  return (
    <table className="basket">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Item')}</th>
          <th scope="col" className="basket-amount">
            {t('Amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.title}-${line.frequency}`}>
            <th scope="row">
              <span className="basket-title">{productTitle(line.title)}</span>
              <span className="basket-detail">
                {count(line.quantity)} × {money(line.unitCents)} {frequencyText(line.frequency)}
              </span>
            </th>
            <td className="basket-amount">{money(line.lineCents)}</td>
          </tr>
        ))}
        {discountCents > 0 && (
          <tr className="basket-discount">
            <th scope="row">
              <span className="basket-title">{t('First year of support included')}</span>
              <span className="basket-detail">{t('Support is free for the first year of each licence')}</span>
            </th>
            <td className="basket-amount" data-testid="basket-discount">
              − {money(discountCents)}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('Net price')}</th>
          <td className="basket-amount" data-testid="basket-total">
            {money(totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
