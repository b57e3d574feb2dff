import type { ShopLanguage } from '../../contract/languages';
import { en, type MailTexts } from './texts/en';

/**
 * The mails' texts in every language the shop speaks, loaded on first use beside the bundle (speaker.ts). A
 * language without a translation of a key says that key in English.
 */
export const MAIL_TEXTS: Readonly<Record<ShopLanguage, Partial<MailTexts>>> = {
  en,
  de: {},
  es: {},
  fr: {},
  it: {},
  nl: {},
  pt: {},
  pl: {},
  sv: {},
  nb: {},
  tr: {},
  ru: {},
  ja: {},
  zh: {},
  ko: {},
  he: {},
  id: {},
  th: {},
  hu: {},
  uk: {},
  ar: {},
};
