import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from 'react-router';
import type { WebConfig } from '@contract/web-config';
import { FALLBACK_SUPPORT_URL } from '../shared/config';

/** The error page of SPEC.md §2, the fallback of every route. */
export function RouteError() {
  const error = useRouteError();
  const config = useRouteLoaderData('root') as WebConfig | undefined;
  return (
    <section className="page error-page" role="alert">
      <h1>Oops!</h1>
      <p>Sorry, an unexpected error occurred.</p>
      <p className="error-detail">
        <i>{describe(error)}</i>
      </p>
      <p className="actions">
        <Link to="/">Go back home</Link>
        <a href={config?.supportUrl ?? FALLBACK_SUPPORT_URL}>Contact support</a>
      </p>
    </section>
  );
}

/** "the error's status text or message" */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || (typeof error.data === 'string' ? error.data : String(error.status));
  if (error instanceof Error) return error.message;
  return String(error);
}
