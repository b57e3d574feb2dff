import { useEffect, useMemo, useRef } from 'react';
import { Link, useLoaderData, useLocation, useRouteLoaderData } from 'react-router';
import {
  AIRCRAFT_TYPES,
  LICENCE_TYPES,
  parseAircraftType,
  PLATFORMS,
  SUBSCRIPTION_PERIODS,
  type AircraftType,
  type LicenceType,
  type Platform,
  type SubscriptionPeriod,
} from '@domain/aircraft';
import { findProduct, productImage } from '@domain/catalogue';
import { priceBasket } from '@domain/pricing';
import { trainerProductKey } from '@domain/product-keys';
import { PATHS } from '@contract/routes';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { formatEuro } from '../../shared/ui/format-euro';
import { ProductImage } from '../../shared/ui/ProductImage';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { DEFAULT_TRAINER_APPS, type TrainerAppLinks, type WebConfig } from '@contract/web-config';
import type { aircraftTypeLoader } from './aircraft-route';
import { trainerOrder } from './orders';
import {
  isPurchaseState,
  purchaseLink,
  TRAINER_DEFAULTS,
  trainerSearchParams,
  trainerSelection,
  type CompleteTrainerChoices,
  type TrainerSelection,
} from './trainer-purchase';
import { ContinueButton, PriceLine, StoreBadge, tryPrice } from './shop-ui';
import { t } from './texts';
import { useUrlSelection } from './use-url-selection';
import '../../shared/ui/card.css';
import './shop.css';
import { productTitle } from '../../shared/ui/product-title';
export { aircraftTypeLoader as loader } from './aircraft-route';

/** The descriptions of docs/product/pages.md, word for word in English (keys of the shop's catalogue). */
const LICENCE_DESCRIPTIONS = {
  Windows: {
    Classroom: 'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity',
    Personal: 'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day',
  },
  iOS: {
    Classroom: 'Use on iPad without restrictions',
    Personal: 'Personal use on iPad, at home or at work, maximum 4 hours per day',
  },
} as const satisfies Readonly<Record<Platform, Record<LicenceType, string>>>;

/** The names of the licence types and terms as the page shows them. */
const CHOICE_LABELS = {
  Personal: 'Personal',
  Classroom: 'Classroom',
  Monthly: 'Monthly',
  Annual: 'Annual',
} as const;

export function Component() {
  const { aircraftType: routeAircraftType } = useLoaderData<typeof aircraftTypeLoader>();
  const location = useLocation();
  const config = useRouteLoaderData('root') as WebConfig | undefined;
  const apps = config?.trainerApps ?? DEFAULT_TRAINER_APPS;
  const heading = useRef<HTMLHeadingElement>(null);

  // The route's aircraft is the page's default; the URL's search params hold what differs from the defaults.
  const defaults = { ...TRAINER_DEFAULTS, aircraftType: routeAircraftType ?? TRAINER_DEFAULTS.aircraftType };
  const [{ choices, quantity }, select] = useUrlSelection(
    (params) => trainerSelection(params, defaults),
    (next: TrainerSelection) => trainerSearchParams(next, defaults),
  );

  // Once per arrival through 'Purchase FMS Trainer' (a new location key), not on every re-render.
  const arrivedToConfigure = isPurchaseState(location.state);
  useEffect(() => {
    if (arrivedToConfigure) bringIntoView(heading.current);
  }, [location.key, arrivedToConfigure]);

  const priced = useMemo(() => tryPrice(() => trainerOrder(choices, quantity)), [choices, quantity]);
  const choose =
    <K extends keyof CompleteTrainerChoices>(key: K) =>
    (value: CompleteTrainerChoices[K]) =>
      select({ choices: { ...choices, [key]: value }, quantity });
  const { aircraftType, platform, licenceType, subscription } = choices;
  const app = apps.find((candidate) => parseAircraftType(candidate.aircraftType) === aircraftType);
  const purchase = purchaseLink(PATHS.buyTrainer, choices, quantity);

  return (
    <div className="page">
      <section className="app-tiles" aria-labelledby="trainer-apps-title">
        <p id="trainer-apps-title" className="section-title">
          {t('Download the FMS Trainer app')}
        </p>
        <ul className="tiles">
          {apps.map((tileApp, index) => (
            <AppTile key={`${tileApp.aircraftType}-${index}`} app={tileApp} />
          ))}
        </ul>
        <Link
          className="button primary"
          {...purchase}
          onClick={(event) => {
            // Already there: navigating again would only reload the same page.
            if (`${location.pathname}${location.search}` === purchase.to) {
              event.preventDefault();
              bringIntoView(heading.current);
            }
          }}
        >
          {t('Purchase FMS Trainer')}
        </Link>
      </section>

      <section className="configurator" aria-labelledby="trainer-title">
        <h1 id="trainer-title" ref={heading} tabIndex={-1}>
          {t('{{platform}} FMS Trainer user licence', { platform })}
        </h1>
        <div className="configurator-grid">
          <div className="configurator-choices">
            <ProductImage
              file={aircraftType && productImage({ family: 'fms-trainer', aircraftType, platform })}
              alt={
                aircraftType
                  ? t('{{platform}} FMS Trainer for {{aircraft}}', { platform, aircraft: aircraftType })
                  : t('{{platform}} FMS Trainer for your aircraft', { platform })
              }
            />
            <ChoiceGroup
              legend={t('Aircraft type')}
              choices={AIRCRAFT_TYPES.map((value) => ({ value, label: value }))}
              value={aircraftType}
              onChange={choose('aircraftType')}
            />
            <ChoiceGroup
              legend={t('Platform')}
              choices={PLATFORMS.map((value) => ({ value, label: value }))}
              value={platform}
              onChange={choose('platform')}
            />
            <ChoiceGroup
              legend={t('Licence type')}
              choices={LICENCE_TYPES.map((value) => ({ value, label: t(CHOICE_LABELS[value]) }))}
              value={licenceType}
              onChange={choose('licenceType')}
            />
            <p className="choice-description" data-testid="licence-description">
              {licenceType && t(LICENCE_DESCRIPTIONS[platform][licenceType])}
            </p>
            <ChoiceGroup
              legend={t('Subscription')}
              choices={SUBSCRIPTION_PERIODS.map((value) => ({ value, label: t(CHOICE_LABELS[value]) }))}
              value={subscription}
              onChange={choose('subscription')}
            />
          </div>

          <aside className="card summary" aria-label={t('Your licence')}>
            {priced?.order && (
              <>
                <p className="product-title">{productTitle(priced.order.basket.title)}</p>
                {app && aircraftType && (
                  <StoreBadge
                    store={platform === 'iOS' ? 'appStore' : 'microsoftStore'}
                    href={platform === 'iOS' ? app.appStoreUrl : app.microsoftStoreUrl}
                    product={t('FMS Trainer for {{aircraft}}', { aircraft: aircraftType })}
                  />
                )}
              </>
            )}
            <QuantityStepper
              label={t('Quantity')}
              value={quantity}
              onChange={(next) => select({ choices, quantity: next })}
            />
            <PriceLine
              priced={priced}
              period={subscription}
              prompt={t('Choose an aircraft type, licence type and subscription to see the price.')}
            />
            <ContinueButton priced={priced} />
            {licenceType === 'Personal' && aircraftType && (
              <VolumeDiscounts aircraftType={aircraftType} platform={platform} quantity={quantity} />
            )}
          </aside>
        </div>
      </section>
    </div>
  );
}

