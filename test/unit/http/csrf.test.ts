import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { assertSameOriginRequest } from '../../../lambdas/http/csrf';
import { HttpError } from '../../../lambdas/http/errors';

const event = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayProxyEventV2;

function rejection(headers: Record<string, string>): HttpError | undefined {
  try {
    assertSameOriginRequest(event(headers));
    return undefined;
  } catch (error) {
    return error as HttpError;
  }
}

describe('CSRF guard', () => {
  it('lets a same-origin request with the header through', () => {
    // Act
    const error = rejection({ host: 'shop.example', origin: 'https://shop.example', 'x-requested-with': 'skydeck' });

    // Assess
    expect(error).toBeUndefined();
  });

  it.each([
    ['no header', { host: 'shop.example', origin: 'https://shop.example' }, 'CSRF_HEADER_MISSING'],
    [
      'a wrong header value',
      { host: 'shop.example', origin: 'https://shop.example', 'x-requested-with': 'XMLHttpRequest' },
      'CSRF_HEADER_MISSING',
    ],
    ['no Origin', { host: 'shop.example', 'x-requested-with': 'skydeck' }, 'CROSS_ORIGIN'],
    [
      'another Origin',
      { host: 'shop.example', origin: 'https://evil.example', 'x-requested-with': 'skydeck' },
      'CROSS_ORIGIN',
    ],
    ['a malformed Origin', { host: 'shop.example', origin: 'null', 'x-requested-with': 'skydeck' }, 'CROSS_ORIGIN'],
  ])('refuses %s with a 403', (_case, headers, code) => {
    // Act
    const error = rejection(headers);

    // Assess
    expect(error).toBeInstanceOf(HttpError);
    expect(error?.statusCode).toBe(403);
    expect(error?.code).toBe(code);
  });
});
