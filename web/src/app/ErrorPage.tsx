import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError, useRouteLoaderData } from 'react-router';
import type { WebConfig } from '@contract/web-config';
import { FALLBACK_SUPPORT_URL } from '../shared/config';
import { ApiError, isRetryable } from '../shared/api';
import { SESSION_OUTAGE_MESSAGE } from '../shared/session';
import { BASE_LANGUAGE } from '@contract/languages';
import { currentLanguage, loadTexts, useTextsLoaded } from '../shared/i18n/i18n';
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
  const detail = describe(error, kind);
  // Its texts usually loaded once the page was interactive; an error before that shows them as they arrive (in
  // English, should they never: the connection may be what failed).
  useTextsLoaded();
  useEffect(() => void loadTexts('errors'), []);
  return (
    <section className="page error-page" role="alert">
      <h1>{errorText('Oops!')}</h1>
      <p>{errorText('Sorry, an unexpected error occurred.')}</p>
      <p className="error-detail">
        {/* Words as they came are the API's or the browser's, in English: said so for a reader of another language. */}
        <i lang={detail.asItCame && currentLanguage() !== BASE_LANGUAGE ? BASE_LANGUAGE : undefined}>{detail.text}</i>
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

/**
 * "the error's status text or message", worded for people where the browser's own words would not be: in the page's
 * language where the shop knows the failure, else as it came (`asItCame`: English, or the browser's own words).
 */
function describe(error: unknown, kind: ReturnType<typeof retryKind>): { text: string; asItCame?: true } {
  if (kind === 'reload')
    return {
      text: errorText('This page could not be loaded. The shop may have been updated, or the connection dropped.'),
    };
  // The session check met an outage (ADR 311): the sign-in is not lost, and the page says so.
  if (error instanceof ApiError && error.code === 'SESSION_CHECK_FAILED')
    return { text: errorText(SESSION_OUTAGE_MESSAGE) };
  if (error instanceof ApiError && error.status === 0)
    return { text: errorText('The shop could not be reached. Please check your connection and try again.') };
  if (error instanceof ApiError && error.status >= 500)
    return { text: errorText('Something went wrong on our side. Please try again in a moment.') };
  if (isRouteErrorResponse(error)) {
    // A route that answers 404 for a value it does not know says which (`Unknown aircraft type: XYZ`, ADR 002).
    const unknown = error.data as { unknownAircraftType?: unknown } | null;
    if (typeof unknown?.unknownAircraftType === 'string')
      return { text: errorText('Unknown aircraft type: {{type}}', { type: unknown.unknownAircraftType }) };
    return {
      text: error.statusText || (typeof error.data === 'string' ? error.data : String(error.status)),
      asItCame: true,
    };
  }
  return { text: error instanceof Error ? error.message : String(error), asItCame: true };
}
