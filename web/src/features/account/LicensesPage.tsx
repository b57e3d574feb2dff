import { PlaceholderPage } from '../../shared/ui/PlaceholderPage';
import { requireSignIn } from '../../shared/session';

/** Requires sign-in (SPEC.md §6): anonymous visitors go to sign in, then come back. */
export const loader = requireSignIn;


export function Component() {
  return <PlaceholderPage title="My licences" />;
}
