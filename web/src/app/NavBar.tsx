import { NavLink } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from './routes';

const LINKS = [
  { to: PATHS.buySuite, label: 'Cockpit suite' },
  { to: PATHS.buyTrainer, label: 'FMS Trainer' },
  { to: PATHS.extendSupport, label: 'Support' },
  { to: PATHS.licenses, label: 'My licences' },
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
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
