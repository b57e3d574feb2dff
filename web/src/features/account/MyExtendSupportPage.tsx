import { useState } from 'react';
import { Link } from 'react-router';
import type { SubscriptionPeriod } from '@domain/aircraft';
import { supportExtensionSlugFor } from '@domain/licences/support-status';
import { supportCanBeExtended, supportNeedsExtending } from '@contract/licence-rules';
import { checkoutPath, PATHS } from '@contract/routes';
import { useTranslate } from '../../shared/i18n/i18n';
import type { SessionUser } from '../../shared/session';
import { describeSupport, RemoteView, useRemote, type Licence } from './portal';

/**
 * The login page `/my-extend-support-subscription` (SPEC.md §2). The router shows it inside the authenticator
 * (starting on the sign-up tab, with `anonymousIntro` above it); this module is what signed-in users see: their
 * suite licences with support status and, per licence, the way to extend its support — catch-up months included
 * for a licence whose support has lapsed.
 */
export const anonymousIntro =
  'Please login with the email address that is bound to your licence keys to start or extend a support subscription.' as const;

interface ProductsAnswer {
  readonly products: readonly { readonly product: string; readonly title: string; readonly licences: readonly Licence[] }[];
}

export function SignedInContent(_props: { user: SessionUser }) {
  const t = useTranslate();
  const [remote] = useRemote<ProductsAnswer>('/api/products');
  return (
    <section className="my-extend-support portal">
      <h1>Extend support</h1>
      <p>{t('logged in')}</p>
      <RemoteView remote={remote}>
        {(answer) => {
          const suites = answer.products.flatMap((group) => group.licences).filter(supportCanBeExtended);
          if (suites.length === 0) {
            return (
              <p className="portal-empty">
                No suite licence is bound to this address. <Link to={PATHS.buySuite}>Buy a cockpit suite</Link>
              </p>
            );
          }
          return (
            <ul className="portal-list" aria-label="Suite licences">
              {suites.map((licence) => (
                <SupportChoice key={licence.licenceId} licence={licence} />
              ))}
            </ul>
          );
        }}
      </RemoteView>
    </section>
  );
}

function SupportChoice({ licence }: { licence: Licence }) {
  const [term, setTerm] = useState<SubscriptionPeriod>('Annual');
  let slug: string | undefined;
  let problem: string | undefined;
  try {
    slug = supportExtensionSlugFor(licence.aircraftType, term);
  } catch (error) {
    problem = (error as Error).message;
  }
  const months = licence.catchUpMonths;
  const name = `term-${licence.licenceId}`;
  return (
    <li className="portal-card" aria-label={`${licence.productTitle} (${licence.licenceId})`} data-licence-id={licence.licenceId}>
      <h2>{licence.productTitle}</h2>
      <p>
        Licence {licence.licenceId}
        {licence.aircraftType ? `, ${licence.aircraftType}` : ''}
      </p>
      <p className="support-status">{describeSupport(licence.support)}</p>
      {problem ? (
        <p role="alert">{problem}</p>
      ) : supportNeedsExtending(licence) ? (
        <>
          {months > 0 && (
            <p className="catch-up">
              Support lapsed {months} {months === 1 ? 'month' : 'months'} ago: the extension includes {months} catch-up{' '}
              {months === 1 ? 'month' : 'months'}.
            </p>
          )}
          <fieldset>
            <legend>Support term</legend>
            {(['Annual', 'Monthly'] as const).map((option) => (
              <label key={option}>
                <input type="radio" name={name} value={option} checked={term === option} onChange={() => setTerm(option)} /> {option}
              </label>
            ))}
          </fieldset>
          <Link className="button" to={checkoutPath({ slug: slug!, quantity: 1, secondaryQuantity: months, licenceId: licence.licenceId })}>
            Continue
          </Link>
        </>
      ) : (
        <p>Support renews automatically; nothing to extend.</p>
      )}
    </li>
  );
}
