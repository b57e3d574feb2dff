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
