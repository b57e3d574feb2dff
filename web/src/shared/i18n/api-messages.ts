import { formatDate } from '@contract/formats';
import { readRefusal } from '@contract/renewal-refusals';
import { currentLanguage, loadTexts, sharedText, type SharedKey, type Translate } from './i18n';

/**
 * The API's messages in the page's language, from the shared catalogue: a module of its own, loaded with the pages
 * that show the API's words (sign-in, account, checkout), so the landing route does not carry the templates it reads.
 */

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
      ...(date ? { date: formatDate(date, currentLanguage()) } : {}),
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
