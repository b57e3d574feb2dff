import { BILLING_INTERVAL_LABEL } from '@contract/billing-interval';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { A320_CONFIGURATION_LABEL, A320_CONFIGURATIONS, AIRCRAFT_FAMILY, AIRCRAFT_TYPES } from '@domain/aircraft';
import { BRAND } from '@domain/brand';
import { addOnsFor, productImage } from '@domain/catalogue';
import { priceBasket } from '@domain/pricing';
import { ChoiceGroup, MultiChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { formatEuro } from '../../shared/ui/format-euro';
import { ProductImage } from '../../shared/ui/ProductImage';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import type { aircraftTypeLoader } from './aircraft-route';
import { annualSupportPrice, suiteOrder, type SuiteChoices } from './orders';
import { ContinueButton, PriceBreakdown, PriceLine, tryPrice } from './shop-ui';
import { suiteSearchParams, suiteSelection, suiteSlug, withProduct, type SuiteSelection } from './suite-selection';
import { useUrlSelection } from './use-url-selection';
import '../../shared/ui/card.css';
import './shop.css';
export { aircraftTypeLoader as loader } from './aircraft-route';

export function Component() {
  const { aircraftType: routeAircraftType } = useLoaderData<typeof aircraftTypeLoader>();
  const [{ choices, quantity }, select] = useUrlSelection(
    (params) => suiteSelection(params, routeAircraftType),
    (next: SuiteSelection) => suiteSearchParams(next, routeAircraftType),
  );
  const setChoices = (next: SuiteChoices) => select({ choices: next, quantity });

  const { aircraftType, configuration, addOns } = choices;
  const slug = suiteSlug(aircraftType, configuration);
  const availableAddOns = slug ? addOnsFor(slug) : [];
  const priced = useMemo(() => tryPrice(() => suiteOrder(choices, quantity)), [choices, quantity]);
  const family = aircraftType && AIRCRAFT_FAMILY[aircraftType];

  return (
    <section className="page configurator" aria-labelledby="suite-title">
      <h1 id="suite-title">{BRAND.name} suite user licence for private home use</h1>
      <p className="lead">
        A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.
      </p>
      <div className="configurator-grid">
        <div className="configurator-choices">
          <ProductImage
            file={aircraftType ? productImage({ family: 'suite', aircraftType }) : `${BRAND.slug}-suite.svg`}
            alt={family ? `${BRAND.name} ${family} suite` : `${BRAND.name} cockpit suite`}
          />
          <ChoiceGroup
            legend="Aircraft type"
            choices={AIRCRAFT_TYPES.map((value) => ({ value, label: AIRCRAFT_FAMILY[value] }))}
            value={aircraftType}
            onChange={(value) => setChoices(withProduct(value, configuration))}
          />
          {aircraftType === 'A322' && (
            <ChoiceGroup
              legend="Configuration"
              choices={A320_CONFIGURATIONS.map((value) => ({ value, label: A320_CONFIGURATION_LABEL[value] }))}
              value={configuration}
              onChange={(value) => setChoices(withProduct(aircraftType, value))}
            />
          )}
          {availableAddOns.length > 0 && (
            <MultiChoiceGroup
              legend="Add-ons"
              choices={availableAddOns.map((addOn) => ({
                value: addOn.slug,
                label: addOn.title,
                hint: `+ ${formatEuro(priceBasket({ slug: addOn.slug, quantity: 1 }).total)} per licence`,
              }))}
              values={addOns}
              onChange={(values) => setChoices({ ...choices, addOns: values })}
            />
          )}
          <div className="fixed-choice">
            <p className="fixed-choice-label">Term</p>
            <p>
              Annual — one year of Bronze support is included, then it renews at{' '}
              {formatEuro(annualSupportPrice(aircraftType))} {BILLING_INTERVAL_LABEL.year}.
            </p>
          </div>
        </div>

        <aside className="card summary" aria-label="Your licence">
          {priced?.order && <p className="product-title">{priced.order.basket.title}</p>}
          <QuantityStepper label="Quantity" value={quantity} onChange={(next) => select({ choices, quantity: next })} />
          <PriceLine
            priced={priced}
            suffix=""
            prompt={
              aircraftType === undefined
                ? 'Choose an aircraft type to see the price.'
                : 'Choose a configuration to see the price.'
            }
          />
          {priced?.order && <PriceBreakdown basket={priced.order.basket} />}
          <ContinueButton priced={priced} />
        </aside>
      </div>
    </section>
  );
}
