export {
  directionOf,
  isLanguage,
  LANGUAGES,
  languageOfPath,
  localisedPath,
  pathWithoutLanguage,
  pickLanguage,
  RIGHT_TO_LEFT,
  type Language,
} from '@contract/languages';
