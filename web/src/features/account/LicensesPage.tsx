import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { A320_CONFIGURATION_LABEL, type A320Configuration } from '@domain/aircraft';
import { canBeTransferred, supportNeedsExtending } from '@contract/licence-rules';
import { PATHS } from '@contract/routes';
import { apiPost } from '../../shared/api';
import { requireSignIn } from '../../shared/session';
import { describeSupport, errorMessage, formatDate, RemoteView, useRemote, type IncomingTransfer, type Licence } from './portal';

/** Requires sign-in (SPEC.md §6): anonymous visitors go to sign in, then come back. */
export const loader = requireSignIn;

interface LicencesAnswer {
  readonly email: string;
  readonly licences: readonly Licence[];
  readonly incomingTransfers: readonly IncomingTransfer[];
}

/** `/licenses`: the signed-in buyer's licences with keys and support, and transfers offered to them. */
export function Component() {
  const [remote, reload] = useRemote<LicencesAnswer>('/api/licenses');
  return (
    <section className="page portal licences-page">
      <h1>My licences</h1>
      <RemoteView remote={remote}>
        {(answer) => (
          <>
            {answer.incomingTransfers.length > 0 && <IncomingTransfers transfers={answer.incomingTransfers} onChange={reload} />}
            {answer.licences.length === 0 ? (
              <div className="portal-empty">
                <p>You have no licences yet.</p>
                <p>
                  <Link to={PATHS.home}>Visit the shop</Link> to buy a cockpit suite or an FMS trainer.
                </p>
              </div>
            ) : (
              <ul className="portal-list" aria-label="Licences">
                {answer.licences.map((licence) => (
                  <LicenceCard key={licence.licenceId} licence={licence} onChange={reload} />
                ))}
              </ul>
            )}
          </>
        )}
      </RemoteView>
    </section>
  );
}

function LicenceCard({ licence, onChange }: { licence: Licence; onChange: () => Promise<unknown> }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(licence.licenceKey);
      setCopied(true);
    } catch {
      // Clipboard refused (permissions): the key stays selectable in the field.
      setCopied(false);
    }
  };
  const keyFieldId = `key-${licence.licenceId}`;
  return (
    <li className="portal-card" aria-label={`${licence.productTitle} (${licence.licenceId})`} data-licence-id={licence.licenceId}>
      <h2>{licence.productTitle}</h2>
      <dl className="portal-facts">
        <dt>Licence</dt>
        <dd>{licence.licenceId}</dd>
        {licence.aircraftType && (
          <>
            <dt>Aircraft</dt>
            <dd>{licence.aircraftType}</dd>
          </>
        )}
        {licence.configuration && (
          <>
            <dt>Configuration</dt>
            <dd>{A320_CONFIGURATION_LABEL[licence.configuration as A320Configuration] ?? licence.configuration}</dd>
          </>
        )}
        {licence.kind === 'suite' && (
          <>
            <dt>Add-ons</dt>
            <dd>{licence.addOns.length > 0 ? licence.addOns.map((addOn) => (addOn === 'hud' ? 'Head-up Display' : addOn)).join(', ') : 'none'}</dd>
          </>
        )}
        {licence.seatPeriod && (
          <>
            <dt>Seat period</dt>
            <dd>{licence.seatPeriod}</dd>
          </>
        )}
        <dt>Purchased</dt>
        <dd>{formatDate(licence.purchasedAt)}</dd>
        <dt>Status</dt>
        <dd className="support-status">{licence.status === 'revoked' ? 'Revoked (refunded)' : describeSupport(licence.support, licence.kind)}</dd>
      </dl>
      <label htmlFor={keyFieldId}>Licence key{licence.keyVersion > 1 ? ` (re-issued ${formatDate(licence.keyIssuedAt)})` : ''}</label>
      <div className="licence-key">
        <input id={keyFieldId} readOnly value={licence.licenceKey} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" onClick={copy}>
          Copy key
        </button>
        <span role="status" className="copy-note">
          {copied ? 'Copied' : ''}
        </span>
      </div>
      {supportNeedsExtending(licence) && (
        <p>
          <Link to={PATHS.myExtendSupport}>Extend support</Link>
        </p>
      )}
      {canBeTransferred(licence) && <Transfer licence={licence} onChange={onChange} />}
    </li>
  );
}

function Transfer({ licence, onChange }: { licence: Licence; onChange: () => Promise<unknown> }) {
  const [email, setEmail] = useState('');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await run();
      await onChange();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  if (licence.pendingTransfer) {
    return (
      <div className="transfer">
        <p className="transfer-pending">
          Transfer to {licence.pendingTransfer.toEmail} pending since {formatDate(licence.pendingTransfer.requestedAt)}.
        </p>
        {problem && <p role="alert">{problem}</p>}
        <button type="button" disabled={busy} onClick={() => act(() => apiPost(`/api/licenses/${encodeURIComponent(licence.licenceId)}/transfer/cancel`))}>
          Cancel transfer
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Transfer to a new owner…
      </button>
    );
  }
  const fieldId = `transfer-${licence.licenceId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(() => apiPost(`/api/licenses/${encodeURIComponent(licence.licenceId)}/transfer`, { email }));
  };
  return (
    <form className="transfer" onSubmit={submit}>
      <label htmlFor={fieldId}>New owner's e-mail address</label>
      <input id={fieldId} type="email" required autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} />
      <p className="note">The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.</p>
      {problem && <p role="alert">{problem}</p>}
      <button type="submit" disabled={busy}>
        Offer transfer
      </button>
      <button type="button" className="link-button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}

function IncomingTransfers({ transfers, onChange }: { transfers: readonly IncomingTransfer[]; onChange: () => Promise<unknown> }) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const accept = async (licenceId: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await apiPost(`/api/licenses/${encodeURIComponent(licenceId)}/transfer/accept`);
      await onChange();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="incoming-transfers" aria-labelledby="incoming-heading">
      <h2 id="incoming-heading">Licences offered to you</h2>
      {problem && <p role="alert">{problem}</p>}
      <ul className="portal-list">
        {transfers.map((transfer) => (
          <li key={transfer.licenceId} className="portal-card">
            <p>
              {transfer.productTitle} ({transfer.licenceId}) from {transfer.fromEmail}, offered {formatDate(transfer.requestedAt)}.
            </p>
            <button type="button" disabled={busy} onClick={() => accept(transfer.licenceId)}>
              Accept licence {transfer.licenceId}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
