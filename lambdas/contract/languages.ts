/**
 * The shop's languages: the authenticator's twenty and Arabic, each named in itself for the language switch. English
 * is the base: its pages keep their addresses (`/about`); every other language's pages live under its code
 * (`/de/about`). The web, the site routing (local and CloudFront) and the mails read this one list.
 */
export const LANGUAGES = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  pl: 'Polski',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  tr: 'Türkçe',
  ru: 'Русский',
  ja: '日本語',
  zh: '中文',
  ko: '한국어',
  he: 'עברית',
  ar: 'العربية',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  hu: 'Magyar',
  uk: 'Українська',
} as const;

export type Language = keyof typeof LANGUAGES;

export const BASE_LANGUAGE = 'en' satisfies Language;

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The languages whose pages live under a prefix of their code. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((language) => language !== BASE_LANGUAGE);

export const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(['he', 'ar']);

/**
 * The cookie that remembers a language chosen with the switch. A cookie, not local storage: the site's routing
 * (CloudFront's viewer-request function and the local static site) reads it to send a visitor of an English address
 * to their language before any page loads.
 */
export const LANGUAGE_COOKIE = 'skydeck-language';

export function isLanguage(value: string): value is Language {
  return Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/** The first of the browser's languages we have (`pt-BR` → `pt`, `no`/`nn` → `nb`), else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    const candidate = base === 'no' || base === 'nn' ? 'nb' : base === 'iw' ? 'he' : base;
    if (isLanguage(candidate)) return candidate;
  }
  return BASE_LANGUAGE;
}

/** `/de/about` → `de`, `/de` → `de`, `/about` → `en`. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return first !== BASE_LANGUAGE && isLanguage(first) ? first : BASE_LANGUAGE;
}

/** The router's base for a language: `/de`, or `/` for English. */
export function languageBase(language: Language): string {
  return language === BASE_LANGUAGE ? '/' : `/${language}`;
}

/** `/de/about` → `/about`, `/de` → `/`: the page's address in the route table. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === BASE_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** `/about` in German → `/de/about`; `/` → `/de`; English keeps the address as it is. */
export function localisedPath(path: string, language: Language): string {
  if (language === BASE_LANGUAGE) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `/${language}${path.slice(1)}`
    : `/${language}${path}`;
}

/** A buyer's language, as the mails and the API name it: one of the shop's languages. */
export type ShopLanguage = Language;

export function isShopLanguage(value: unknown): value is ShopLanguage {
  return typeof value === 'string' && isLanguage(value);
}

/** `de-AT` → `de`, `no`/`nn` → `nb`, `iw` → `he`; anything the shop does not speak → English. */
export function shopLanguageOf(tag: string | null | undefined): ShopLanguage {
  return pickLanguage([tag ?? '']);
}
