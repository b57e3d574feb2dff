import { PaddleError } from './errors';
import { CONTROL_PREFIX } from './control-routes';
import type { StandInRoute } from './routes';

/**
 * Paddle's API failing on purpose, local stack only: `POST /api/local/paddle/api/fail-next?method=PATCH&match=<text>`
 * makes the next API call with that method whose path contains the text (a subscription's id, say) answer as Paddle
 * does when it fails on its side (500 `internal_error`), `count` times (1 unless given). Tests use it to prove that a
 * change Paddle refused once converges later (ADR 407); `match` keeps parallel tests apart.
 */
export class ApiFaults {
  private readonly armed: { method: string; match: string; left: number }[] = [];

  failNext(method: string, match: string, count: number): void {
    this.armed.push({ method, match, left: count });
  }

  /** Throws Paddle's failure when this call is one to fail, and counts it. */
  check(method: string, path: string): void {
    const fault = this.armed.find((armed) => armed.method === method && path.includes(armed.match) && armed.left > 0);
    if (!fault) return;
    fault.left -= 1;
    throw new PaddleError(500, 'internal_error', 'An internal error occurred (injected by a local test control).');
  }
}

export function apiFaultRoutes(faults: ApiFaults): StandInRoute[] {
  return [
    {
      method: 'POST',
      path: `${CONTROL_PREFIX}/api/fail-next`,
      handle: ({ query }) => {
        const method = (query.get('method') ?? '').toUpperCase();
        const match = query.get('match') ?? '';
        const count = Number(query.get('count') ?? 1);
        if (!['GET', 'POST', 'PATCH'].includes(method) || match.length < 4 || !Number.isInteger(count) || count < 1)
          return {
            status: 400,
            body: {
              error: {
                code: 'BAD_REQUEST',
                message: 'method must be GET, POST or PATCH, match at least 4 characters, count a whole number ≥ 1.',
              },
            },
          };
        faults.failNext(method, match, count);
        return { status: 200, body: { method, match, count } };
      },
    },
  ];
}
