import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { API_ROUTES } from '../../../../infra/definitions/handlers';
import { compileRoutes, toApiGatewayEvent } from '../../../../infra/local/api-gateway-adapter';

function request(method: string, url: string, headers: Record<string, string | string[]>): IncomingMessage {
  const message = new IncomingMessage(new Socket());
  message.method = method;
  message.url = url;
  message.headers = headers as IncomingMessage['headers'];
  message.httpVersion = '1.1';
  return message;
}

describe('API Gateway v2 event adapter', () => {
  const match = compileRoutes([
    ...API_ROUTES,
    { method: 'POST', path: '/api/things/{id}/files/{path+}', handler: 'things' },
  ]);

  it('matches route keys with path parameters, decoded, and greedy parameters', () => {
    // Act
    const pricing = match('GET', '/api/pricing/skydeck%2Dsuiteb737annual');
    const greedy = match('POST', '/api/things/42/files/a/b/c.txt');

    // Assess
    expect(pricing?.route.handler).toBe('pricing');
    expect(pricing?.pathParameters).toEqual({ slug: 'skydeck-suiteb737annual' });
    expect(greedy?.pathParameters).toEqual({ id: '42', path: 'a/b/c.txt' });
    expect(match('POST', '/api/pricing/hud')).toBeUndefined();
    expect(match('GET', '/api/pricing/a/b')).toBeUndefined();
  });

  it('builds a payload 2.0 event as API Gateway does', () => {
    // Prepare
    const matched = match('GET', '/api/pricing/hud')!;
    const incoming = request('GET', '/api/pricing/hud?quantity=1&addOns=a&addOns=b', {
      host: 'localhost:3000',
      cookie: 'a=1; b=2',
      'x-requested-with': 'skydeck',
    });

    // Act
    const event = toApiGatewayEvent(incoming, Buffer.alloc(0), matched);

    // Assess
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/pricing/{slug}',
      rawPath: '/api/pricing/hud',
      rawQueryString: 'quantity=1&addOns=a&addOns=b',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { quantity: '1', addOns: 'a,b' },
      pathParameters: { slug: 'hud' },
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'GET', path: '/api/pricing/hud' },
        routeKey: 'GET /api/pricing/{slug}',
        stage: '$default',
      },
    });
    expect(event.headers).toEqual({ host: 'localhost:3000', 'x-requested-with': 'skydeck' });
    expect(event.body).toBeUndefined();
  });

  it('keeps a JSON body as text and other bodies as base64', () => {
    // Prepare
    const matched = match('GET', '/api/health')!;

    // Act
    const jsonEvent = toApiGatewayEvent(
      request('POST', '/api/health', { 'content-type': 'application/json' }),
      Buffer.from('{"a":1}'),
      matched,
    );
    const binaryEvent = toApiGatewayEvent(
      request('POST', '/api/health', { 'content-type': 'application/octet-stream' }),
      Buffer.from([0, 1, 2]),
      matched,
    );

    // Assess
    expect(jsonEvent).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    expect(binaryEvent).toMatchObject({ body: 'AAEC', isBase64Encoded: true });
  });
});
