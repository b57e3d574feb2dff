import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../shared/session';
import { withAuthenticator } from './withAuthenticator';

/** Where pages that require sign-in send anonymous visitors (`/sign-in?redirect=/licenses`); back they go after. */
function ReturnToPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  useEffect(() => {
    navigate(safeReturnPath(search.get('redirect')) ?? '/my', { replace: true });
  }, [navigate, search]);
  return null;
}

const SignInFirst = withAuthenticator(ReturnToPage, { initialRoute: 'signIn', intro: 'Please sign in to continue.' });
const SignUpFirst = withAuthenticator(ReturnToPage, { initialRoute: 'signUp', intro: 'Please sign in to continue.' });

/** `?tab=signUp` opens on the sign-up tab (a guest's confirmation page leads here to create the account). */
export function Component() {
  const [search] = useSearchParams();
  return search.get('tab') === 'signUp' ? <SignUpFirst /> : <SignInFirst />;
}
