import { Link } from 'react-router';
import type { Platform } from '@domain/aircraft';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import { purchaseLink } from './trainer-purchase';
import '../../shared/ui/card.css';
import './shop.css';

interface Requirement {
  term: string;
  details: readonly string[];
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
      <h1 id="requirements-title">{platform} FMS Trainer system requirements</h1>
      <p className="lead">
        The minimum your device needs to run the {BRAND.name} {platform} FMS Trainer.
      </p>
      <dl className="card requirements">
        {requirements.map((requirement) => (
          <div key={requirement.term}>
            <dt>{requirement.term}</dt>
            {requirement.details.map((detail) => (
              <dd key={detail}>{detail}</dd>
            ))}
          </div>
        ))}
      </dl>
      <Link className="button primary" {...purchaseLink(PATHS.buyTrainer, { platform })}>
        Buy {BRAND.name} {platform} FMS Trainer
      </Link>
    </section>
  );
}
