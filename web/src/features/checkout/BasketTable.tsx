import type { OrderLineView } from '@contract/order-summary';
import { formatEuro } from '../../shared/ui/format-euro';
import { frequencyLabel } from '@contract/billing-interval';

/**
 * The basket as a bill whose amount column adds up: each line is quantity × unit price = amount, the first-year
 * discount is a line of its own, and the last row is what is charged.
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
  return (
    <table className="basket">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="basket-amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.title}-${line.frequency}`}>
            <th scope="row">
              <span className="basket-title">{line.title}</span>
              <span className="basket-detail">
                {line.quantity.toLocaleString()} × {formatEuro(line.unitCents / 100)} {frequencyLabel(line.frequency)}
              </span>
            </th>
            <td className="basket-amount">{formatEuro(line.lineCents / 100)}</td>
          </tr>
        ))}
        {discountCents > 0 && (
          <tr className="basket-discount">
            <th scope="row">
              <span className="basket-title">First year of support included</span>
              <span className="basket-detail">Support is free for the first year of each licence</span>
            </th>
            <td className="basket-amount" data-testid="basket-discount">
              − {formatEuro(discountCents / 100)}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total charged (excluding VAT)</th>
          <td className="basket-amount" data-testid="basket-total">
            {formatEuro(totalCents / 100)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
