import type { ReactNode } from 'react';
import { NavLink, type LoaderFunctionArgs } from 'react-router';
import { PATHS } from '@contract/routes';
import { requireSignIn } from '../../shared/session';
import { Card } from '../../shared/ui/Card';
import './admin.css';

/** What a console page's loader answers: its data, or that the signed-in person is not an operator. */
export type OperatorData<T> = { readonly authorised: false } | { readonly authorised: true; readonly data: T };

/**
 * A console page's loader: sign-in first (anonymous visitors go to sign in and come back), then the session's
 * operator flag, and only then the admin API. A buyer is told "Not authorised" and no admin data is asked for;
 * the API refuses them anyway (403), this keeps their browser from even trying.
 */
export function operatorLoader<T>(read: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<OperatorData<T>> => {
    const user = await requireSignIn(args);
    if (!user.operator) return { authorised: false };
    return { authorised: true, data: await read(args) };
  };
}

/** The console's frame: its own navigation and the page, or "Not authorised" for anyone else. */
export function Console<T>({
  title,
  loaded,
  children,
}: {
  title: string;
  loaded: OperatorData<T>;
  children: (data: T) => ReactNode;
}) {
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
    <section className="page admin" aria-labelledby="admin-title">
      <nav aria-label="Operator console" className="admin-nav">
        <ul>
          <li>
            <NavLink to={PATHS.admin} end>
              Search
            </NavLink>
          </li>
          <li>
            <NavLink to={PATHS.adminAudit}>Audit log</NavLink>
          </li>
          <li>
            <NavLink to={PATHS.adminSales}>Sales report</NavLink>
          </li>
        </ul>
      </nav>
      <h1 id="admin-title">{title}</h1>
      {children(loaded.data)}
    </section>
  );
}
