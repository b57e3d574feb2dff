import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { API } from '@contract/api-endpoints';
import { CREDIT_NOTE_PARAM } from '@contract/buyer-orders';
import type { OrderSummaryView } from '@contract/order-summary';
import { apiHref, callApi } from '../../shared/api';
import { useSessionUser } from '../../shared/session';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { RefundFacts } from '../../shared/ui/RefundFacts';
import { useFormats } from '../../shared/use-formats';
import { productTitle } from '../../shared/ui/product-title';
import { t } from './texts';
import { rememberedCheckout } from './checkout-support';
import '../../shared/ui/facts.css';

/** How long the page waits for Paddle's webhook before it says the licences will follow by e-mail. */
const WAIT_FOR_ISSUE_MS = 30_000;

/**
 * After payment: what was bought, for how much, and where the licences go. The licences are issued by the webhook,
 * which may arrive a moment after the buyer; until then the page says so instead of promising what it cannot see.
 * Opened again after a refund, it lists each refund and what stays paid (ADR 485); the credit notes are offered to
 * the signed-in owner, whom the invoice link serves.
 */
export function Confirmation({ transactionId, initial }: { transactionId: string; initial: OrderSummaryView }) {
  const [summary, setSummary] = useState(initial);
  const [gaveUp, setGaveUp] = useState(false);
  const user = useSessionUser();
  const { money, date, count: counted } = useFormats();
  const email = user?.email ?? rememberedCheckout(transactionId)?.email ?? summary.maskedEmail;
  // In another tab only the masked address is known: the sign-up form then starts empty.
  const signUpEmail = email.includes('***') ? '' : email;
  const extension = summary.supportExtension;
  const issued = summary.status === 'paid' && (!extension || extension.activeUntil !== null);

  useEffect(() => {
    if (issued) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > WAIT_FOR_ISSUE_MS) {
        setGaveUp(true);
        clearInterval(timer);
        return;
      }
      callApi(API.orderSummary, { params: { transactionId } }).then(setSummary, () => undefined);
    }, 1_000);
    return () => clearInterval(timer);
  }, [issued, transactionId]);

  const count = summary.licenceCount;
  const currency = summary.charged?.currency;
  return (
    <section className="page" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{t('Thank you for your purchase.')}</h1>
      <Card as="section" aria-labelledby="order-heading">
        <h2 id="order-heading">{t('Your order')}</h2>
        <dl className="facts">
          <dt>{t('Order number')}</dt>
          <dd data-testid="order-number">{summary.orderNumber}</dd>
          <dt>{t('Reference for support')}</dt>
          <dd className="transaction-id" data-testid="transaction-id">
            {summary.transactionId}
          </dd>
          <dt>{t('Bought')}</dt>
          <dd>{summary.lines.map((line) => `${counted(line.quantity)} × ${productTitle(line.title)}`).join(', ')}</dd>
          {summary.charged ? (
            <>
              <dt>{t('Net price')}</dt>
              <dd data-testid="order-net">{money(summary.charged.netCents, summary.charged.currency)}</dd>
              <dt>{t('VAT')}</dt>
              <dd data-testid="order-vat">{money(summary.charged.taxCents, summary.charged.currency)}</dd>
              <dt>{t('Amount charged')}</dt>
              <dd data-testid="order-gross">{money(summary.charged.grossCents, summary.charged.currency)}</dd>
            </>
          ) : (
            <>
              <dt>{t('Net price')}</dt>
              <dd data-testid="order-net">{t('{{amount}}, excluding VAT', { amount: money(summary.totalCents) })}</dd>
            </>
          )}
          {summary.refunds.map((refund) => (
            <RefundFacts
              key={refund.adjustmentId}
              refund={refund}
              currency={currency}
              creditNoteHref={
                refund.creditNote && user
                  ? apiHref(API.invoice, { transactionId }, { [CREDIT_NOTE_PARAM]: refund.adjustmentId })
                  : null
              }
              t={t}
            />
          ))}
          {summary.netPaidCents !== null && (
            <>
              <dt>{t('Net paid')}</dt>
              <dd data-testid="order-net-paid">{money(summary.netPaidCents, currency)}</dd>
            </>
          )}
          <dt>{t('Licences bound to')}</dt>
          <dd data-testid="order-email">{email}</dd>
        </dl>
        {summary.status === 'refunded' ? (
          <Notice tone="info">
            <p data-testid="order-refunded">
              {t('This order was refunded: its licence keys no longer activate the software.')}
            </p>
          </Notice>
        ) : issued ? (
          <Notice tone="success">
            {extension ? (
              <p data-testid="extension-result">
                {t('Support of licence {{licence}} now runs until {{date}}.', {
                  licence: extension.licenceId,
                  date: date(extension.activeUntil!),
                })}
              </p>
            ) : (
              <p>
                {count === 1
                  ? t('Your licence key has been issued and sent to {{email}}.', { email })
                  : t('Your {{count}} licence keys have been issued and sent to {{email}}.', { count, email })}
              </p>
            )}
          </Notice>
        ) : (
          <Notice tone="info">
            <p>
              {gaveUp
                ? t(
                    'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.',
                  )
                : t('Payment received. Your licences are being issued; this takes a few seconds…')}
            </p>
          </Notice>
        )}
      </Card>
      <Card as="section" aria-labelledby="next-heading">
        <h2 id="next-heading">{t('What happens next')}</h2>
        <ol className="confirmation-steps">
          <li>
            {extension
              ? t('A confirmation e-mail is on its way.')
              : t('An e-mail with your licence keys is on its way; keep it.')}
          </li>
          <li>
            {extension
              ? t('Your licence key stays the same.')
              : t('Enter a key in the simulator software to activate it.')}
          </li>
          <li>{t('Your licences, keys and support are always in your account under My licences.')}</li>
        </ol>
        {user === null ? (
          <p>
            <Link
              className="button primary"
              to={`/sign-in?${new URLSearchParams({ tab: 'signUp', email: signUpEmail, redirect: '/licenses' })}`}
            >
              {t('Create your account with this e-mail to see your licences')}
            </Link>
          </p>
        ) : (
          <p>
            <Link className="button primary" to="/licenses">
              {t('Go to your licences')}
            </Link>
          </p>
        )}
      </Card>
    </section>
  );
}
