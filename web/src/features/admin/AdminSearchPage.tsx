import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import type { AdminSearchAnswer } from '@contract/admin';
import { CURSOR_PARAM } from '@contract/portal-pages';
import { adminRecordPath, PATHS } from '@contract/routes';
import { Card } from '../../shared/ui/Card';
import { adminReads } from './admin-api';
import { Console, operatorLoader } from './operator-only';
import { LicenceRows, OrderRows } from './Rows';

const QUERY_PARAM = 'q';

/** `/admin/search?q=…[&cursor=…]`: one box finds what a buyer quotes; an empty box asks nothing. */
export const loader = operatorLoader(async ({ request }): Promise<AdminSearchAnswer | null> => {
  const url = new URL(request.url);
  const query = url.searchParams.get(QUERY_PARAM)?.trim() ?? '';
  if (query === '') return null;
  return adminReads.search(query, url.searchParams.get(CURSOR_PARAM) ?? undefined);
});

export function Component() {
  const loaded = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const query = params.get(QUERY_PARAM) ?? '';
  return (
    <Console title="Find an order, buyer or licence" loaded={loaded}>
      {(answer) => (
        <>
          <Card>
            <Form method="get" role="search">
              <label htmlFor="admin-query">
                E-mail or part of it, order number (as in the mails), licence key, or a txn_, lic_, sub_, adj_ or ctm_
                id
              </label>
              <div className="admin-search-row">
                <input
                  id="admin-query"
                  name={QUERY_PARAM}
                  type="search"
                  defaultValue={query}
                  required
                  autoComplete="off"
                />
                <button type="submit" className="button primary">
                  Search
                </button>
              </div>
            </Form>
          </Card>
          {answer && <Results query={query} answer={answer} />}
        </>
      )}
    </Console>
  );
}

function Results({ query, answer }: { query: string; answer: AdminSearchAnswer }) {
  const empty = answer.buyers.length + answer.orders.length + answer.licences.length === 0;
  if (empty) return <p role="status">Nothing matches “{query}”.</p>;
  return (
    <div role="status" aria-label="Search results">
      <div className="admin-section">
        <h2 id="buyers-heading">Buyers</h2>
        {answer.buyers.length === 0 ? (
          <p>No buyers.</p>
        ) : (
          <ul>
            {answer.buyers.map((email) => (
              <li key={email}>
                <Link to={adminRecordPath('buyer', email)}>{email}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="admin-section">
        <h2 id="orders-heading">Orders</h2>
        <OrderRows orders={answer.orders} />
      </div>
      <div className="admin-section">
        <h2 id="licences-heading">Licences</h2>
        {answer.licences.length === 0 && answer.orders.length > 0 ? (
          <p>Open an order to see its licences; each row says how many it issued.</p>
        ) : (
          <LicenceRows licences={answer.licences} />
        )}
      </div>
      {answer.nextCursor && (
        <p>
          <Link
            to={`${PATHS.adminSearch}?${new URLSearchParams({ [QUERY_PARAM]: query, [CURSOR_PARAM]: answer.nextCursor })}`}
          >
            Next results
          </Link>
        </p>
      )}
    </div>
  );
}
