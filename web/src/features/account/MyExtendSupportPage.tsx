import { useEffect, useState } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { supportExtensionPlan } from '@domain/licences/support-extension';
import { aircraftLabel, type SubscriptionPeriod } from '@domain/aircraft';
import { supportExtensionSlugFor } from '@domain/licences/support-status';
import { supportCanBeExtended, supportNeedsExtending } from '@contract/licence-rules';
import { checkoutPath, PATHS } from '@contract/routes';
import { useTranslate } from '../../shared/i18n/i18n';
import type { SessionUser } from '../../shared/session';
import { Card } from '../../shared/ui/Card';
import { Loading } from '../../shared/ui/Loading';
import { Notice } from '../../shared/ui/Notice';
import { productTitle } from '../../shared/ui/product-title';
import { describeSupport, formatDate, type Licence } from './portal';
import { t } from './texts';
import { ShowMoreButton, useMoreLicences, type LicencePage } from './ShowMore';
import './portal.css';

/**
 * The login page `/my-extend-support-subscription` (docs/product/pages.md). The router shows it inside the authenticator
 * (starting on the sign-up tab, with `anonymousIntro` above it); this module is what signed-in users see: their
 * suite licences with support status (page by page, "Show more") and, per licence, the way to extend its support — catch-up months included
 * for a licence whose support has lapsed. The licences come through the `/licenses` route's loader.
 */
export const anonymousIntro =
  'Please login with the email address that is bound to your licence keys to start or extend a support subscription.' as const;

export function SignedInContent(_props: { user: SessionUser }) {
  const shared = useTranslate();
  const licences = useFetcher<LicencePage>();
  useEffect(() => {
    if (licences.state === 'idle' && !licences.data) void licences.load(PATHS.licenses);
  }, [licences]);
  const more = useMoreLicences(licences.data);
  // `?licence=` (the link on /licenses and in the transfer mail) puts that licence first.
  const [search] = useSearchParams();
  const chosen = search.get('licence');
  const suites = licences.data
    ? more.licences
        .filter(supportCanBeExtended)
        .sort((a, b) => Number(b.licenceId === chosen) - Number(a.licenceId === chosen))
    : undefined;
  return (
    <section className="portal" aria-labelledby="extend-support-title">
      <h1 id="extend-support-title">{t('Extend support')}</h1>
      <p>{shared('logged in')}</p>
      {!suites ? (
        // A failed read shows the route's error page, with "Try again".
        <Loading />
      ) : suites.length === 0 ? (
        <Card>
          <p>
            {t('No suite licence is bound to this address.')}{' '}
            <Link to={PATHS.buySuite}>{t('Buy a cockpit suite')}</Link>
          </p>
        </Card>
      ) : (
        <ul className="portal-list" aria-label={t('Suite licences')}>
          {suites.map((licence) => (
            <SupportChoice key={licence.licenceId} licence={licence} chosen={licence.licenceId === chosen} />
          ))}
        </ul>
      )}
      <ShowMoreButton more={more} />
      {more.loaders}
    </section>
  );
}

function SupportChoice({ licence, chosen }: { licence: Licence; chosen: boolean }) {
  const [term, setTerm] = useState<SubscriptionPeriod>('Annual');
  // Said before payment: where the extension starts and ends (ADR 312); the webhook applies the same rule.
  const plan = supportExtensionPlan(licence.support, term, new Date());
  let slug: string | undefined;
  let problem: string | undefined;
  try {
    slug = supportExtensionSlugFor(licence.aircraftType, term);
  } catch (error) {
    problem = (error as Error).message;
  }
  const months = licence.catchUpMonths;
  const name = `term-${licence.licenceId}`;
  const aircraft = aircraftLabel(licence.kind, licence.aircraftType);
  const title = productTitle(licence.productTitle);
  return (
    <Card
      as="li"
      aria-label={`${title} (${licence.licenceId})`}
      aria-current={chosen || undefined}
      data-licence-id={licence.licenceId}
    >
      <h2>{title}</h2>
      <p>
        {aircraft
          ? t('Licence {{licence}}, {{aircraft}}', { licence: licence.licenceId, aircraft })
          : t('Licence {{licence}}', { licence: licence.licenceId })}
      </p>
      <p className="support-status">{describeSupport(licence.support, licence.kind, licence.supportPaidBy)}</p>
      {problem ? (
        <Notice tone="error">
          <p>{problem}</p>
        </Notice>
      ) : supportNeedsExtending(licence) ? (
        <>
          {months > 0 && (
            <p className="catch-up">
              {months === 1
                ? t('Support lapsed 1 month ago: the extension includes 1 catch-up month.')
                : t('Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.', {
                    count: months,
                  })}
            </p>
          )}
          <fieldset className="portal-term">
            <legend>{t('Support term')}</legend>
            {(['Annual', 'Monthly'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={term === option}
                  onChange={() => setTerm(option)}
                />{' '}
                {option === 'Monthly' ? t('Monthly') : t('Annual')}
              </label>
            ))}
          </fieldset>
          {plan.kind === 'extend' && (
            <p className="extension-until" data-testid="extension-until">
              {plan.continues
                ? t('Support will run from {{start}} until {{end}}.', {
                    start: formatDate(plan.startsAt),
                    end: formatDate(plan.endsAt),
                  })
                : t('Support will run until {{date}}.', { date: formatDate(plan.endsAt) })}
            </p>
          )}
          <Link
            className="button primary"
            to={checkoutPath({ slug: slug!, quantity: 1, secondaryQuantity: months, licenceId: licence.licenceId })}
          >
            {t('Continue')}
          </Link>
        </>
      ) : (
        <p>{t('Support renews automatically; nothing to extend.')}</p>
      )}
    </Card>
  );
}
