import { CURSOR_PARAM, decodeCursor, INVALID_CURSOR_MESSAGE, type PagePosition } from '../contract/portal-pages';
import type { ApiEvent } from './api-handler';
import { badRequest } from './errors';

/** The page a paged route is asked for: the first without `?cursor=`, else where the cursor says; 400 if it is not one. */
export function requestedPage(event: Pick<ApiEvent, 'queryStringParameters'>): PagePosition | undefined {
  const cursor = event.queryStringParameters?.[CURSOR_PARAM];
  if (cursor === undefined || cursor === '') return undefined;
  const position = decodeCursor(cursor);
  if (!position) throw badRequest(INVALID_CURSOR_MESSAGE, 'INVALID_CURSOR');
  return position;
}
