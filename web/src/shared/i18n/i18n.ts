import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import en, { type TranslationKey, type Translations } from './locales/en';
import { isLanguage, pickLanguage, RIGHT_TO_LEFT, type Language } from './languages';

/**
 * i18next for the authenticator and account pages. English is bundled; other languages load on demand (one small
 * chunk each). The language comes from a previous choice, else the browser's languages. Only what is translated
 * takes the language's direction (`directionOf`, set on the authenticator's own element): the rest of the page
 * stays English and left to right.
 */
const STORAGE_KEY = 'skydeck.language';

const loaders = import.meta.glob<{ default: Translations }>(['./locales/*.ts', '!./locales/en.ts']);

const ready = i18next.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  // Keys are English sentences: dots and colons are text, not paths or namespaces.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function setLanguage(language: Language, remember = true): Promise<void> {
  await ready;
  if (!i18next.hasResourceBundle(language, 'translation')) {
    const load = loaders[`./locales/${language}.ts`];
    if (load) i18next.addResourceBundle(language, 'translation', (await load()).default);
  }
  await i18next.changeLanguage(language);
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private windows may refuse storage; the choice then lasts for this page only.
    }
  }
}

let started: Promise<void> | undefined;

/** Picks the starting language once per page load. */
export function startI18n(): Promise<void> {
  const stored = storedLanguage();
  started ??= setLanguage(
    stored && isLanguage(stored) ? stored : pickLanguage(navigator.languages ?? [navigator.language]),
    false,
  );
  return started;
}

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  i18next.on('added', onChange);
  return () => {
    i18next.off('languageChanged', onChange);
    i18next.off('added', onChange);
  };
}

const currentLanguage = () => i18next.language;

/** The current language, re-rendering its users when it changes. */
export function useLanguage(): Language {
  // The server's snapshot is the same: the build draws the sign-in page's shell document with it (ADR 350).
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return isLanguage(language) ? language : 'en';
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** `t('Sign In')`; re-renders when the language changes. */
export function useTranslate(): Translate {
  useLanguage();
  return (key, values) => i18next.t(key, values ?? {}) as string;
}

/** Translates a message from the API when it is one we know; anything else is shown as it came. */
export function translateMessage(t: Translate, message: string): string {
  const tooShort = /^Password must have at least (\d+) characters$/.exec(message);
  if (tooShort) return t('Password must have at least {{count}} characters', { count: Number(tooShort[1]) });
  return message in en ? t(message as TranslationKey) : message;
}

/** `translateMessage` outside React (route loaders): the language is the one the page starts with. */
export async function translateApiMessage(message: string): Promise<string> {
  await startI18n();
  return translateMessage((key, values) => i18next.t(key, values ?? {}) as string, message);
}
