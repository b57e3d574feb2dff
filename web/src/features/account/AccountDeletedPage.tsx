import { Link } from 'react-router';
import { legalPagePath } from '@contract/legal';
import { PATHS } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import './portal.css';

/**
 * Where a deleted account's person lands (ADR 487): what ended, and what the shop keeps for the books and why
 * (ADR 293, docs/data-model.md). Needs no sign-in: the account is gone.
 */
export function Component() {
  return (
    <section className="page portal" aria-labelledby="deleted-title">
      <h1 id="deleted-title">Your account is deleted</h1>
      <Notice tone="success">
        <p data-testid="account-deleted">
          Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A
          confirmation is on its way to your address.
        </p>
      </Notice>
      <Card as="section" aria-labelledby="kept-heading">
        <h2 id="kept-heading">What we keep, and why</h2>
        <ul>
          <li>
            Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires
            it.
          </li>
          <li>
            Your licences and their keys: they keep working, and signing up again with the same address shows them.
          </li>
          <li>Your subscriptions until the end of the period you paid for: none of them renews any more.</li>
          <li>Which mails we sent about an order (never their text), for one year.</li>
        </ul>
        <p>
          Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is
          deleted. Read more in our <Link to={legalPagePath('privacy')}>privacy notice</Link>.
        </p>
        <p>
          <Link to={PATHS.home}>Back to the shop</Link>
        </p>
      </Card>
    </section>
  );
}
