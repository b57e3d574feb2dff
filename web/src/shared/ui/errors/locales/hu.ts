import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  'Oops!': 'Hoppá!',
  'Sorry, an unexpected error occurred.': 'Sajnáljuk, váratlan hiba történt.',
  'Reload the page': 'Oldal újratöltése',
  'Go back home': 'Vissza a főoldalra',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Az oldal nem tölthető be. Lehet, hogy a bolt frissült, vagy megszakadt a kapcsolat.',
  'Unknown aircraft type: {{type}}': 'Ismeretlen repülőgéptípus: {{type}}',
};

export default hu;
