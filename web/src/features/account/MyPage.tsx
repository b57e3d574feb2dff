import { redirect } from 'react-router';
import { PATHS } from '@contract/routes';

/** `/my` is the one account page's other address: it redirects to `/account`, keeping any query (ADR 488). */
export function loader({ request }: { request: Request }) {
  const { search, hash } = new URL(request.url);
  return redirect(`${PATHS.account}${search}${hash}`);
}

export function Component() {
  return null;
}
