import { useMemo, useState } from 'react';
import { AIRCRAFT_FAMILY, AIRCRAFT_TYPES, SUBSCRIPTION_PERIODS, type AircraftType, type SubscriptionPeriod } from '@domain/aircraft';
import { findProduct, productImage } from '@domain/catalogue';
import { priceBasket } from '@domain/pricing';
import { supportExtensionSlug } from '@domain/product-keys';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { formatEuro } from '../../shared/ui/format-euro';
import { ProductImage } from '../../shared/ui/ProductImage';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { supportExtensionOrder } from './orders';
import { ContinueButton, PriceBreakdown, PriceLine, tryPrice } from './shop-ui';

const TERM_SUFFIX: Readonly<Record<SubscriptionPeriod, string>> = { Monthly: 'per month', Annual: 'per year' };

/** The recurring support price and the one-time catch-up price per lapsed month, both priced by the domain. */
function extensionPrices(aircraftType: AircraftType, term: SubscriptionPeriod) {
  const slug = supportExtensionSlug(aircraftType, term);
  const catchUpKey = findProduct(slug)?.items.find((item) => item.isSecondary)?.priceKey;
  const oneMonth = priceBasket({ slug, quantity: 1, secondaryQuantity: 1 });
  return {
    support: priceBasket({ slug, quantity: 1, secondaryQuantity: 0 }).total,
    catchUpMonth: oneMonth.items.find((item) => item.priceId === catchUpKey)?.amount,
  };
}

export function Component() {
  const [aircraftType, setAircraftType] = useState<AircraftType | undefined>(undefined);
  const [term, setTerm] = useState<SubscriptionPeriod>('Annual');
  const [lapsedMonths, setLapsedMonths] = useState(0);
  const priced = useMemo(
    () => tryPrice(() => supportExtensionOrder({ aircraftType, term, lapsedMonths })),
    [aircraftType, term, lapsedMonths],
  );
  // Support costs the same for every family; the prices shown before an aircraft is chosen are the A320's.
  const prices = extensionPrices(aircraftType ?? 'A322', term);

  return (
    <section className="page extension-page configurator" aria-labelledby="extension-title">
      <h1 id="extension-title">Suite support extension</h1>
      <p className="lead">
        Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months
        since it ended and you are back on the current release.
      </p>
      <div className="configurator-grid">
        <div className="configurator-choices">
          <ProductImage
            file={
              aircraftType
                ? productImage({ family: 'suite-nc-support-extension', aircraftType })
                : 'suite-nc-support-extension.svg'
            }
            alt={aircraftType ? `${AIRCRAFT_FAMILY[aircraftType]} suite support` : 'Suite support'}
          />
          <ChoiceGroup
            legend="Aircraft type"
            choices={AIRCRAFT_TYPES.map((value) => ({ value, label: AIRCRAFT_FAMILY[value] }))}
            value={aircraftType}
            onChange={setAircraftType}
          />
          <ChoiceGroup
            legend="Term"
            choices={[...SUBSCRIPTION_PERIODS].reverse().map((value) => ({
              value,
              label: value,
              hint: `${formatEuro(extensionPrices(aircraftType ?? 'A322', value).support)} ${TERM_SUFFIX[value]}`,
            }))}
            value={term}
            onChange={setTerm}
          />
          <div>
            <QuantityStepper label="Lapsed months to catch up" value={lapsedMonths} onChange={setLapsedMonths} minimum={0} />
            <p className="field-hint">
              {prices.catchUpMonth !== undefined && `${formatEuro(prices.catchUpMonth)} per lapsed month, once.`}
            </p>
          </div>
        </div>

        <aside className="summary" aria-label="Your support extension">
          {priced?.order && <p className="product-title">{priced.order.basket.title}</p>}
          <PriceLine priced={priced} suffix="" prompt="Choose an aircraft type to see the price." />
          {priced?.order && (
            <PriceBreakdown basket={priced.order.basket} />
          )}
          <p className="vat-note">
            Support then renews at {formatEuro(prices.support)} {TERM_SUFFIX[term]}; cancel at any time.
          </p>
          <ContinueButton priced={priced} />
        </aside>
      </div>
    </section>
  );
}
