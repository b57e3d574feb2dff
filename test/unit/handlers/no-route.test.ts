import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { handler } from '../../../lambdas/handlers/no-route';

describe("no-route handler (the cloud API's $default route)", () => {
  it("answers 404 in the contract's error shape, naming the method and path", async () => {
    // Prepare
    const event = {
      rawPath: '/api/nothing-here',
      requestContext: { http: { method: 'POST' } },
    } as APIGatewayProxyEventV2;

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(404);
    expect(JSON.parse(result.body as string)).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no API route for POST /api/nothing-here.' },
    });
  });
});
