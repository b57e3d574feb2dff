import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { aircraftLabel } from '@domain/aircraft';
import { ADD_ONS } from '@domain/catalogue';
import { canBeTransferred, supportNeedsExtending } from '@contract/licence-rules';
import { API } from '@contract/api-endpoints';
import { PATHS } from '@contract/routes';
import { withParts } from '../../shared/i18n/i18n';
import { Card } from '../../shared/ui/Card';
import { Loading } from '../../shared/ui/Loading';
import { Notice } from '../../shared/ui/Notice';
import { productTitle } from '../../shared/ui/product-title';
import { TextField } from '../../shared/ui/TextField';
import { groupLicences } from './LicencesView';
import { LicenceKey } from './LicenceKey';
import '../../shared/ui/facts.css';
import { ShowMoreButton, useMoreLicences } from './ShowMore';
import {
  describeSupport,
  formatDate,
  portalAction,
  portalLoader,
  usePortalAction,
  type IncomingTransfer,
  type Licence,
  portalIntentFields,
  seatCount,
} from './portal';
import { t } from './texts';

/**
 * Requires sign-in (docs/product/accounts.md); reads a page (`?cursor=`, the first without) through the shared API client (which
 * refreshes the session). "Show more" reads the later pages through this loader too.
 */
export const loader = portalLoader(API.licences, { paged: true });
/** Transfer offer, withdrawal and acceptance; the page's data is read again afterwards. */
export const action = portalAction;

/** `/licenses`: the signed-in buyer's licences with keys and support, and transfers offered to them. */
export function Component() {
  const answer = useLoaderData<typeof loader>();
  const more = useMoreLicences(answer);
  const groups = groupLicences(more.licences);
  return (
    <section className="page portal" aria-labelledby="licences-title">
      <h1 id="licences-title">{t('My licences')}</h1>
      <LicencesIntro />
      {answer.incomingTransfers.length > 0 && <IncomingTransfers transfers={answer.incomingTransfers} />}
      {more.licences.length === 0 ? (
        <Card>
          <p>{t('You have no licences yet.')}</p>
          <p>
            {withParts(t('{{shop}} to buy a cockpit suite or an FMS trainer.'), {
              shop: <Link to={PATHS.home}>{t('Visit the shop')}</Link>,
            })}
          </p>
        </Card>
      ) : (
        <ul className="portal-list" aria-label={t('Licences')}>
          {groups.map((group) =>
            group.kind === 'suite' ? (
              <SuiteCard key={group.licence.licenceId} licence={group.licence} />
            ) : (
              <SeatsCard key={group.key} seats={group.seats} />
            ),
          )}
        </ul>
      )}
      <ShowMoreButton more={more} />
      {more.loaders}
    </section>
  );
}

function SuiteCard({ licence }: { licence: Licence }) {
  const addOns = licence.addOns.map((slug: string) => ADD_ONS.find((addOn) => addOn.slug === slug)?.name ?? slug);
  const title = productTitle(licence.productTitle);
  return (
    <Card as="li" aria-label={`${title} (${licence.licenceId})`} data-licence-id={licence.licenceId}>
      <h2>{title}</h2>
      <dl className="facts">
        <dt>{t('Licence')}</dt>
        <dd>{licence.licenceId}</dd>
        {licence.aircraftType && (
          <>
            <dt>{t('Aircraft')}</dt>
            <dd>{aircraftLabel(licence.kind, licence.aircraftType)}</dd>
          </>
        )}
        {licence.configuration && (
          <>
            <dt>{t('Configuration')}</dt>
            <dd>{configurationLabel(licence.configuration)}</dd>
          </>
        )}
        <dt>{t('Add-ons')}</dt>
        <dd>{addOns.length > 0 ? addOns.join(', ') : t('none')}</dd>
        <PurchaseFacts licence={licence} />
      </dl>
      <LicenceKey
        revoked={licence.status === 'revoked'}
        licenceKey={licence.licenceKey}
        label={
          licence.keyVersion > 1
            ? t('Licence key (re-issued {{date}})', { date: formatDate(licence.keyIssuedAt) })
            : t('Licence key')
        }
      />
      {licence.supportRestart && (
        <p>
          {t(
            'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.',
          )}{' '}
          <Link to={`${PATHS.myExtendSupport}?licence=${encodeURIComponent(licence.licenceId)}`}>
            {t('Restart support')}
          </Link>
        </p>
      )}
      {supportNeedsExtending(licence) && !licence.supportRestart && (
        <p>
          <Link to={`${PATHS.myExtendSupport}?licence=${encodeURIComponent(licence.licenceId)}`}>
            {licence.supportPaidBy === 'previous-owner' && licence.support.state === 'active'
              ? t('Continue support from {{date}}', { date: formatDate(licence.support.activeUntil) })
              : t('Extend support')}
          </Link>
        </p>
      )}
      {canBeTransferred(licence) && <Transfer licence={licence} />}
    </Card>
  );
}

