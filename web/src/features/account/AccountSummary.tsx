import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@contract/routes';
import { endSessionOnServer } from '../../shared/session';
import { Card } from '../../shared/ui/Card';
import { withParts } from '../../shared/i18n/i18n';
import { t } from './texts';

/** Who is signed in and where their things are: the head of `/my` and `/account`. */
export function AccountSummary({
  email,
  links,
}: {
  email: string;
  links: readonly { readonly to: string; readonly label: string }[];
}) {
  return (
    <Card>
      <p className="portal-signed-in">
        {withParts(t('Signed in as {{email}}'), { email: <strong data-testid="account-email">{email}</strong> })}
      </p>
      <nav aria-label={t('My account')}>
        <ul className="portal-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}

/**
 * Signing out from an account page: it ends whether the call succeeds or not (it gives up after 3
 * seconds), `everywhere` ends every device's session too, and the buyer lands on the home page.
 */
export function useSignOut(): { signingOut: boolean; signOut: (everywhere: boolean) => Promise<void> } {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async (everywhere: boolean) => {
    setSigningOut(true);
    await endSessionOnServer(everywhere);
    await navigate(PATHS.home);
  };
  return { signingOut, signOut };
}
