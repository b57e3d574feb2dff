import { setLanguage, useLanguage, useTranslate } from './i18n';
import { isLanguage, LANGUAGES } from './languages';

/** The visible language switch: each language named in itself. */
export function LanguageSwitch() {
  const language = useLanguage();
  const t = useTranslate();
  return (
    <label>
      <span>{t('Language')}</span>{' '}
      <select
        value={language}
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLanguage(chosen)) void setLanguage(chosen);
        }}
      >
        {Object.entries(LANGUAGES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