function SeatsCard({ seats }: { seats: readonly Licence[] }) {
  const [first] = seats;
  if (!first) return null;
  const aircraft = aircraftLabel(first.kind, first.aircraftType);
  const heading = t('{{product}}: {{seats}}', {
    product: productTitle(first.productTitle),
    seats: seatCount(seats.length),
  });
  return (
    <Card as="li" aria-label={heading}>
      <h2>{heading}</h2>
      <dl className="facts">
        {aircraft && (
          <>
            <dt>{t('Aircraft')}</dt>
            <dd>{aircraft}</dd>
          </>
        )}
        {first.seatPeriod && (
          <>
            <dt>{t('Billed')}</dt>
            <dd>{first.seatPeriod === 'Monthly' ? t('Monthly') : t('Annual')}</dd>
          </>
        )}
        <PurchaseFacts licence={first} />
      </dl>
      <ol className="seat-list" aria-label={t('Seats')}>
        {seats.map((seat, index) => (
          <li key={seat.licenceId} data-licence-id={seat.licenceId}>
            <LicenceKey
              revoked={seat.status === 'revoked'}
              licenceKey={seat.licenceKey}
              label={t('Seat {{number}} key ({{licence}})', { number: index + 1, licence: seat.licenceId })}
            />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** When it was bought and where its support (or a seat's subscription) stands: the same on every card. */
function PurchaseFacts({ licence }: { licence: Licence }) {
  return (
    <>
      <dt>{t('Purchased')}</dt>
      <dd>{formatDate(licence.purchasedAt)}</dd>
      <dt>{t('Status')}</dt>
      <dd className="support-status" data-testid="support-status">
        {licence.status === 'revoked'
          ? t('Revoked (refunded)')
          : describeSupport(licence.support, licence.kind, licence.supportPaidBy)}
      </dd>
    </>
  );
}

function Transfer({ licence }: { licence: Licence }) {
  const [open, setOpen] = useState(false);
  const { fetcher, busy, problem, fieldProblems } = usePortalAction();
  if (licence.pendingTransfer) {
    return (
      <fetcher.Form method="post" className="transfer">
        <p className="transfer-pending">
          {t('Transfer to {{email}} pending since {{date}}.', {
            email: licence.pendingTransfer.toEmail,
            date: formatDate(licence.pendingTransfer.requestedAt),
          })}
        </p>
        {problem && (
          <Notice tone="error">
            <p>{problem}</p>
          </Notice>
        )}
        {portalIntentFields('cancel-transfer', licence.licenceId)}
        <button type="submit" className="button" disabled={busy}>
          {t('Cancel transfer')}
        </button>
      </fetcher.Form>
    );
  }
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t('Transfer to a new owner…')}
      </button>
    );
  }
  return (
    <fetcher.Form method="post" className="transfer">
      {portalIntentFields('offer-transfer', licence.licenceId)}
      <TextField
        id={`transfer-${licence.licenceId}`}
        name="email"
        label={t("New owner's e-mail address")}
        type="email"
        required
        autoComplete="off"
        hint={t(
          'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.',
        )}
        error={fieldProblems.email}
      />
      {problem && !fieldProblems.email && (
        <Notice tone="error">
          <p>{problem}</p>
        </Notice>
      )}
      <div className="portal-actions">
        <button type="submit" className="button primary" disabled={busy}>
          {t('Offer transfer')}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </button>
      </div>
    </fetcher.Form>
  );
}

function IncomingTransfers({ transfers }: { transfers: readonly IncomingTransfer[] }) {
  return (
    <section aria-labelledby="incoming-heading">
      <h2 id="incoming-heading">{t('Licences offered to you')}</h2>
      <ul className="portal-list">
        {transfers.map((transfer) => (
          <IncomingTransferCard key={transfer.licenceId} transfer={transfer} />
        ))}
      </ul>
    </section>
  );
}

function IncomingTransferCard({ transfer }: { transfer: IncomingTransfer }) {
  const { fetcher, busy, problem } = usePortalAction();
  return (
    <Card as="li">
      <p>
        {t('{{product}} ({{licence}}) from {{email}}, offered {{date}}.', {
          product: productTitle(transfer.productTitle),
          licence: transfer.licenceId,
          email: transfer.fromEmail,
          date: formatDate(transfer.requestedAt),
        })}
      </p>
      {problem && (
        <Notice tone="error">
          <p>{problem}</p>
        </Notice>
      )}
      <fetcher.Form method="post">
        {portalIntentFields('accept-transfer', transfer.licenceId)}
        <button type="submit" className="button primary" disabled={busy}>
          {t('Accept licence {{licence}}', { licence: transfer.licenceId })}
        </button>
      </fetcher.Form>
    </Card>
  );
}

/**
 * What the page's shell document paints before any script (ADR 350): its heading while the list is read; inert and
 * hidden from assistive technology, as the checkout's.
 */
export function Placeholder() {
  return (
    <section aria-hidden="true" inert className="page portal" aria-labelledby="licences-title">
      <h1 id="licences-title">{t('My licences')}</h1>
      <LicencesIntro />
      <Loading />
    </section>
  );
}

/**
 * What the page is for, in the shell document as on the page: the largest text of the first screen is there before
 * any script (ADR 350), and the keys that follow are folded to a few lines.
 */
function LicencesIntro() {
  return (
    <p>
      {t(
        "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.",
      )}
    </p>
  );
}

function configurationLabel(configuration: string): string {
  if (configuration === 'neoandceo') return t('neo and ceo');
  if (configuration === 'ceoonly') return t('ceo only');
  return configuration;
}
