import { NavLink, useNavigate } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import { endSessionOnServer, useSessionUser } from '../shared/session';

/**
 * `short` is what a phone shows, so that the bar keeps one line (a second line appearing after the lazy bar loads
 * would shift the page). The accessible name stays the full label and contains the short one.
 */
const SHOP_LINKS = [
  { to: PATHS.buySuite, label: 'Cockpit suite', short: 'Suite' },
  { to: PATHS.buyTrainer, label: 'FMS Trainer', short: 'Trainer' },
  { to: PATHS.extendSupport, label: 'Support', short: 'Support' },
];
const ANONYMOUS_LINKS = [{ to: PATHS.licenses, label: 'My licences', short: 'Licences' }];
const SIGNED_IN_LINKS = [
  { to: PATHS.licenses, label: 'My licences', short: 'Licences' },
  { to: PATHS.subscriptions, label: 'My subscriptions', short: 'Subscriptions' },
  { to: PATHS.orders, label: 'My orders', short: 'Orders' },
];

/**
 * The anonymous bar renders first everywhere (the prerendered HTML and the first client render agree); once the
 * session check answers, a signed-in person sees their account, licences, subscriptions and Sign out.
 */
export default function NavBar() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const links = [...SHOP_LINKS, ...(user ? SIGNED_IN_LINKS : ANONYMOUS_LINKS)];
  return (
    <header className="nav">
      <nav aria-label="Main">
        <NavLink to={PATHS.home} className="brand" end>
          {BRAND.name}
        </NavLink>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} aria-label={link.label}>
                <span className="nav-label">{link.label}</span>
                <span className="nav-label-short" aria-hidden="true">
                  {link.short}
                </span>
              </NavLink>
            </li>
          ))}
          {user && (
            <>
              <li>
                <NavLink to={PATHS.account} className="nav-account" data-testid="nav-account" title="My account">
                  {/* The visible text is the name: the e-mail on wide screens, "Account" on a phone. */}
                  <span className="nav-label">{user.email}</span>
                  <span className="nav-label-short">Account</span>
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className="nav-sign-out"
                  onClick={() => void endSessionOnServer().then(() => navigate(PATHS.home))}
                >
                  Sign out
                </button>
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}
