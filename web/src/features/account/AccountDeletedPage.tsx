import { Link } from 'react-router';
import { legalPagePath } from '@contract/legal';
import { PATHS } from '@contract/routes';
import { withParts } from '../../shared/i18n/i18n';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { t } from './texts';
import './portal.css';

/**
 * Where a deleted account's person lands (ADR 487): what ended, and what the shop keeps for the books and why
 * (ADR 293, docs/data-model.md). Needs no sign-in: the account is gone.
 */
export function Component() {
  return (
    <section className="page portal" aria-labelledby="deleted-title">
      <h1 id="deleted-title">{t('Your account is deleted')}</h1>
      <Notice tone="success">
        <p data-testid="account-deleted">
          {t(
            'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.',
          )}
        </p>
      </Notice>
      <Card as="section" aria-labelledby="kept-heading">
        <h2 id="kept-heading">{t('What we keep, and why')}</h2>
        <ul>
          <li>
            {t(
              'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.',
            )}
          </li>
          <li>
            {t(
              'Your licences and their keys: they keep working, and signing up again with the same address shows them.',
            )}
          </li>
          <li>{t('Your subscriptions until the end of the period you paid for: none of them renews any more.')}</li>
          <li>{t('Which mails we sent about an order (never their text), for one year.')}</li>
        </ul>
        <p>
          {withParts(
            t(
              'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.',
            ),
            { privacy: <Link to={legalPagePath('privacy')}>{t('privacy notice')}</Link> },
          )}
        </p>
        <p>
          <Link to={PATHS.home}>{t('Back to the shop')}</Link>
        </p>
      </Card>
    </section>
  );
}
