import type { AdminLicenceView } from '@contract/admin';
import type { ExtensionQuote } from '@domain/ledger/quote';
import type { SupportStatus } from '@domain/licences/support-status';
import { Card } from '../../shared/ui/Card';
import { formatTime, money } from './format';
import { Table } from './Rows';

/**
 * What the licence's ledger says (ADRs 400, 401): its standing now — the answer the buyer's pages, key status and
 * the mails give — the quote an operator gives on the phone for a support extension (the price and end the buyer is
 * quoted signed in or with the key, and checkout charges), and every period paid, by whom and how it stands.
 */
export function LicenceLedger({ view }: { view: Pick<AdminLicenceView, 'standing' | 'extensionQuotes' | 'ledger'> }) {
  const { standing, extensionQuotes, ledger } = view;
  return (
    <>
      <Card>
        <h2 id="licence-standing-heading">Support and paid time</h2>
        <dl className="facts" aria-labelledby="licence-standing-heading">
          <dt>Support / seat</dt>
          <dd data-testid="standing-support">{supportSentence(standing.support)}</dd>
          <dt>Paid until</dt>
          <dd>{formatTime(standing.paidUntil)}</dd>
          <dt>Paid by</dt>
          <dd>{standing.paidBy ?? '—'}</dd>
          <dt>Renewed by</dt>
          <dd data-testid="standing-renewal">
            {standing.renewingSubscriptionId
              ? `${standing.renewingSubscriptionId} (${standing.renews ? 'renews' : 'does not renew'})`
              : '—'}
          </dd>
          <dt>Catch-up months due</dt>
          <dd data-testid="standing-catch-up">{standing.catchUpMonths}</dd>
        </dl>
      </Card>
      {extensionQuotes.length > 0 && (
        <div className="admin-section">
          <h2 id="licence-quote-heading">Support extension quote</h2>
          <Table caption="Support extension quote" fit>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col">Price (net)</th>
                <th scope="col">Catch-up months</th>
                <th scope="col">Support then runs</th>
              </tr>
            </thead>
            <tbody>
              {extensionQuotes.map((quote) => (
                <QuoteRow key={quote.term} quote={quote} />
              ))}
            </tbody>
          </Table>
        </div>
      )}
      <div className="admin-section">
        <h2 id="licence-ledger-heading">Ledger of paid time</h2>
        {ledger.length === 0 ? (
          <p>No paid time is recorded for this licence.</p>
        ) : (
          <Table caption="Ledger of paid time">
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">Until</th>
                <th scope="col">Source</th>
                <th scope="col">State</th>
                <th scope="col">Paid by, or given by</th>
                <th scope="col">Transaction</th>
                <th scope="col">Subscription</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((entry) => (
                <tr key={entry.entryId} data-source={entry.source}>
                  <td>{formatTime(entry.from)}</td>
                  <td>{formatTime(entry.until)}</td>
                  <td>{entry.source === 'goodwill' ? 'Goodwill (no payment)' : entry.source}</td>
                  <td>{entry.state}</td>
                  <td className="admin-wrap">
                    {entry.source === 'goodwill'
                      ? `Given by ${entry.grantedBy ?? 'an operator'}${entry.reason ? `: ${entry.reason}` : ''}`
                      : (entry.payer ?? '—')}
                  </td>
                  <td>{entry.transactionId ?? '—'}</td>
                  <td>{entry.subscriptionId ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </>
  );
}

function QuoteRow({ quote }: { quote: ExtensionQuote }) {
  if (quote.kind === 'covered')
    return (
      <tr>
        <td>{quote.term}</td>
        <td colSpan={3}>Not sold: support renews on {formatTime(quote.renewsAt)}.</td>
      </tr>
    );
  if (quote.kind === 'paused')
    return (
      <tr>
        <td>{quote.term}</td>
        <td colSpan={3}>Not sold: its renewal is paused since {formatTime(quote.pausedSince)}.</td>
      </tr>
    );
  return (
    <tr>
      <td>{quote.term}</td>
      <td>{money(quote.totalCents, 'EUR')}</td>
      <td>{quote.catchUpMonths}</td>
      <td>
        {formatTime(quote.startsAt)} – {formatTime(quote.endsAt)}
      </td>
    </tr>
  );
}

function supportSentence(support: SupportStatus): string {
  switch (support.state) {
    case 'active':
      return `active until ${formatTime(support.activeUntil)}${support.autoRenewing ? ', renews' : ', does not renew'}`;
    case 'lapsed':
      return `lapsed since ${formatTime(support.lapsedSince)}`;
    case 'payment-due':
      return `payment due (paid until ${formatTime(support.paidUntil)})`;
    case 'paused':
      return `paused since ${formatTime(support.pausedSince)}`;
    default:
      return 'none recorded';
  }
}
