import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React hydrates a prerendered page (its first render must write what the HTML says), true from the
 * next render on, and true at once when nothing is being hydrated. What the HTML could not know — the URL's search
 * params — is read only when this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** Whether this page load's URL carries search params; read once, when the app's code loads. */
const LOADED_WITH_SEARCH_PARAMS = typeof window !== 'undefined' && window.location.search !== '';

/**
 * Whether a component may read the URL's search params: as `useHydrated`, except that a page loaded without any
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
