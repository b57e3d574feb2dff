/** The authenticator's languages (English is the base), each named in itself for the language switch. */
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
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  hu: 'Magyar',
  uk: 'Українська',
} as const;

export type Language = keyof typeof LANGUAGES;

export const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['he']);

export function isLanguage(value: string): value is Language {
  return Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

/** The first of the browser's languages we have (`pt-BR` → `pt`, `no`/`nn` → `nb`), else English. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    const candidate = base === 'no' || base === 'nn' ? 'nb' : base === 'iw' ? 'he' : base;
    if (isLanguage(candidate)) return candidate;
  }
  return 'en';
}
