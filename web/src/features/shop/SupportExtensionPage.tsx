import { PATHS } from '@contract/routes';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  AIRCRAFT_FAMILY,
  AIRCRAFT_TYPES,
  parseAircraftType,
  SUBSCRIPTION_PERIODS,
  type AircraftType,
  type SubscriptionPeriod,
} from '@domain/aircraft';
import { formatDate as formatDateIn } from '@contract/formats';
import { findProduct, productImage } from '@domain/catalogue';
import { priceBasket } from '@domain/pricing';
import { supportExtensionSlug } from '@domain/product-keys';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup';
import { formatEuro } from '../../shared/ui/format-euro';
import { ProductImage } from '../../shared/ui/ProductImage';
import { QuantityStepper } from '../../shared/ui/QuantityStepper';
import { MAX_SECONDARY_QUANTITY } from '../../../../lambdas/contract/quantity';
import { supportExtensionPlan } from '@domain/licences/support-extension';
import type { SupportStatus } from '@domain/licences/support-status';
import type { LicenceView } from '@contract/portal-views';
import { useSessionUser } from '../../shared/session';
import { checkLicenceKey, familyOf, type CheckedLicence } from './licence-key-check';
import { ownLicences, publicKey, supportByKey } from './support-extension-api';
import { supportExtensionOrder } from './orders';
import { ContinueButton, PriceBreakdown, PriceLine, pricePer, tryPrice } from './shop-ui';
import { t } from './texts';
import { currentLanguage, withParts } from '../../shared/i18n/i18n';
import '../../shared/ui/card.css';
import '../../shared/ui/text-field.css';
import './shop.css';
import { productTitle } from '../../shared/ui/product-title';

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
const SIGNED_IN_EXTENSION_PATH = PATHS.myExtendSupport;

/** The licence an extension is for, with its support now when the shop could say (ADR 312). */
type ChosenLicence = CheckedLicence & { readonly support?: SupportStatus };

const formatDate = (iso: string) => formatDateIn(iso, currentLanguage());

function supportSentence(support: SupportStatus): string {
  if (support.state === 'active')
    return support.autoRenewing
      ? t('Support runs until {{date}} and renews automatically.', { date: formatDate(support.activeUntil) })
      : t('Support runs until {{date}}.', { date: formatDate(support.activeUntil) });
  if (support.state === 'lapsed') return t('Support lapsed on {{date}}.', { date: formatDate(support.lapsedSince) });
  if (support.state === 'paused') return t('Support paused since {{date}}', { date: formatDate(support.pausedSince) });
  if (support.state === 'payment-due')
    return t('Support payment due: the renewal of {{date}} is not paid yet', { date: formatDate(support.paidUntil) });
  return t('No support is on record for this licence.');
}

