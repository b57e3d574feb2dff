import type { ShopLanguage } from './languages';

/**
 * The legal pages a European shop needs: terms, privacy notice, imprint and the right of withdrawal for digital
 * content. Their text is the stage's (`infra/stages/legal/<stage>/<page>.<language>.md`), served by
 * `GET /api/legal/{page}`; every page footer, the checkout and every mail link to them.
 */
export const LEGAL_PAGES = ['terms', 'privacy', 'imprint', 'withdrawal'] as const;

export type LegalPage = (typeof LEGAL_PAGES)[number];

export function isLegalPage(value: unknown): value is LegalPage {
  return typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);
}

/** `/legal/terms` in English, `/de/legal/terms` in German: English keeps the unprefixed address. */
export function legalPagePath(page: LegalPage, language: ShopLanguage = 'en'): string {
  return `${language === 'en' ? '' : `/${language}`}/legal/${page}`;
}

/** `GET /api/legal/{page}?language=` — one legal page as the stage configured it. */
export interface LegalPageView {
  readonly page: LegalPage;
  /** The language the text is in: the asked one where the stage translated it, else English. */
  readonly language: ShopLanguage;
  /** The stage's version of the page (a hash of its English text): the checkout records the terms version seen. */
  readonly version: string;
  readonly title: string;
  /** The page's Markdown, rendered by the web to headings, paragraphs, lists and links only. */
  readonly markdown: string;
}
