import { Link } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import '../../shared/ui/card.css';
import { t } from './texts';
import './home.css';

const FAMILIES = [
  {
    to: PATHS.buySuite,
    image: `${BRAND.slug}-suite.svg`,
    title: '{{brand}} cockpit suite',
    text: 'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.',
  },
  {
    to: PATHS.buyTrainer,
    image: 'fms-trainer.svg',
    title: 'FMS Trainer',
    text: 'Monthly or annual trainer licences for Windows and iPad, personal or classroom.',
  },
  {
    to: PATHS.buySupportExtension,
    image: 'suite-nc-support-extension.svg',
    title: 'Support extension',
    text: 'Extend or restart the support subscription of your suite licence.',
  },
] as const;

export function Component() {
  return (
    <section className="page home">
      <h1>{t('Welcome to {{brand}} checkout.', { brand: BRAND.name })}</h1>
      <div className="home-families">
        {FAMILIES.map((family) => (
          <Link key={family.to} to={family.to} className="card family-card">
            {/* Decorative: the card's heading already names the product. */}
            <img src={`/images/${family.image}`} alt="" width={640} height={360} />
            <h2>{t(family.title, { brand: BRAND.name })}</h2>
            <p>{t(family.text)}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}
