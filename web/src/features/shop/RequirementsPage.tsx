import { Link } from 'react-router';
import type { Platform } from '@domain/aircraft';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import type { ShopText } from './texts';
import { purchaseLink } from './trainer-purchase';
import '../../shared/ui/card.css';
import { t } from './texts';
import './shop.css';

/** A requirement's term and details are keys of the shop's catalogue (model names stay as they are). */
export interface Requirement {
  term: ShopText;
  details: readonly ShopText[];
}

/** One layout for both platforms' minimums (docs/product/pages.md). */
export function RequirementsPage({
  platform,
  requirements,
}: {
  platform: Platform;
  requirements: readonly Requirement[];
}) {
  return (
    <section className="page prose" aria-labelledby="requirements-title">
      <h1 id="requirements-title">{t('{{platform}} FMS Trainer system requirements', { platform })}</h1>
      <p className="lead">
        {t('The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.', {
          brand: BRAND.name,
          platform,
        })}
      </p>
      <dl className="card requirements">
        {requirements.map((requirement) => (
          <div key={requirement.term}>
            <dt>{t(requirement.term)}</dt>
            {requirement.details.map((detail) => (
              <dd key={detail}>{t(detail)}</dd>
            ))}
          </div>
        ))}
      </dl>
      <Link className="button primary" {...purchaseLink(PATHS.buyTrainer, { platform })}>
        {t('Buy {{brand}} {{platform}} FMS Trainer', { brand: BRAND.name, platform })}
      </Link>
    </section>
  );
}
