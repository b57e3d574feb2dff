import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/** Whether this page load's URL carries search params; read once, when the app's code loads. */
const LOADED_WITH_SEARCH_PARAMS = typeof window !== 'undefined' && window.location.search !== '';

/**
 * Whether a component may read the URL's search params. While React hydrates a prerendered page its first render
 * must write what the HTML says, so params are readable only from the next render on; a page loaded without any
 * reads them at once. Its params are then the empty set the HTML was rendered with, so hydration matches and the
 * page is not rendered a second time right after it (a synchronous render, which a phone feels).
 */
export function useSearchParamsReadable(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => !LOADED_WITH_SEARCH_PARAMS,
  );
}
