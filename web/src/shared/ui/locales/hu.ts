import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  'Skip to content': 'Ugrás a tartalomhoz',
  Main: 'Fő menü',
  'Cockpit suite': 'Pilótafülke-csomag',
  Suite: 'Csomag',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Tréner',
  Support: 'Támogatás',
  'My licences': 'Licenceim',
  Licences: 'Licencek',
  'My subscriptions': 'Előfizetéseim',
  Subscriptions: 'Előfizetések',
  'My orders': 'Rendeléseim',
  Orders: 'Rendelések',
  'My account': 'Fiókom',
  Account: 'Fiók',
  'Sign out': 'Kijelentkezés',
  About: 'Rólunk',
  'Windows requirements': 'Windows-követelmények',
  'iPad requirements': 'iPad-követelmények',
  'Contact support': 'Kapcsolatfelvétel a támogatással',
  Language: 'Nyelv',
  'Oops!': 'Hoppá!',
  'Sorry, an unexpected error occurred.': 'Sajnáljuk, váratlan hiba történt.',
  'Reload the page': 'Oldal újratöltése',
  'Try again': 'Újrapróbálás',
  'Go back home': 'Vissza a főoldalra',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Az oldal nem tölthető be. Lehet, hogy a bolt frissült, vagy megszakadt a kapcsolat.',
  'Unknown aircraft type: {{type}}': 'Ismeretlen repülőgéptípus: {{type}}',
  'Route is unknown': 'Ismeretlen cím',
  Terms: 'ÁSZF',
  'Privacy notice': 'Adatvédelmi tájékoztató',
  Imprint: 'Impresszum',
  'Right of withdrawal': 'Elállási jog',
};

export default hu;
