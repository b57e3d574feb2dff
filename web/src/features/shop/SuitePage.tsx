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
import { ContinueButton, PriceBreakdown, PriceLine, pricePer, tryPrice } from './shop-ui';
import { t } from './texts';
import { suiteSearchParams, suiteSelection, suiteSlug, withProduct, type SuiteSelection } from './suite-selection';
import { useUrlSelection } from './use-url-selection';
import '../../shared/ui/card.css';
import './shop.css';
import { productTitle } from '../../shared/ui/product-title';
export { aircraftTypeLoader as loader } from './aircraft-route';

/** The A320 configurations as the page names them. */
const CONFIGURATION_LABELS = {
  neoandceo: 'neo and ceo',
  ceoonly: 'ceo only',
} as const satisfies Readonly<Record<keyof typeof A320_CONFIGURATION_LABEL, string>>;

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
      <h1 id="suite-title">{t('{{brand}} suite user licence for private home use', { brand: BRAND.name })}</h1>
      <p className="lead">
        {t(
          'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.',
        )}
      </p>
      <div className="configurator-grid">
        <div className="configurator-choices">
          <ProductImage
            file={aircraftType ? productImage({ family: 'suite', aircraftType }) : `${BRAND.slug}-suite.svg`}
            alt={
              family
                ? t('{{brand}} {{family}} suite', { brand: BRAND.name, family })
                : t('{{brand}} cockpit suite', { brand: BRAND.name })
            }
          />
          <ChoiceGroup
            legend={t('Aircraft type')}
            choices={AIRCRAFT_TYPES.map((value) => ({ value, label: AIRCRAFT_FAMILY[value] }))}
            value={aircraftType}
            onChange={(value) => setChoices(withProduct(value, configuration))}
          />
          {aircraftType === 'A322' && (
            <ChoiceGroup
              legend={t('Configuration')}
              choices={A320_CONFIGURATIONS.map((value) => ({ value, label: t(CONFIGURATION_LABELS[value]) }))}
              value={configuration}
              onChange={(value) => setChoices(withProduct(aircraftType, value))}
            />
          )}
          {availableAddOns.length > 0 && (
            <MultiChoiceGroup
              legend={t('Add-ons')}
              choices={availableAddOns.map((addOn) => ({
                value: addOn.slug,
                label: addOn.title,
                hint: t('+ {{price}} per licence', {
                  price: formatEuro(priceBasket({ slug: addOn.slug, quantity: 1 }).total),
                }),
              }))}
              values={addOns}
              onChange={(values) => setChoices({ ...choices, addOns: values })}
            />
          )}
          <div className="fixed-choice">
            <p className="fixed-choice-label">{t('Term')}</p>
            <p>
              {t('Annual — one year of Bronze support is included, then it renews at {{price}}.', {
                price: pricePer(annualSupportPrice(aircraftType), 'Annual'),
              })}
            </p>
          </div>
        </div>

        <aside className="card summary" aria-label={t('Your licence')}>
          {priced?.order && <p className="product-title">{productTitle(priced.order.basket.title)}</p>}
          <QuantityStepper
            label={t('Quantity')}
            value={quantity}
            onChange={(next) => select({ choices, quantity: next })}
          />
          <PriceLine
            priced={priced}
            prompt={
              aircraftType === undefined
                ? t('Choose an aircraft type to see the price.')
                : t('Choose a configuration to see the price.')
            }
          />
          {priced?.order && <PriceBreakdown basket={priced.order.basket} />}
          <ContinueButton priced={priced} />
        </aside>
      </div>
    </section>
  );
}
