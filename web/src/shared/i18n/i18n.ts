import { Fragment, createElement, useSyncExternalStore, type ReactNode } from 'react';
import type sharedEnglish from './locales/en';
import { BASE_LANGUAGE, directionOf, type Language } from '@contract/languages';
import { formatDate } from '@contract/formats';
import { readRefusal } from '@contract/renewal-refusals';
import { catalogueFolder } from './catalogue-folders';

/**
 * The web's texts (CONTRIBUTING.md, "Add a text"). A page is in one language, the one its address names (`/de/…`,
 * English without a prefix), for as long as it is open: the language switch loads the other language's address.
 *
 * Texts live in catalogues, one module per namespace and language, keyed by the English text:
 * - `ui`: `web/src/shared/ui/locales/<language>.ts`, what any page may show (the layout, the error and 404 pages),
 *   loaded before the first render;
 * - `parts`: `web/src/shared/ui/parts/locales/<language>.ts`, the shared UI only some pages show (product titles,
 *   the quantity stepper), loaded with the pages that show it;
 * - `errors`: `web/src/shared/ui/errors/locales/<language>.ts`, the error page's, loaded once a page is interactive
 *   (and by the error page itself, should it come first);
 * - a feature's: `web/src/features/<feature>/locales/<language>.ts`, loaded by the route table with the feature's
 *   page, so only the page's language and the features in view load;
 * - `shared`: `web/src/shared/i18n/locales/<language>.ts`, the authenticator's words and the API's messages, which
 *   the sign-in, account and checkout pages share (the route table loads it with their pages).
 * Every key is its English text, so English needs no catalogue at run time: its `en.ts` files are the catalogue of
 * keys the other languages translate (and the key test's reference), never loaded by the app. A text missing from a
 * catalogue reads as its English key (the key test keeps that from shipping).
 */
export type Catalogue = Readonly<Record<string, string>>;

/** A catalogue in another language: every English key, each with its translation. */
export type Translations<English extends Catalogue> = { readonly [Key in keyof English]: string };

export type Values = Readonly<Record<string, string | number>>;

/** Catalogue modules by file, relative to `web/src/` (`./features/shop/locales/de.ts`), each its own chunk. */
type CatalogueLoaders = Readonly<Record<string, () => Promise<{ default: Catalogue }>>>;

/** The chunk of a namespace's catalogue in the page's language, by namespace (`{ ui: '/assets/de-….js' }`). */
export type TextChunks = Readonly<Record<string, string>>;

let catalogues: () => Promise<CatalogueLoaders> = () => Promise.resolve({});
let documentChunks: TextChunks = {};

/**
 * The app and the build hand in the catalogues (`web/src/app/catalogues.ts`, a bundler glob) before any text: the
 * loaders themselves, or a chunk that has them. The app passes the chunk: a page that is not in English takes the
 * texts it opens with from `first` (the chunks its document names, which the build wrote for it), so the loaders of
 * every namespace in every language load only when the visitor goes on to another page.
 */
export function registerCatalogues(
  loaders: CatalogueLoaders | (() => Promise<CatalogueLoaders>),
  first: TextChunks = {},
): void {
  catalogues = typeof loaders === 'function' ? loaders : () => Promise.resolve(loaders);
  documentChunks = first;
}

function namespaceOf(file: string): string {
  if (file.startsWith('./shared/i18n/')) return 'shared';
  if (file.startsWith('./shared/ui/parts/')) return 'parts';
  if (file.startsWith('./shared/ui/errors/')) return 'errors';
  if (file.startsWith('./shared/ui/')) return 'ui';
  return file.split('/')[2]!;
}

let pageLanguage: Language = BASE_LANGUAGE;
const loaded = new Map<string, Catalogue>();
const listeners = new Set<() => void>();
let version = 0;

/** Sets the language of the page (the app at start, the build before each language it prerenders). */
export function setPageLanguage(language: Language): void {
  if (language === pageLanguage) return;
  pageLanguage = language;
  loaded.clear();
  changed();
}

export function currentLanguage(): Language {
  return pageLanguage;
}

