import { NavLink } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';

/**
 * `short` is what a phone shows, so that the bar keeps one line (a second line appearing after the lazy bar loads
 * would shift the page). The accessible name stays the full label and contains the short one.
 */
const LINKS = [
  { to: PATHS.buySuite, label: 'Cockpit suite', short: 'Suite' },
  { to: PATHS.buyTrainer, label: 'FMS Trainer', short: 'Trainer' },
  { to: PATHS.extendSupport, label: 'Support', short: 'Support' },
  { to: PATHS.licenses, label: 'My licences', short: 'Licences' },
];

export default function NavBar() {
  return (
    <header className="nav">
      <nav aria-label="Main">
        <NavLink to={PATHS.home} className="brand" end>
          {BRAND.name}
        </NavLink>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} aria-label={link.label}>
                <span className="nav-label">{link.label}</span>
                <span className="nav-label-short" aria-hidden="true">
                  {link.short}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