export function Component() {
  const [aircraftType, setAircraftType] = useState<AircraftType | undefined>(undefined);
  const [term, setTerm] = useState<SubscriptionPeriod>('Annual');
  const [lapsedMonths, setLapsedMonths] = useState(0);
  const [licence, setLicence] = useState<ChosenLicence | undefined>(undefined);
  const user = useSessionUser();
  const familyMismatch =
    licence !== undefined && aircraftType !== undefined && familyOf(aircraftType) !== familyOf(licence.aircraftType);
  // Said before payment (ADR 312): where the extension starts and ends; support that renews is not sold again.
  const plan = licence?.support && supportExtensionPlan(licence.support, term, new Date());
  const priced = useMemo(() => {
    // An extension is sold only for a checked licence of the same aircraft family (checkout checks it again).
    // Nor while a subscription renews it, or would once resumed (ADR 416): checkout refuses both.
    if (!licence || familyMismatch || plan?.kind === 'covered' || plan?.kind === 'paused') return undefined;
    const result = tryPrice(() => supportExtensionOrder({ aircraftType, term, lapsedMonths }));
    if (!result?.order) return result;
    const checkoutPath = `${result.order.checkoutPath}?licenceId=${encodeURIComponent(licence.licenceId)}`;
    return { ...result, order: { ...result.order, checkoutPath } };
  }, [aircraftType, term, lapsedMonths, licence, familyMismatch, plan?.kind]);
  const shown = useMemo(
    () => tryPrice(() => supportExtensionOrder({ aircraftType, term, lapsedMonths })),
    [aircraftType, term, lapsedMonths],
  );
  // Support costs the same for every family; the prices shown before an aircraft is chosen are the A320's.
  const prices = extensionPrices(aircraftType ?? 'A322', term);

  return (
    <section className="page configurator" aria-labelledby="extension-title">
      <h1 id="extension-title">{t('Suite support extension')}</h1>
      <p className="lead">
        {t(
          'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.',
        )}
      </p>
      <div className="configurator-grid">
        <div className="configurator-choices">
          <ProductImage
            file={
              aircraftType
                ? productImage({ family: 'suite-nc-support-extension', aircraftType })
                : 'suite-nc-support-extension.svg'
            }
            alt={
              aircraftType
                ? t('{{family}} suite support', { family: AIRCRAFT_FAMILY[aircraftType] })
                : t('Suite support')
            }
          />
          <ChoiceGroup
            legend={t('Aircraft type')}
            choices={AIRCRAFT_TYPES.map((value) => ({ value, label: AIRCRAFT_FAMILY[value] }))}
            value={aircraftType}
            onChange={setAircraftType}
          />
          <ChoiceGroup
            legend={t('Term')}
            choices={[...SUBSCRIPTION_PERIODS].reverse().map((value) => ({
              value,
              label: t(value),
              hint: pricePer(extensionPrices(aircraftType ?? 'A322', value).support, value),
            }))}
            value={term}
            onChange={setTerm}
          />
          {user ? (
            <OwnLicencePicker
              chosen={licence}
              onChosen={(chosen, catchUpMonths) => {
                setLicence(chosen);
                setAircraftType(chosen.aircraftType);
                setLapsedMonths(catchUpMonths);
              }}
            />
          ) : (
            <LicenceKeyField
              licence={licence}
              onChecked={(checked, catchUpMonths) => {
                setLicence(checked);
                if (checked) setAircraftType(checked.aircraftType);
                setLapsedMonths(catchUpMonths);
              }}
            />
          )}
          {familyMismatch && (
            <p role="alert">
              {t('Your licence is for the {{family}} suite; choose {{family}} above.', {
                family: familyOf(licence.aircraftType),
              })}
            </p>
          )}
          <div>
            {licence ? (
              // The shop counts them from the licence's paid support: the same number checkout charges.
              <p data-testid="catch-up-months">
                {t('Lapsed months to catch up')}: {lapsedMonths}
              </p>
            ) : (
              <QuantityStepper
                label={t('Lapsed months to catch up')}
                value={lapsedMonths}
                onChange={setLapsedMonths}
                minimum={0}
                maximum={MAX_SECONDARY_QUANTITY}
              />
            )}
            <p className="field-hint">
              {prices.catchUpMonth !== undefined &&
                t('{{price}} per lapsed month, once.', { price: formatEuro(prices.catchUpMonth) })}
            </p>
          </div>
        </div>

        <aside className="card summary" aria-label={t('Your support extension')}>
          {shown?.order && <p className="product-title">{productTitle(shown.order.basket.title)}</p>}
          <PriceLine priced={shown} prompt={t('Choose an aircraft type to see the price.')} />
          {shown?.order && <PriceBreakdown basket={shown.order.basket} />}
          {plan?.kind === 'covered' && (
            <p className="extension-until" role="status">
              {t('Support for this licence renews automatically on {{date}}; there is nothing to extend.', {
                date: formatDate(plan.renewsAt),
              })}
            </p>
          )}
          {plan?.kind === 'extend' && !familyMismatch && (
            <p className="extension-until" data-testid="extension-until">
              {plan.continues
                ? t('Support will run from {{start}} until {{end}}.', {
                    start: formatDate(plan.startsAt),
                    end: formatDate(plan.endsAt),
                  })
                : t('Support will run until {{end}}.', { end: formatDate(plan.endsAt) })}
            </p>
          )}
          <p className="vat-note">
            {t('Support then renews at {{price}}; cancel at any time.', { price: pricePer(prices.support, term) })}
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
  licence: ChosenLicence | undefined;
  onChecked: (licence: ChosenLicence | undefined, catchUpMonths: number) => void;
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
      const { publicKeyPem } = await publicKey();
      const result = await checkLicenceKey(key, publicKeyPem);
      if (typeof result === 'string') {
        setProblem(result);
        onChecked(undefined, 0);
        return;
      }
      // The shop's word on its support and catch-up; without it, checkout still decides (and says the months).
      const known = await supportByKey(key).catch(() => undefined);
      onChecked({ ...result, ...(known ? { support: known.support } : {}) }, known?.catchUpMonths ?? 0);
    } catch {
      setProblem(t('The key could not be checked just now. Please try again.'));
      onChecked(undefined, 0);
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={check} aria-labelledby={`${fieldId}-legend`}>
      <p id={`${fieldId}-legend`}>{t('Your suite licence')}</p>
      <div className="text-field">
        <label htmlFor={fieldId}>{t('Licence key')}</label>
        <textarea
          id={fieldId}
          value={key}
          rows={3}
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={checking || key.trim() === ''}>
        {t('Check licence key')}
      </button>
      {problem && <p role="alert">{problem}</p>}
      {licence && !problem && (
        <p className="field-hint" role="status">
          {t('Licence {{id}}: {{family}} suite.', { id: licence.licenceId, family: familyOf(licence.aircraftType) })}
          {licence.support && ` ${supportSentence(licence.support)}`}
        </p>
      )}
      <p className="field-hint">
        {withParts(t('Or {{signIn}} to choose one of your licences.'), {
          signIn: <Link to={SIGNED_IN_EXTENSION_PATH}>{t('sign in')}</Link>,
        })}
      </p>
    </form>
  );
}