/** Loads the page language's catalogues of `namespaces` that are not loaded yet (`shared`, or a feature's folder). */
export async function loadTexts(...namespaces: readonly string[]): Promise<void> {
  const language = pageLanguage;
  if (language === BASE_LANGUAGE) return;
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (loaded.has(namespace)) return;
      const chunk = documentChunks[namespace];
      const load = chunk
        ? () => import(/* @vite-ignore */ chunk) as Promise<{ default: Catalogue }>
        : (await catalogues())[`${catalogueFolder(namespace)}/${language}.ts`];
      if (!load) return;
      const catalogue = (await load()).default;
      if (language !== pageLanguage) return;
      loaded.set(namespace, catalogue);
      changed();
    }),
  );
}

/** Every namespace that has a catalogue in the page's language (the build renders with all of them). */
export async function allNamespaces(): Promise<string[]> {
  return [...new Set(Object.keys(await catalogues()).map(namespaceOf))];
}

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** `{{name}}` in `text` replaced by `values.name`; a placeholder without a value stays as it is. */
function interpolate(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : placeholder,
  );
}

/**
 * A namespace's texts in the page's language: `const t = textsOf<typeof en>('shop')` in the feature's `texts.ts`,
 * then `t('Continue')` or `t('{{minimum}} or more', { minimum })` wherever the page renders. Call it while
 * rendering (or in a loader), never at a module's top level: the catalogue loads with the page, after the module.
 */
export function textsOf<English extends Catalogue>(namespace: string) {
  return (key: keyof English & string, values?: Values): string =>
    interpolate(loaded.get(namespace)?.[key] ?? key, values);
}

/** The shared catalogue's texts: the layout, the shared UI and the API's messages. */
export const sharedText = textsOf<typeof sharedEnglish>('shared');

export type SharedKey = keyof typeof sharedEnglish;

/**
 * A translated sentence with parts that are elements (a link inside a sentence): `withParts(t('Read the {{terms}}.'),
 * { terms: <Link …>{t('terms')}</Link> })`. Each language places the parts where its grammar wants them.
 */
export function withParts(sentence: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  const pieces = sentence.split(/\{\{(\w+)\}\}/);
  return createElement(
    Fragment,
    null,
    ...pieces.map((piece, index) =>
      index % 2 === 1 && Object.prototype.hasOwnProperty.call(parts, piece)
        ? createElement(Fragment, { key: index }, parts[piece])
        : piece,
    ),
  );
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const snapshot = () => version;

/**
 * Re-renders its user when a catalogue arrives. Pages need it only for a catalogue that may load after their first
 * render (a part loaded on its own); the route table loads a page's catalogues before the page renders.
 */
export function useTextsLoaded(): void {
  useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The page's language (it never changes while the page is open). */
export function useLanguage(): Language {
  useTextsLoaded();
  return pageLanguage;
}

export { directionOf };

export type Translate = (key: SharedKey, values?: Values) => string;

/** The shared catalogue's `t`, re-rendering when it arrives. */
export function useTranslate(): Translate {
  useTextsLoaded();
  return sharedText;
}

/** The API's words that the pages say otherwise, in English too (Cognito's "username" is the buyer's e-mail). */
const API_WORDS: Readonly<Record<string, SharedKey>> = {
  'Username cannot be empty': 'Please enter your e-mail address',
};

/**
 * Translates a message from the API when the shared catalogue has it; anything else is shown as it came. A refusal of
 * a second renewing source (`readRefusal`, ADR 409) is said from its template, its day in the page's language.
 */
export function translateMessage(t: Translate, message: string): string {
  const tooShort = /^Password must have at least (\d+) characters$/.exec(message);
  if (tooShort) return t('Password must have at least {{count}} characters', { count: Number(tooShort[1]) });
  const refusal = readRefusal(message);
  if (refusal) {
    const { date, licences } = refusal.values;
    return t(refusal.template, {
      ...(date ? { date: formatDate(date, pageLanguage) } : {}),
      ...(licences ? { licences } : {}),
    });
  }
  return t(API_WORDS[message] ?? (message as SharedKey));
}

/** `translateMessage` outside React (route loaders). */
export async function translateApiMessage(message: string): Promise<string> {
  await loadTexts('shared');
  return translateMessage(sharedText, message);
}

/** Kept for the pages that called it before the language came from the address: the shared texts are loaded. */
export function startI18n(): Promise<void> {
  return loadTexts('shared');
}
