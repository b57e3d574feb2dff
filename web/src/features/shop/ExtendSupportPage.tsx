import { useEffect, useState } from 'react';
import { supportNeedsExtending } from '@contract/licence-rules';
import type { LicenceView } from '@contract/portal-views';
import { Link } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import { useSessionUser } from '../../shared/session';
import { annualSupportPrice } from './orders';
import { pricePer } from './shop-ui';
import { t } from './texts';
import { ownLicences } from './support-extension-api';
import './shop.css';
import { productTitle } from '../../shared/ui/product-title';

export function Component() {
  // Anonymous on the prerendered HTML and the first render; a signed-in visitor is not asked to sign in.
  const user = useSessionUser();
  return (
    <section className="page prose" aria-labelledby="extend-title">
      <h1 id="extend-title">{t('Extend your support subscription')}</h1>
      <p className="lead">
        {t('Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.', {
          brand: BRAND.name,
        })}
      </p>
      <h2>{t('Bronze support')}</h2>
      <ul>
        <li>{t('Every suite licence includes the first year of Bronze support.')}</li>
        <li>
          {t('After the first year support renews automatically at {{price}} (excluding VAT).', {
            price: pricePer(annualSupportPrice(), 'Annual'),
          })}
        </li>
        <li>{t('You can cancel at any time; your licence stays yours.')}</li>
        <li>{t('Support lapsed? Catch up on the months since it ended and extend from there.')}</li>
      </ul>
      <h2>{t('Extend it')}</h2>
      <p>
        {user
          ? t('You are signed in as {{email}}: choose the licence whose support you want to extend.', {
              email: user.email,
            })
          : t(
              'Sign in with the email address that is bound to your licence keys to see your licences and their support.',
            )}
      </p>
      {user && <OwnLicenceLinks />}
      <p className="actions">
        <Link className="button primary" to={PATHS.myExtendSupport}>
          {user ? t('Extend support for your licences') : t('Sign in to extend support')}
        </Link>{' '}
        <Link className="button" to={PATHS.buySupportExtension}>
          {t('Buy a support extension')}
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
    <ul className="own-licences" aria-label={t('Your suite licences')}>
      {licences.map((licence) => (
        <li key={licence.licenceId}>
          {productTitle(licence.productTitle)} ({licence.licenceId}){' '}
          {supportNeedsExtending(licence) ? (
            <Link to={`${PATHS.myExtendSupport}?licence=${encodeURIComponent(licence.licenceId)}`}>
              {t('Extend support')}
            </Link>
          ) : (
            <span className="field-hint">{t('support renews automatically')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
