import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError, useRouteLoaderData } from 'react-router';
import type { WebConfig } from '@contract/web-config';
import { FALLBACK_SUPPORT_URL } from '../shared/config';
import { isRetryable } from '../shared/api';
import { loadTexts, useTextsLoaded } from '../shared/i18n/i18n';
import { errorText, uiText } from '../shared/ui/texts';
import './route-error.css';

/**
 * The error page (docs/product/pages.md), the fallback of every route (through `RouteError`). Failures a retry can mend — a page's code that did not
 * load (a deploy replaced it, or the network dropped), the configuration or an API call that did not answer — also
 * offer one: a reload for missing code, a fresh try of the route's data otherwise.
 */
export default function ErrorPage() {
  const error = useRouteError();
  const config = useRouteLoaderData('root') as WebConfig | undefined;
  const revalidator = useRevalidator();
  const kind = retryKind(error);
  // Its texts usually loaded once the page was interactive; an error before that shows them as they arrive (in
  // English, should they never: the connection may be what failed).
  useTextsLoaded();
  useEffect(() => void loadTexts('errors'), []);
  return (
    <section className="page error-page" role="alert">
      <h1>{errorText('Oops!')}</h1>
      <p>{errorText('Sorry, an unexpected error occurred.')}</p>
      <p className="error-detail">
        <i>{describe(error, kind)}</i>
      </p>
      <p className="actions">
        {kind === 'reload' && (
          <button type="button" className="button primary" onClick={() => window.location.reload()}>
            {errorText('Reload the page')}
          </button>
        )}
        {kind === 'retry' && (
          <button type="button" className="button primary" onClick={() => void revalidator.revalidate()}>
            {uiText('Try again')}
          </button>
        )}
        <Link to="/">{errorText('Go back home')}</Link>
        <a href={config?.supportUrl ?? FALLBACK_SUPPORT_URL}>{uiText('Contact support')}</a>
      </p>
    </section>
  );
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically|ChunkLoadError|Unable to preload CSS/i;

function retryKind(error: unknown): 'reload' | 'retry' | undefined {
  if (isRetryable(error)) return 'retry';
  // The browser's own words are all a failed chunk load carries: there is no code to read.
  if (error instanceof Error && CHUNK_FAILURE.test(error.message)) return 'reload';
  return undefined;
}

/** "the error's status text or message", worded for people where the browser's own words would not be. */
function describe(error: unknown, kind: ReturnType<typeof retryKind>): string {
  if (kind === 'reload')
    return errorText('This page could not be loaded. The shop may have been updated, or the connection dropped.');
  if (isRouteErrorResponse(error)) {
    // A route that answers 404 for a value it does not know says which (`Unknown aircraft type: XYZ`, ADR 002).
    const unknown = error.data as { unknownAircraftType?: unknown } | null;
    if (typeof unknown?.unknownAircraftType === 'string')
      return errorText('Unknown aircraft type: {{type}}', { type: unknown.unknownAircraftType });
    return error.statusText || (typeof error.data === 'string' ? error.data : String(error.status));
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
