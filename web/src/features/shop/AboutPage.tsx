import { Link } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import { withParts } from '../../shared/i18n/i18n';
import { t } from './texts';
import './shop.css';

export function Component() {
  return (
    <section className="page prose" aria-labelledby="about-title">
      <h1 id="about-title">{t('About {{brand}}', { brand: BRAND.name })}</h1>
      <p className="lead">
        {t('{{brand}} makes flight-simulator software for home cockpits and for pilots in training.', {
          brand: BRAND.name,
        })}
      </p>
      <h2>{t('What we sell')}</h2>
      <ul>
        <li>
          {withParts(
            t(
              '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.',
            ),
            { suites: <Link to={PATHS.buySuite}>{t('{{brand}} cockpit suites', { brand: BRAND.name })}</Link> },
          )}
        </li>
        <li>
          {withParts(t('{{support}} that keep a suite up to date.'), {
            support: <Link to={PATHS.extendSupport}>{t('Support subscriptions')}</Link>,
          })}
        </li>
        <li>
          {withParts(
            t('{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.'),
            { trainer: <Link to={PATHS.buyTrainer}>FMS Trainer</Link> },
          )}
        </li>
      </ul>
      <h2>{t('Licence terms')}</h2>
      <ul>
        <li>{t('A suite licence is perpetual and for private, non-commercial home use.')}</li>
        <li>
          {t(
            'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.',
          )}
        </li>
        <li>{t('A suite licence is transferable to a new owner on request.')}</li>
        <li>
          {t(
            'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.',
          )}
        </li>
        <li>{t('All prices are in euro and exclude VAT.')}</li>
      </ul>
    </section>
  );
}
