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

export const Component = withAuthenticator(ReturnToPage, { initialRoute: 'signIn', intro: 'Please sign in to continue.' });
