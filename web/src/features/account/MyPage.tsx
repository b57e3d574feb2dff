import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { passwordErrors } from '@domain/auth/validation';
import { PATHS } from '@contract/routes';
import { apiPost } from '../../shared/api';
import { endSessionOnServer, requireSignIn, type SessionUser } from '../../shared/session';
import { errorMessage } from './portal';

/** Requires sign-in (SPEC.md §6): anonymous visitors go to sign in, then come back. */
export const loader = requireSignIn;

/** `/my`: the account index — who is signed in, where their things are, change password, sign out. */
export function Component() {
  const user = useLoaderData() as SessionUser;
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // Sign-out ends whether the call succeeds or not (SPEC.md §4: it gives up after 3 seconds); everywhere ends the
  // sessions of every device too.
  const signOut = async (everywhere: boolean) => {
    setSigningOut(true);
    await endSessionOnServer(everywhere);
    navigate(PATHS.home);
  };
  return (
    <section className="page portal my-page">
      <h1>My account</h1>
      <p>
        Signed in as <strong data-testid="account-email">{user.email}</strong>
      </p>
      <nav aria-label="My account">
        <ul className="portal-links">
          <li>
            <Link to={PATHS.licenses}>My licences</Link>
          </li>
          <li>
            <Link to={PATHS.subscriptions}>My subscriptions</Link>
          </li>
          <li>
            <Link to={PATHS.myExtendSupport}>Extend support</Link>
          </li>
        </ul>
      </nav>
      <ChangePassword />
      <p>
        <button type="button" onClick={() => void signOut(false)} disabled={signingOut}>
          Sign out
        </button>{' '}
        <button type="button" onClick={() => void signOut(true)} disabled={signingOut}>
          Sign out everywhere
        </button>
      </p>
    </section>
  );
}

function ChangePassword() {
  const [previousPassword, setPreviousPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    // The same rules as sign-up (the API checks them again).
    const policy = passwordErrors(password);
    if (policy.length > 0) return setProblem(policy.join('; '));
    if (password !== confirm) return setProblem('Your passwords must match');
    setBusy(true);
    setProblem(undefined);
    try {
      await apiPost('/api/auth/change-password', { previousPassword, password });
      setDone(true);
      setPreviousPassword('');
      setPassword('');
      setConfirm('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="change-password" onSubmit={submit} aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">Change password</h2>
      <label htmlFor="current-password">Current password</label>
      <input id="current-password" type="password" autoComplete="current-password" required value={previousPassword} onChange={(event) => setPreviousPassword(event.target.value)} />
      <label htmlFor="new-password">New password</label>
      <input id="new-password" type="password" autoComplete="new-password" required value={password} onChange={(event) => setPassword(event.target.value)} />
      <label htmlFor="confirm-new-password">Confirm new password</label>
      <input id="confirm-new-password" type="password" autoComplete="new-password" required value={confirm} onChange={(event) => setConfirm(event.target.value)} />
      {problem && <p role="alert">{problem}</p>}
      {done && <p role="status">Your password has been changed.</p>}
      <button type="submit" disabled={busy}>
        Change password
      </button>
    </form>
  );
}
