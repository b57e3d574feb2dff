import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  AIRCRAFT_FAMILY,
  AIRCRAFT_TYPES,
  SUBSCRIPTION_PERIODS,
  type AircraftType,
  type SubscriptionPeriod,
} from '@domain/aircraft';
import { subscriptionPeriodLabel } from '@contract/billing-interval';
import { findProduct, productImage } from '@domain/catalogue';
import { priceBasket } from '@domain/pricing';
import { supportExtensionSlug } from '@domain/product-keys';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { formatEuro } from '../../shared/ui/format-euro';
import { ProductImage } from '../../shared/ui/ProductImage';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { MAX_SECONDARY_QUANTITY } from '../../../../lambdas/contract/quantity';
import { apiGet } from '../../shared/api';
import { checkLicenceKey, familyOf, type CheckedLicence } from './licence-key-check';
import { supportExtensionOrder } from './orders';
import { ContinueButton, PriceBreakdown, PriceLine, tryPrice } from './shop-ui';
import '../../shared/ui/card.css';
import './shop.css';

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

/** Where a signed-in buyer picks one of their licences (the portal's extension page). */
const SIGNED_IN_EXTENSION_PATH = '/my-extend-support-subscription';

export function Component() {
  const [aircraftType, setAircraftType] = useState<AircraftType | undefined>(undefined);
  const [term, setTerm] = useState<SubscriptionPeriod>('Annual');
  const [lapsedMonths, setLapsedMonths] = useState(0);
  const [licence, setLicence] = useState<CheckedLicence | undefined>(undefined);
  const familyMismatch =
    licence !== undefined && aircraftType !== undefined && familyOf(aircraftType) !== familyOf(licence.aircraftType);
  const priced = useMemo(() => {
    // An extension is sold only for a checked licence of the same aircraft family (checkout checks it again).
    if (!licence || familyMismatch) return undefined;
    const result = tryPrice(() => supportExtensionOrder({ aircraftType, term, lapsedMonths }));
    if (!result?.order) return result;
    const checkoutPath = `${result.order.checkoutPath}?licenceId=${encodeURIComponent(licence.licenceId)}`;
    return { ...result, order: { ...result.order, checkoutPath } };
  }, [aircraftType, term, lapsedMonths, licence, familyMismatch]);
  const shown = useMemo(
    () => tryPrice(() => supportExtensionOrder({ aircraftType, term, lapsedMonths })),
    [aircraftType, term, lapsedMonths],
  );
  // Support costs the same for every family; the prices shown before an aircraft is chosen are the A320's.
  const prices = extensionPrices(aircraftType ?? 'A322', term);

  return (
    <section className="page configurator" aria-labelledby="extension-title">
      <h1 id="extension-title">Suite support extension</h1>
      <p className="lead">
        Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since
        it ended and you are back on the current release.
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
              hint: `${formatEuro(extensionPrices(aircraftType ?? 'A322', value).support)} ${subscriptionPeriodLabel(value)}`,
            }))}
            value={term}
            onChange={setTerm}
          />
          <LicenceKeyField
            licence={licence}
            onChecked={(checked) => {
              setLicence(checked);
              if (checked) setAircraftType(checked.aircraftType);
            }}
          />
          {familyMismatch && (
            <p role="alert">
              Your licence is for the {familyOf(licence.aircraftType)} suite; choose {familyOf(licence.aircraftType)}{' '}
              above.
            </p>
          )}
          <div>
            <QuantityStepper
              label="Lapsed months to catch up"
              value={lapsedMonths}
              onChange={setLapsedMonths}
              minimum={0}
              maximum={MAX_SECONDARY_QUANTITY}
            />
            <p className="field-hint">
              {prices.catchUpMonth !== undefined && `${formatEuro(prices.catchUpMonth)} per lapsed month, once.`}
            </p>
          </div>
        </div>

        <aside className="card summary" aria-label="Your support extension">
          {shown?.order && <p className="product-title">{shown.order.basket.title}</p>}
          <PriceLine priced={shown} suffix="" prompt="Choose an aircraft type to see the price." />
          {shown?.order && <PriceBreakdown basket={shown.order.basket} />}
          <p className="vat-note">
            Support then renews at {formatEuro(prices.support)} {subscriptionPeriodLabel(term)}; cancel at any time.
          </p>
          <ContinueButton priced={priced} />
        </aside>
      </div>
    </section>
  );
}

/**
 * The licence whose support is extended: its key, checked offline against the shop's public key (as the simulator
 * does), or sign-in to choose one of your licences.
 */
function LicenceKeyField({
  licence,
  onChecked,
}: {
  licence: CheckedLicence | undefined;
  onChecked: (licence: CheckedLicence | undefined) => void;
}) {
  const fieldId = useId();
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [checking, setChecking] = useState(false);

  async function check(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setProblem(undefined);
    try {
      const { publicKeyPem } = await apiGet<{ publicKeyPem: string }>('/api/licence-keys/public-key');
      const result = await checkLicenceKey(key, publicKeyPem);
      if (typeof result === 'string') setProblem(result);
      onChecked(typeof result === 'string' ? undefined : result);
    } catch {
      setProblem('The key could not be checked just now. Please try again.');
      onChecked(undefined);
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={check} aria-labelledby={`${fieldId}-legend`}>
      <p id={`${fieldId}-legend`}>Your suite licence</p>
      <label htmlFor={fieldId}>Licence key</label>
      <textarea id={fieldId} value={key} rows={3} spellCheck={false} onChange={(event) => setKey(event.target.value)} />
      <button type="submit" className="button" disabled={checking || key.trim() === ''}>
        Check licence key
      </button>
      {problem && <p role="alert">{problem}</p>}
      {licence && !problem && (
        <p className="field-hint" role="status">
          Licence {licence.licenceId}: {familyOf(licence.aircraftType)} suite.
        </p>
      )}
      <p className="field-hint">
        Or <Link to={SIGNED_IN_EXTENSION_PATH}>sign in</Link> to choose one of your licences.
      </p>
    </form>
  );
}
