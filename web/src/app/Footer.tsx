import { Link, useRouteLoaderData } from 'react-router';
import { BRAND } from '@domain/brand';
import type { WebConfig } from '@contract/web-config';
import { FALLBACK_SUPPORT_URL } from '../shared/config';
import { LanguageSwitch } from '../shared/i18n/LanguageSwitch';
import { uiText } from '../shared/ui/texts';
import { PATHS } from '@contract/routes';
import { legalPagePath, type LegalPage } from '@contract/legal';

/** The footer's pages, in their order: a new page is one more entry (its label a key of the `ui` catalogue). */
const FOOTER_PAGES = [
  { to: PATHS.about, label: 'About' },
  { to: PATHS.winRequirements, label: 'Windows requirements' },
  { to: PATHS.iosRequirements, label: 'iPad requirements' },
] as const;

/** The legal pages every page links to, in their order. */
const LEGAL_LINKS = [
  { page: 'terms', label: 'Terms' },
  { page: 'privacy', label: 'Privacy notice' },
  { page: 'imprint', label: 'Imprint' },
  { page: 'withdrawal', label: 'Right of withdrawal' },
] as const satisfies readonly { page: LegalPage; label: string }[];

export default function Footer() {
  const config = useRouteLoaderData('root') as WebConfig | undefined;
  return (
    <footer className="footer">
      <ul className="footer-links">
        <li>© {BRAND.name}</li>
        {FOOTER_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{uiText(page.label)}</Link>
          </li>
        ))}
        <li>
          <a href={config?.supportUrl ?? FALLBACK_SUPPORT_URL}>{uiText('Contact support')}</a>
        </li>
      </ul>
      <ul className="footer-links">
        {LEGAL_LINKS.map((page) => (
          <li key={page.page}>
            <Link to={legalPagePath(page.page)}>{uiText(page.label)}</Link>
          </li>
        ))}
      </ul>
      <LanguageSwitch />
    </footer>
  );
}
