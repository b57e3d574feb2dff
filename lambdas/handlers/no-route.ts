import { apiHandler } from '../http/api-handler';
import { notFound } from '../http/errors';

/**
 * The HTTP API's `$default` route in the cloud: a path no route matches gets the contract's error shape
 * (docs/architecture.md), the same answer the local stack gives, instead of API Gateway's own `{"message":"Not Found"}`.
 */
export const handler = apiHandler(async (event) => {
  throw notFound(`There is no API route for ${event.requestContext.http.method} ${event.rawPath}.`);
});
