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
  'The shop could not be reached. Please check your connection and try again.':
    'Der Shop ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'Something went wrong on our side. Please try again in a moment.':
    'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es gleich noch einmal.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Der Shop konnte Ihre Anmeldung gerade nicht prüfen. Bitte versuchen Sie es gleich noch einmal; Sie müssen sich nicht erneut anmelden.',
  'Unknown aircraft type: {{type}}': 'Unbekannter Flugzeugtyp: {{type}}',
};

export default de;
