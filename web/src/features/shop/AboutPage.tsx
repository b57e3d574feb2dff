import { Link } from 'react-router';
import { BRAND } from '@domain/brand';
import { PATHS } from '@contract/routes';
import './shop.css';

export function Component() {
  return (
    <section className="page prose" aria-labelledby="about-title">
      <h1 id="about-title">About {BRAND.name}</h1>
      <p className="lead">{BRAND.name} makes flight-simulator software for home cockpits and for pilots in training.</p>
      <h2>What we sell</h2>
      <ul>
        <li>
          <Link to={PATHS.buySuite}>{BRAND.name} cockpit suites</Link> for the A320 family, the 737 and the 737 MAX 8,
          with add-ons such as the Head-up Display for the 737.
        </li>
        <li>
          <Link to={PATHS.extendSupport}>Support subscriptions</Link> that keep a suite up to date.
        </li>
        <li>
          <Link to={PATHS.buyTrainer}>FMS Trainer</Link> licences for Windows PC or tablet and for iPad, monthly or
          annual, personal or classroom.
        </li>
      </ul>
      <h2>Licence terms</h2>
      <ul>
        <li>A suite licence is perpetual and for private, non-commercial home use.</li>
        <li>
          It comes bundled with support: one year of Bronze support is included, then support renews automatically each
          year and can be cancelled at any time.
        </li>
        <li>A suite licence is transferable to a new owner on request.</li>
        <li>
          Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day;
          classroom licences have no such restriction.
        </li>
        <li>All prices are in euro and exclude VAT.</li>
      </ul>
    </section>
  );
}
