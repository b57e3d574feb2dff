import { useSearchParams } from 'react-router';
import { useSearchParamsReadable } from '../../shared/use-hydrated';

const NO_SEARCH_PARAMS = new URLSearchParams();

/**
 * A configurator's selection, kept in the URL's search params (ADR 101): the one place it lives, so a reload or a
 * shared link keeps it. The prerendered HTML knows only the path, so the params count once the page is hydrated.
 * A change replaces the history entry and is applied within the event (flushSync), so a controlled input never
 * springs back.
 */
export function useUrlSelection<S>(
  read: (params: URLSearchParams) => S,
  write: (selection: S) => URLSearchParams,
): [S, (next: S) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const readable = useSearchParamsReadable();
  // The same URL again (deleting the "1" of a quantity still means 1) is no navigation: navigating to the URL the
  // page is on would run the loaders again, and the layout would swap the page for '...' while they ran.
  const select = (next: S) => {
    const params = write(next);
    if (params.toString() === searchParams.toString()) return;
    setSearchParams(params, { replace: true, preventScrollReset: true, flushSync: true });
  };
  return [read(readable ? searchParams : NO_SEARCH_PARAMS), select];
}
