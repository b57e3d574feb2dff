import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { PATHS } from '@contract/routes';
import { endSessionOnServer, requireSignIn, type SessionUser } from '../../shared/session';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import { TextField } from '../../shared/ui/TextField';
import { deleteAccount, exportHref, sendDeleteCode } from './account-api';
import { AccountSummary, useSignOut } from './AccountSummary';
import { ChangePassword, FederatedPassword } from './ChangePassword';
import { problemOf } from './portal';
import './portal.css';
import { t } from './texts';

/** Requires sign-in: anonymous visitors go to sign in, then come back. */
export const loader = requireSignIn;
/** Change password. */
export { changePasswordAction as action } from './ChangePassword';

/**
 * `/account`, the one account page (`/my` redirects here, and sign-in lands here; ADR 488): where the buyer's things
 * are, change password, sign out here or everywhere, download my data, delete my account (GDPR Articles 15, 17 and
 * 20; ADR 292, 293).
 */
export function Component() {
  const user = useLoaderData() as SessionUser;
  const { signingOut, signOut } = useSignOut();
  return (
    <section className="page portal" aria-labelledby="account-title">
      <h1 id="account-title">{t('My account')}</h1>
      <AccountSummary
        email={user.email}
        links={[
          { to: PATHS.licenses, label: t('My licences') },
          { to: PATHS.subscriptions, label: t('My subscriptions') },
          { to: PATHS.orders, label: t('My orders and invoices') },
          { to: PATHS.myExtendSupport, label: t('Extend support') },
        ]}
      />
      {user.federated ? <FederatedPassword /> : <ChangePassword />}
      <Card as="section" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">{t('Sessions')}</h2>
        <p>{t('Signs you out on this and every other device, for example a shared flight-school computer.')}</p>
        <p className="portal-actions">
          <button type="button" className="button" disabled={signingOut} onClick={() => void signOut(false)}>
            {t('Sign out')}
          </button>
          <button type="button" className="button" disabled={signingOut} onClick={() => void signOut(true)}>
            {t('Sign out everywhere')}
          </button>
        </p>
      </Card>
      <Card as="section" aria-labelledby="data-heading">
        <h2 id="data-heading">{t('Your data')}</h2>
        <p>
          {t(
            'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.',
          )}
        </p>
        <a className="button" href={exportHref} download="skydeck-my-data.json">
          {t('Download my data')}
        </a>
      </Card>
      <DeleteAccount federated={user.federated === true} />
    </section>
  );
}

function DeleteAccount({ federated }: { federated: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [problem, setProblem] = useState<string>();
  const failed = (error: unknown) => {
    setBusy(false);
    setProblem(problemOf(error));
  };
  if (!open) {
    return (
      <Card as="section" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t('Delete my account')}</h2>
        <p>
          {t(
            'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.',
          )}
        </p>
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t('Delete my account…')}
        </button>
      </Card>
    );
  }
  const askForCode = () => {
    setBusy(true);
    setProblem(undefined);
    sendDeleteCode().then(() => {
      setBusy(false);
      setCodeSent(true);
    }, failed);
  };
  return (
    <Card as="section" aria-labelledby="delete-heading">
      <form
        className="portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setBusy(true);
          setProblem(undefined);
          deleteAccount(
            federated ? { code: String(form.get('code') ?? '') } : { password: String(form.get('password') ?? '') },
          ).then(() => void endSessionOnServer().finally(() => navigate(PATHS.accountDeleted)), failed);
        }}
      >
        <h2 id="delete-heading">{t('Delete my account')}</h2>
        <p>
          {t(
            'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.',
          )}
        </p>
        {federated ? (
          <>
            <p>{t('You sign in with Google or Apple: confirm with a code we mail to your address.')}</p>
            <p>
              <button type="button" className="button" onClick={askForCode} disabled={busy}>
                {codeSent ? t('Send a new code') : t('Send me a code')}
              </button>
            </p>
            {codeSent && (
              <TextField
                id="delete-code"
                name="code"
                label={t('The code from the mail')}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
            )}
          </>
        ) : (
          <TextField
            id="delete-password"
            name="password"
            label={t('Your password')}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
        {problem && (
          <Notice tone="error">
            <p>{problem}</p>
          </Notice>
        )}
        <div className="portal-actions">
          <button type="submit" className="button primary" disabled={busy || (federated && !codeSent)}>
            {t('Delete my account')}
          </button>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('Cancel')}
          </button>
        </div>
      </form>
    </Card>
  );
}
