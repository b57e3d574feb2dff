import { createHash } from 'node:crypto';
import type { LegalTexts } from '../../adapters/legal-texts';
import type { LegalPage, LegalPageView } from '../../contract/legal';
import type { ShopLanguage } from '../../contract/languages';

/**
 * The stage's legal pages as the shop shows them (ADR 489): a page in the buyer's language where the stage translated
 * it, else in English, and its version, which the checkout records for the terms the buyer accepted. The texts are
 * read by `lambdas/adapters/legal-texts.ts`.
 */

/** A page's version: the first 12 hex digits of the SHA-256 of its English text, so any change makes a new one. */
export function legalVersionOf(texts: LegalTexts, page: LegalPage): string | undefined {
  const english = texts[page]?.en;
  return english === undefined ? undefined : createHash('sha256').update(english).digest('hex').slice(0, 12);
}

/** A page in the asked language where the stage translated it, else in English; undefined when the stage has none. */
export function legalPageView(texts: LegalTexts, page: LegalPage, language: ShopLanguage): LegalPageView | undefined {
  const translations = texts[page];
  const version = legalVersionOf(texts, page);
  if (!translations || version === undefined) return undefined;
  const shown: ShopLanguage = translations[language] !== undefined ? language : 'en';
  const markdown = translations[shown]!;
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? page;
  return { page, language: shown, version, title, markdown };
}