/** Signed in: the buyer's own suite licences to choose from, no key to paste. */
function OwnLicencePicker({
  chosen,
  onChosen,
}: {
  chosen: ChosenLicence | undefined;
  onChosen: (licence: ChosenLicence, catchUpMonths: number) => void;
}) {
  const [licences, setLicences] = useState<readonly LicenceView[] | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const name = useId();
  useEffect(() => {
    ownLicences().then(
      (all) => setLicences(all.filter((licence) => licence.kind === 'suite' && licence.status === 'active')),
      () => setProblem(t('Your licences could not be read just now. Please try again.')),
    );
  }, []);
  if (problem) return <p role="alert">{problem}</p>;
  if (!licences) return <p className="field-hint">{t('Reading your licences…')}</p>;
  if (licences.length === 0)
    return (
      <p>
        {t('No suite licence is bound to your address.')}{' '}
        <Link to={SIGNED_IN_EXTENSION_PATH}>{t('See your licences')}</Link>
      </p>
    );
  return (
    <fieldset className="licence-picker">
      <legend>{t('Your suite licence')}</legend>
      {licences.map((licence) => {
        const aircraftType = parseAircraftType(licence.aircraftType);
        if (!aircraftType) return null;
        return (
          <label key={licence.licenceId} className="licence-choice">
            <input
              type="radio"
              name={name}
              value={licence.licenceId}
              checked={chosen?.licenceId === licence.licenceId}
              onChange={() =>
                onChosen(
                  { licenceId: licence.licenceId, aircraftType, support: licence.support },
                  licence.catchUpMonths,
                )
              }
            />{' '}
            <span>
              {productTitle(licence.productTitle)} ({licence.licenceId})<br />
              <span className="field-hint">{supportSentence(licence.support)}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
