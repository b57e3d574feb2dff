import { PATHS } from '@contract/routes';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../shared/session';
import { withAuthenticator } from './withAuthenticator';

/** Where pages that require sign-in send anonymous visitors (`/sign-in?redirect=/licenses`); back they go after. */
function ReturnToPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useEffect(() => {
    navigate(safeReturnPath(search.get('redirect')) ?? PATHS.account, { replace: true });
  }, [navigate, search]);
  return null;
}

const OPTIONS = { intro: 'Please sign in to continue.', formWhileChecking: true } as const;
const SignInFirst = withAuthenticator(ReturnToPage, { initialRoute: 'signIn', ...OPTIONS });
const SignUpFirst = withAuthenticator(ReturnToPage, { initialRoute: 'signUp', ...OPTIONS });

/** `?tab=signUp` opens on the sign-up tab (a guest's confirmation page leads here to create the account). */
export function Component() {
  const [search] = useSearchParams();
  return search.get('tab') === 'signUp' ? <SignUpFirst /> : <SignInFirst />;
}
