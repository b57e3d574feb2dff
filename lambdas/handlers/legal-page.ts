import * as z from 'zod/mini';
import { LEGAL_PAGES } from '../contract/legal';
import { shopLanguageOf } from '../contract/languages';
import { legalTexts } from '../adapters/legal-texts';
import { legalPageView } from '../services/legal/legal-pages';
import { NotFoundError } from '../domain/errors';
import { apiHandler } from '../http/api-handler';
import { json } from '../http/responses';
import { parseInput } from '../http/validation';

const pathSchema = z.object({
  page: z.enum(LEGAL_PAGES, { error: 'is not one of the legal pages (terms, privacy, imprint, withdrawal)' }),
});

/**
 * `GET /api/legal/{page}?language=` → the stage's text of one legal page, in the asked language where the stage
 * translated it, else in English, with its version (the checkout records the terms' version the buyer saw).
 */
export const handler = apiHandler(async (event) => {
  const { page } = parseInput(pathSchema, event.pathParameters ?? {});
  const view = legalPageView(legalTexts(), page, shopLanguageOf(event.queryStringParameters?.language));
  if (!view) throw new NotFoundError('LEGAL_PAGE_MISSING', 'This page has not been written for this shop yet.');
  return json(200, view, { headers: { 'cache-control': 'public, max-age=300' } });
});
