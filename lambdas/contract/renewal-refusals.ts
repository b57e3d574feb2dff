import { formatDate } from './formats';

/**
 * The API's sentences for refusing a second renewing source of a licence (ADRs 401, 405, 409) and the cancel or
 * resume that cannot be done: one English template each, which the API fills (`refusalSentence`) and the web reads
 * back (`readRefusal`) to say it in the buyer's language, each template being a key of the shared catalogue
 * (`web/src/shared/i18n/locales/`). `{{date}}` is a day as `formatDate(…, 'en')` writes it.
 */
export const RENEWAL_REFUSALS = {
  RENEWED_ELSEWHERE:
    'Support for {{licences}} now renews with another subscription of yours; resuming this one would charge for the same period twice. Cancel that one first if you want this one to renew instead.',
  RENEWS_NOTHING:
    'This subscription no longer pays for any licence of yours (they moved to a new owner or were refunded), so resuming it would charge for nothing.',
  SUPPORT_ALREADY_RENEWS:
    'Support for this licence already renews automatically on {{date}}; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.',
  SUPPORT_PAUSED:
    "The support subscription of this licence is paused since {{date}}; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.",
  NOT_CANCELLED: 'This subscription is not set to end, so there is nothing to resume.',
  ALREADY_CANCELLED: 'This subscription is already cancelled or set to end.',
  SUBSCRIPTION_ENDED: 'This subscription has ended and cannot be resumed. To continue, buy it again.',
} as const;

export type RenewalRefusal = keyof typeof RENEWAL_REFUSALS;
export type RefusalTemplate = (typeof RENEWAL_REFUSALS)[RenewalRefusal];

/** What a template's placeholders take: a day (an ISO instant or `YYYY-MM-DD`) or licence ids. */
export interface RefusalValues {
  readonly date?: string;
  readonly licences?: readonly string[];
}

/** The API's sentence: the template with its day in English and its licences listed. */
export function refusalSentence(code: RenewalRefusal, values: RefusalValues = {}): string {
  return RENEWAL_REFUSALS[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    name === 'date' ? formatDate(values.date ?? '', 'en') : (values.licences ?? []).join(', '),
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each template as a pattern, made on first use (a page that loads the module need not pay for it). */
let patterns: { template: RefusalTemplate; names: string[]; pattern: RegExp }[] | undefined;

function templatePatterns() {
  patterns ??= Object.values(RENEWAL_REFUSALS).map((template) => {
    const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
    const pattern = new RegExp(
      `^${template
        .split(/\{\{\w+\}\}/)
        .map(escaped)
        .join('(.+?)')}$`,
    );
    return { template, names, pattern };
  });
  return patterns;
}

/**
 * The template an API sentence was filled from, with its values (a day as `YYYY-MM-DD`, licence ids as they were
 * listed); undefined for any other sentence, or one whose day is not what `refusalSentence` writes.
 */
export function readRefusal(
  message: string,
): { readonly template: RefusalTemplate; readonly values: { date?: string; licences?: string } } | undefined {
  for (const { template, names, pattern } of templatePatterns()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: { date?: string; licences?: string } = {};
    for (const [index, name] of names.entries()) {
      const text = match[index + 1]!;
      if (name !== 'date') values.licences = text;
      else {
        const day = readEnglishDay(text);
        if (!day) return undefined;
        values.date = day;
      }
    }
    return { template, values };
  }
  return undefined;
}

/** `28 November 2026` → `2026-11-28`, only for what `formatDate(…, 'en')` writes. */
function readEnglishDay(text: string): string | undefined {
  const parts = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text);
  const month = parts ? MONTHS.indexOf(parts[2]!) : -1;
  if (!parts || month < 0) return undefined;
  const day = `${parts[3]}-${String(month + 1).padStart(2, '0')}-${parts[1]!.padStart(2, '0')}`;
  return formatDate(day, 'en') === text ? day : undefined;
}
