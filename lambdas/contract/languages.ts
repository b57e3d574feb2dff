/**
 * The languages the shop speaks to buyers: the authenticator's twenty (English is the base) and Arabic. Pages and
 * mails both take a buyer's language from this list; Hebrew and Arabic are written right to left.
 */
export const SHOP_LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'nl',
  'pt',
  'pl',
  'sv',
  'nb',
  'tr',
  'ru',
  'ja',
  'zh',
  'ko',
  'he',
  'id',
  'th',
  'hu',
  'uk',
  'ar',
] as const;

export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

const RIGHT_TO_LEFT_LANGUAGES: ReadonlySet<string> = new Set(['he', 'ar']);

export function isShopLanguage(value: unknown): value is ShopLanguage {
  return typeof value === 'string' && (SHOP_LANGUAGES as readonly string[]).includes(value);
}

/** `de-AT` → `de`, `no`/`nn` → `nb`, `iw` → `he`; anything the shop does not speak → English. */
export function shopLanguageOf(tag: string | null | undefined): ShopLanguage {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  const candidate = base === 'no' || base === 'nn' ? 'nb' : base === 'iw' ? 'he' : base;
  return isShopLanguage(candidate) ? candidate : 'en';
}

export function directionOfLanguage(language: ShopLanguage): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
