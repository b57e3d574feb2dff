import type { BuyerRefundView } from '@contract/buyer-orders';
import type { Values } from '../i18n/i18n';
import { useFormats } from '../use-formats';

/** The texts a refund's facts say, from the catalogue of the page that shows them (each page keeps its own). */
type RefundTexts = (
  key:
    | 'Refunded on {{date}}'
    | 'Charged back on {{date}}'
    | 'amount not known'
    | 'Credit note'
    | 'Credit note of {{date}}',
  values?: Values,
) => string;

/**
 * One refund or chargeback of an order, as a term and its description in the order's facts: when, how much came back,
 * and its credit note to download where the page offers it (`creditNoteHref`, or null).
 */
export function RefundFacts({
  refund,
  currency,
  creditNoteHref,
  t,
}: {
  refund: BuyerRefundView;
  /** The order's currency; euros where the page does not know it yet. */
  currency: string | undefined;
  creditNoteHref: string | null;
  t: RefundTexts;
}) {
  const { money, date } = useFormats();
  const on = date(refund.date);
  return (
    <>
      <dt>
        {refund.kind === 'chargeback'
          ? t('Charged back on {{date}}', { date: on })
          : t('Refunded on {{date}}', { date: on })}
      </dt>
      <dd data-testid="order-refund">
        {refund.amountCents === null ? t('amount not known') : `− ${money(refund.amountCents, currency)}`}
        {creditNoteHref && (
          <>
            {' '}
            <a href={creditNoteHref} download aria-label={t('Credit note of {{date}}', { date: on })}>
              {t('Credit note')}
            </a>
          </>
        )}
      </dd>
    </>
  );
}
