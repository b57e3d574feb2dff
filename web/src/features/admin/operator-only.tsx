import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigation, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { PATHS } from '@contract/routes';
import { ApiError } from '../../shared/api';
import { requireSignIn, signInPathFor } from '../../shared/session';
import { Card } from '../../shared/ui/Card';
import { Notice } from '../../shared/ui/Notice';
import './admin.css';

/** A read the console could not make, kept for the page to say inside the console (never the shop's error page). */
export interface ConsoleFailure {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** What a console page's loader answers: its data, that the person is not an operator, or why the read failed. */
export type OperatorData<T> =
  | { readonly authorised: false }
  | { readonly authorised: true; readonly data: T }
  | { readonly authorised: true; readonly failed: ConsoleFailure };

/**
 * A console page's loader: sign-in first (anonymous visitors go to sign in and come back), then the session's
 * operator flag, and only then the admin API. A buyer is told "Not authorised" and no admin data is asked for; the
 * API refuses them anyway (403), this keeps their browser from even trying. A read that fails (an ended session, a
 * removed operator, an outage) is answered as data, so the console shows it inline with a way on.
 */
export function operatorLoader<T>(read: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<OperatorData<T>> => {
    const user = await requireSignIn(args);
    if (!user.operator) return { authorised: false };
    try {
      return { authorised: true, data: await read(args) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { authorised: true, failed: { status: error.status, code: error.code, message: error.message } };
    }
  };
}

/** A link to sign in again that comes back to this page. */
export function SignInAgain() {
  const location = useLocation();
  return (
    <p>
      <Link className="button primary" to={signInPathFor(`${location.pathname}${location.search}`)}>
        Sign in again
      </Link>
    </p>
  );
}

/** The console's frame: its own navigation, a loading line while the next page loads, and the page or its failure. */
export function Console<T>({
  title,
  loaded,
  children,
}: {
  title: string;
  loaded: OperatorData<T>;
  children: (data: T) => ReactNode;
}) {
  const navigation = useNavigation();
  if (!loaded.authorised) {
    return (
      <section className="page admin" aria-labelledby="admin-title">
        <h1 id="admin-title">Not authorised</h1>
        <Card>
          <p>This part of the site is for SkyDeck shop operators only.</p>
        </Card>
      </section>
    );
  }
  return (
    <section className="page admin" aria-labelledby="admin-title" aria-busy={navigation.state === 'loading'}>
      <nav aria-label="Operator console" className="admin-nav">
        <ul>
          <li>
            <NavLink to={PATHS.admin} end>
              Today
            </NavLink>
          </li>
          <li>
            <NavLink to={PATHS.adminSearch}>Search</NavLink>
          </li>
          <li>
            <NavLink to={PATHS.adminSales}>Sales report</NavLink>
          </li>
          <li>
            <NavLink to={PATHS.adminAudit}>Audit log</NavLink>
          </li>
        </ul>
      </nav>
      {navigation.state === 'loading' && (
        <p className="admin-loading" role="status">
          Loading…
        </p>
      )}
      <h1 id="admin-title">{title}</h1>
      {'failed' in loaded ? <ReadFailed failure={loaded.failed} /> : children(loaded.data)}
    </section>
  );
}

/** Why the page's data is missing, and the way on: sign in again, try again, or another page. */
function ReadFailed({ failure }: { failure: ConsoleFailure }) {
  const revalidator = useRevalidator();
  const retryable = failure.status === 0 || failure.status >= 500;
  return (
    <Notice
      tone="error"
      {...(retryable ? { onRetry: () => void revalidator.revalidate(), retryLabel: 'Try again' } : {})}
    >
      <p>{failure.message}</p>
      {(failure.status === 401 || failure.code === 'OPERATOR_REMOVED') && <SignInAgain />}
    </Notice>
  );
}
