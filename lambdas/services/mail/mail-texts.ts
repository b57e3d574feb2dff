import type { ShopLanguage } from '../../contract/languages';
import { ar } from './texts/ar';
import { de } from './texts/de';
import { en, type MailTexts } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import { he } from './texts/he';
import { hu } from './texts/hu';
import { id } from './texts/id';
import { it } from './texts/it';
import { ja } from './texts/ja';
import { ko } from './texts/ko';
import { nb } from './texts/nb';
import { nl } from './texts/nl';
import { pl } from './texts/pl';
import { pt } from './texts/pt';
import { ru } from './texts/ru';
import { sv } from './texts/sv';
import { th } from './texts/th';
import { tr } from './texts/tr';
import { uk } from './texts/uk';
import { zh } from './texts/zh';

/**
 * The mails' texts in every language the shop speaks, loaded on first use beside the bundle (speaker.ts). Each
 * language's file translates every key (its type says so); the English texts of docs/product/mail.md stay word for word in `en.ts`.
 */
export const MAIL_TEXTS: Readonly<Record<ShopLanguage, MailTexts>> = {
  en,
  de,
  es,
  fr,
  it,
  nl,
  pt,
  pl,
  sv,
  nb,
  tr,
  ru,
  ja,
  zh,
  ko,
  he,
  id,
  th,
  hu,
  uk,
  ar,
};
