import { useRef } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import { endSessionOnServer, useSessionUser } from '../shared/session';
import { uiText } from '../shared/ui/texts';

/**
 * `short` is what a phone shows, so that the bar keeps one line (a second line appearing after the lazy bar loads
 * would shift the page). The accessible name stays the full label and contains the short one.
 */
const SHOP_LINKS = [
  { to: PATHS.buySuite, label: 'Cockpit suite', short: 'Suite' },
  { to: PATHS.buyTrainer, label: 'FMS Trainer', short: 'Trainer' },
  { to: PATHS.extendSupport, label: 'Support', short: 'Support' },
] as const;
/** Signed in, a phone shows every other link in the account menu (ADR 314). */
const SHOP_PATHS = new Set<string>(SHOP_LINKS.map((link) => link.to));
const ANONYMOUS_LINKS = [{ to: PATHS.licenses, label: 'My licences', short: 'Licences' }] as const;
const SIGNED_IN_LINKS = [
  { to: PATHS.licenses, label: 'My licences', short: 'Licences' },
  { to: PATHS.subscriptions, label: 'My subscriptions', short: 'Subscriptions' },
  { to: PATHS.orders, label: 'My orders', short: 'Orders' },
] as const;

/**
 * The anonymous bar renders first everywhere (the prerendered HTML and the first client render agree); once the
 * session check answers, a signed-in person sees their account, licences, subscriptions and Sign out.
 */
export default function NavBar() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const links = [...SHOP_LINKS, ...(user ? SIGNED_IN_LINKS : ANONYMOUS_LINKS)];
  const signOut = () => void endSessionOnServer().then(() => navigate(PATHS.home));
  return (
    <header className="nav">
      <nav aria-label={uiText('Main')}>
        <NavLink to={PATHS.home} className="brand" end>
          {BRAND.name}
        </NavLink>
        <ul>
          {links.map((link) => {
            const [label, short] = [uiText(link.label), uiText(link.short)];
            // The full label names the link on a phone too where it contains the short one word for word (what a
            // voice-control user says must be in the name); elsewhere each width's own label is the name.
            const fullNameFits = containsWords(label, short);
            return (
              <li key={link.to} className={user && !SHOP_PATHS.has(link.to) ? 'nav-wide' : undefined}>
                <NavLink to={link.to} aria-label={fullNameFits ? label : undefined}>
                  <span className="nav-label">{label}</span>
                  <span className="nav-label-short" aria-hidden={fullNameFits ? 'true' : undefined}>
                    {short}
                  </span>
                </NavLink>
              </li>
            );
          })}
          {user && (
            <>
              <li className="nav-wide">
                <NavLink
                  to={PATHS.account}
                  className="nav-account"
                  data-testid="nav-account"
                  title={uiText('My account')}
                >
                  <span className="nav-label">{user.email}</span>
                </NavLink>
              </li>
              <li className="nav-wide">
                <button type="button" className="nav-sign-out" onClick={signOut}>
                  {uiText('Sign out')}
                </button>
              </li>
              <li className="nav-phone">
                <AccountMenu email={user.email} onSignOut={signOut} />
              </li>
            </>
          )}
        </ul>
      </nav>
    </header>
  );
}

function containsWords(text: string, part: string): boolean {
  const words = (value: string) =>
    value
      .toLowerCase()
      .split(/[\s\-–]+/)
      .filter(Boolean);
  const whole = words(text).join(' ');
  return ` ${whole} `.includes(` ${words(part).join(' ')} `);
}

/**
 * A phone's account menu (ADR 314): the signed-in links, the account and Sign out in one disclosure where the
 * anonymous bar shows "Licences", so the bar keeps one line at 390 px however many account links there are. It
 * opens over the page, never pushing it down, and closes when a link in it is followed.
 */
function AccountMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute('open');
  return (
    <details className="nav-menu" ref={menu}>
      <summary>{uiText('Account')}</summary>
      <ul className="nav-menu-list">
        <li className="nav-menu-email">{email}</li>
        {SIGNED_IN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} onClick={close}>
              {uiText(link.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink to={PATHS.account} onClick={close}>
            {uiText('My account')}
          </NavLink>
        </li>
        <li>
          <button
            type="button"
            className="nav-sign-out"
            onClick={() => {
              close();
              onSignOut();
            }}
          >
            {uiText('Sign out')}
          </button>
        </li>
      </ul>
    </details>
  );
}