function bringIntoView(element: HTMLElement | null) {
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  element?.focus({ preventScroll: true });
}

function AppTile({ app }: { app: TrainerAppLinks }) {
  const aircraftType = parseAircraftType(app.aircraftType);
  const name = aircraftType ? t('FMS Trainer for {{aircraft}}', { aircraft: aircraftType }) : 'FMS Trainer';
  return (
    <li className="card tile">
      <ProductImage
        className="tile-image"
        file={productImage({ family: 'fms-trainer', aircraftType: aircraftType ?? 'none', platform: 'iOS' })}
        alt={aircraftType ? t('{{product}} on iPad', { product: name }) : 'FMS Trainer'}
      />
      <p className="tile-title">{name}</p>
      {aircraftType ? (
        <StoreBadge store="appStore" href={app.appStoreUrl} product={name} />
      ) : (
        <p className="tile-error">{t('Unknown aircraft type')}</p>
      )}
    </li>
  );
}

/** The volume tiers (docs/product/prices.md), read from the catalogue and priced by the pricing domain at each tier's threshold. */
function VolumeDiscounts({
  aircraftType,
  platform,
  quantity,
}: {
  aircraftType: AircraftType;
  platform: Platform;
  quantity: number;
}) {
  const slugs = Object.fromEntries(
    SUBSCRIPTION_PERIODS.map((subscription) => [
      subscription,
      trainerProductKey({ aircraftType, platform, licenceType: 'Personal', subscription }),
    ]),
  ) as Record<SubscriptionPeriod, string>;
  const thresholds = (findProduct(slugs.Annual)?.items ?? [])
    .flatMap((item) => (item.minimumQuantity === undefined ? [] : [item.minimumQuantity]))
    .sort((a, b) => a - b);
  return (
    <table className="volume-table">
      <caption>{t('Volume discounts per licence')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('Quantity')}</th>
          {SUBSCRIPTION_PERIODS.map((subscription) => (
            <th key={subscription} scope="col">
              {t(CHOICE_LABELS[subscription])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {thresholds.map((minimum, index) => {
          const next = thresholds[index + 1];
          const current = quantity >= minimum && (next === undefined || quantity < next);
          return (
            <tr
              key={minimum}
              className={current ? 'current-tier' : undefined}
              aria-current={current ? 'true' : undefined}
            >
              <th scope="row">
                {next === undefined
                  ? t('{{minimum}} or more', { minimum })
                  : t('{{minimum}} to {{maximum}}', { minimum, maximum: next - 1 })}
              </th>
              {SUBSCRIPTION_PERIODS.map((subscription) => (
                <td key={subscription}>{formatEuro(unitPrice(slugs[subscription], minimum))}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function unitPrice(slug: string, quantity: number): number {
  return priceBasket({ slug, quantity }).items[0]?.amount ?? 0;
}
