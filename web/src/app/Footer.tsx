import { Link, useRouteLoaderData } from 'react-router';
import { BRAND } from '@domain/brand';
import type { WebConfig } from '@contract/web-config';
import { FALLBACK_SUPPORT_URL } from '../shared/config';
import { PATHS } from '@contract/routes';
import { legalPagePath } from '@contract/legal';

export default function Footer() {
  const config = useRouteLoaderData('root') as WebConfig | undefined;
  return (
    <footer className="footer">
      <p>
        © {BRAND.name} · <Link to={PATHS.about}>About</Link> ·{' '}
        <Link to={PATHS.winRequirements}>Windows requirements</Link> ·{' '}
        <Link to={PATHS.iosRequirements}>iPad requirements</Link> ·{' '}
        <a href={config?.supportUrl ?? FALLBACK_SUPPORT_URL}>Contact support</a>
      </p>
      <p>
        <Link to={legalPagePath('terms')}>Terms</Link> · <Link to={legalPagePath('privacy')}>Privacy notice</Link> ·{' '}
        <Link to={legalPagePath('imprint')}>Imprint</Link> ·{' '}
        <Link to={legalPagePath('withdrawal')}>Right of withdrawal</Link>
      </p>
    </footer>
  );
}
