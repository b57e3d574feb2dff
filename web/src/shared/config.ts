import { ApiError } from './api';
import { DEFAULT_SUPPORT_URL, type WebConfig } from '@contract/web-config';

let pending: Promise<WebConfig> | undefined;

/** `/config.json`, fetched once per page load (again after a failure). */
export function loadWebConfig(): Promise<WebConfig> {
  pending ??= fetch('/config.json')
    .then((response) => {
      if (!response.ok)
        throw new ApiError(
          // A missing configuration is the server's failure, whatever status answered it: worth another try.
          Math.max(response.status, 500),
          'CONFIG_UNAVAILABLE',
          `The shop's configuration could not be loaded (${response.status}).`,
        );
      return response.json() as Promise<WebConfig>;
    })
    .catch((error: unknown) => {
      // Not cached: the error page's "Try again" fetches it afresh.
      pending = undefined;
      throw error instanceof TypeError
        ? new ApiError(0, 'NETWORK_ERROR', 'The shop could not be reached. Please check your connection and try again.')
        : error;
    });
  return pending;
}

/** What the error page links to when even the configuration is unavailable. */
export const FALLBACK_SUPPORT_URL = DEFAULT_SUPPORT_URL;
