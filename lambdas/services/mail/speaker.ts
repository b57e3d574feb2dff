import { formatDate, formatMoney } from '../../contract/formats';
import { directionOf, type ShopLanguage } from '../../contract/languages';
import { en, type MailTextKey, type MailTexts } from './texts/en';

/**
 * A mail's language: its texts, its direction and its formats. Templates speak only through one, so a mail is
 * written whole in the buyer's language, amounts and dates included.
 */
export interface Speaker {
  readonly language: ShopLanguage;
  readonly direction: 'ltr' | 'rtl';
  t(key: MailTextKey, values?: Readonly<Record<string, string | number>>): string;
  money(cents: number, currency?: string): string;
  date(iso: string): string;
}

export function speakerOf(language: ShopLanguage, texts: Partial<MailTexts>): Speaker {
  return {
    language,
    direction: directionOf(language),
    t: (key, values = {}) =>
      (texts[key] ?? en[key]).replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
    money: (cents, currency = 'EUR') => formatMoney(cents, currency, language),
    date: (iso) => formatDate(iso, language),
  };
}

export const ENGLISH: Speaker = speakerOf('en', en);

/**
 * The speaker of a language. English is in every bundle; the other twenty load with the first mail that needs them
 * (`mail-texts.js`, beside the bundle: FIRST_USE_FILES in infra/definitions/lambda-bundling.ts), so a cold start
 * that sends no mail parses none of them.
 */
export async function speakerFor(language: ShopLanguage): Promise<Speaker> {
  if (language === 'en') return ENGLISH;
  const { MAIL_TEXTS } = await import('./mail-texts.js');
  return speakerOf(language, MAIL_TEXTS[language]);
}
