import { useId } from 'react';
import { uiText } from '../ui/texts';
import { useLanguage } from './i18n';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  localisedPath,
  pathWithoutLanguage,
  type Language,
} from '@contract/languages';
import './language-switch.css';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language switch, on every page: each language named in itself. Choosing one remembers it in a cookie (the
 * site's routing reads it for English addresses) and opens the same page at the language's address, which is
 * prerendered or loads in that language.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{uiText('Language')}</label>
      <select id={id} value={language} onChange={(event) => switchTo(event.target.value)}>
        {Object.entries(LANGUAGES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

function switchTo(chosen: string): void {
  if (!isLanguage(chosen)) return;
  rememberLanguage(chosen);
  const { pathname, search, hash } = window.location;
  window.location.assign(`${localisedPath(pathWithoutLanguage(pathname), chosen)}${search}${hash}`);
}

function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax${secure}`;
}
