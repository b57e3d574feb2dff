import { useEffect, useState } from 'react';
import { BILLING_INTERVAL_LABEL } from '@contract/billing-interval';
import { supportNeedsExtending } from '@contract/licence-rules';
import type { LicenceView } from '@contract/portal-views';
import { Link } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import { useSessionUser } from '../../shared/session';
import { formatEuro } from '../../shared/ui/format-euro';
import { annualSupportPrice } from './orders';
import { ownLicences } from './support-extension-api';
import './shop.css';

export function Component() {
  // Anonymous on the prerendered HTML and the first render; a signed-in visitor is not asked to sign in.
  const user = useSessionUser();
  return (
    <section className="page prose" aria-labelledby="extend-title">
      <h1 id="extend-title">Extend your support subscription</h1>
      <p className="lead">
        Support keeps your {BRAND.name} suite up to date and gives you a direct line to our service desk.
      </p>
      <h2>Bronze support</h2>
      <ul>
        <li>Every suite licence includes the first year of Bronze support.</li>
        <li>
          After the first year support renews automatically at {formatEuro(annualSupportPrice())}{' '}
          {BILLING_INTERVAL_LABEL.year} (excluding VAT).
        </li>
        <li>You can cancel at any time; your licence stays yours.</li>
        <li>Support lapsed? Catch up on the months since it ended and extend from there.</li>
      </ul>
      <h2>Extend it</h2>
      <p>
        {user
          ? `You are signed in as ${user.email}: choose the licence whose support you want to extend.`
          : 'Sign in with the email address that is bound to your licence keys to see your licences and their support.'}
      </p>
      {user && <OwnLicenceLinks />}
      <p className="actions">
        <Link className="button primary" to={PATHS.myExtendSupport}>
          {user ? 'Extend support for your licences' : 'Sign in to extend support'}
        </Link>{' '}
        <Link className="button" to={PATHS.buySupportExtension}>
          Buy a support extension
        </Link>
      </p>
    </section>
  );
}

/** Signed in: the buyer's suite licences, each leading to its extension (no key to paste). */
function OwnLicenceLinks() {
  const [licences, setLicences] = useState<readonly LicenceView[] | undefined>(undefined);
  useEffect(() => {
    ownLicences().then(
      (all) => setLicences(all.filter((licence) => licence.kind === 'suite' && licence.status === 'active')),
      () => setLicences([]),
    );
  }, []);
  if (!licences || licences.length === 0) return null;
  return (
    <ul className="own-licences" aria-label="Your suite licences">
      {licences.map((licence) => (
        <li key={licence.licenceId}>
          {licence.productTitle} ({licence.licenceId}){' '}
          {supportNeedsExtending(licence) ? (
            <Link to={`${PATHS.myExtendSupport}?licence=${encodeURIComponent(licence.licenceId)}`}>Extend support</Link>
          ) : (
            <span className="field-hint">support renews automatically</span>
          )}
        </li>
      ))}
    </ul>
  );
}
