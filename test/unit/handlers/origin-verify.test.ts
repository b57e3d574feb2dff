import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../../lambdas/contract/origin-verify';

const SECRET = 'cloudfront-origin-secret-value';

const PREVIOUS = 'the-value-before-the-rotation';

async function authorize(headers: Record<string, string>) {
  process.env.ORIGIN_VERIFY_SECRET = SECRET;
  process.env.ORIGIN_VERIFY_SECRET_PREVIOUS = PREVIOUS;
  const { handler } = await import('../../../lambdas/handlers/origin-verify');
  return handler({ headers } as unknown as APIGatewayRequestAuthorizerEventV2);
}

describe('origin-verify authorizer', () => {
  it('lets a request through CloudFront (with the origin secret) reach the API', async () => {
    expect(await authorize({ [ORIGIN_VERIFY_HEADER]: SECRET })).toEqual({ isAuthorized: true });
  });

  it('during a rotation also admits the previous value, which CloudFront sends until the next deploy', async () => {
    expect(await authorize({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).toEqual({ isAuthorized: true });
  });

  it.each([
    ['no header', {}],
    ['another value', { [ORIGIN_VERIFY_HEADER]: 'guess' }],
    ['a value one character longer', { [ORIGIN_VERIFY_HEADER]: `${SECRET}x` }],
    ['an empty value', { [ORIGIN_VERIFY_HEADER]: '' }],
  ])('refuses a direct execute-api call with %s', async (_label, headers) => {
    expect(await authorize(headers)).toEqual({ isAuthorized: false });
  });
});
