import { apiHandler, type ApiEvent } from '../../../lambdas/http/api-handler';
import { badRequest } from '../../../lambdas/http/errors';
import { json } from '../../../lambdas/http/responses';
import { UpstreamError } from '../../../lambdas/domain/errors';
import { API_SERVER_ERRORS_METRIC, SHOP_METRICS_NAMESPACE } from '../../../lambdas/contract/shop-metrics';

const event = (routeKey: string) => ({ routeKey, requestContext: { requestId: 'req-1' } }) as unknown as ApiEvent;

/** Every line the handler writes, stdout and stderr, parsed where it is JSON. */
async function linesOf(act: () => Promise<unknown>): Promise<Record<string, any>[]> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    await act();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, any>);
}

const metricsIn = (lines: Record<string, any>[]) => lines.filter((line) => line._aws);

describe('apiHandler counts every 5xx answer by route', () => {
  it('answers an unexpected error 500 and counts it under its route and its stage', async () => {
    // Prepare
    const handler = apiHandler(async () => {
      throw new TypeError('undefined is not a function');
    });
    let status: number | undefined;

    // Act
    const lines = await linesOf(async () => {
      status = (await handler(event('POST /api/auth/{action}'))).statusCode;
    });

    // Assess
    expect(status).toBe(500);
    const [metric, ...more] = metricsIn(lines);
    expect(more).toEqual([]);
    expect(metric).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: SHOP_METRICS_NAMESPACE,
            Dimensions: [['Stage', 'Route'], ['Stage']],
            Metrics: [{ Name: API_SERVER_ERRORS_METRIC, Unit: 'Count' }],
          },
        ],
      },
      Stage: 'local',
      Route: 'POST /api/auth/{action}',
      [API_SERVER_ERRORS_METRIC]: 1,
      status: 500,
    });
  });

  it("counts an upstream failure's 502 too: the buyer's request failed all the same", async () => {
    // Prepare
    const handler = apiHandler(async () => {
      throw new UpstreamError('PADDLE_UNAVAILABLE', 'Paddle did not answer.');
    });

    // Act
    const lines = await linesOf(() => handler(event('POST /api/subscriptions/{id}/{action}')));

    // Assess
    expect(metricsIn(lines)).toEqual([
      expect.objectContaining({ Route: 'POST /api/subscriptions/{id}/{action}', status: 502 }),
    ]);
  });

  it("counts nothing for a caller's 4xx or a success", async () => {
    // Prepare
    const refused = apiHandler(async () => {
      throw badRequest('quantity must be a whole number');
    });
    const fine = apiHandler(async () => json(200, { ok: true }));

    // Act
    const lines = await linesOf(async () => {
      await refused(event('GET /api/pricing/{slug}'));
      await fine(event('GET /api/pricing/{slug}'));
    });

    // Assess
    expect(metricsIn(lines)).toEqual([]);
  });
});
