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
  'Try again': 'Újrapróbálás',
  'Route is unknown': 'Ismeretlen cím',
  Terms: 'ÁSZF',
  'Privacy notice': 'Adatvédelmi tájékoztató',
  Imprint: 'Impresszum',
  'Right of withdrawal': 'Elállási jog',
};

export default hu;
