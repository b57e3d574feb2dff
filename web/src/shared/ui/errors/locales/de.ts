import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  'Oops!': 'Hoppla!',
  'Sorry, an unexpected error occurred.': 'Leider ist ein unerwarteter Fehler aufgetreten.',
  'Reload the page': 'Seite neu laden',
  'Go back home': 'Zur Startseite',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Diese Seite konnte nicht geladen werden. Der Shop wurde vielleicht aktualisiert, oder die Verbindung ist abgebrochen.',
  'Unknown aircraft type: {{type}}': 'Unbekannter Flugzeugtyp: {{type}}',
};

export default de;
