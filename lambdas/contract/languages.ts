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

/** The first language of an `Accept-Language` header the shop speaks, by the header's weights; else English. */
export function shopLanguageOfHeader(header: string | null | undefined): ShopLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = shopLanguageOf(entry.tag);
    if (language !== 'en' || entry.tag.toLowerCase().startsWith('en')) return language;
  }
  return 'en';
}

export function directionOfLanguage(language: ShopLanguage): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
