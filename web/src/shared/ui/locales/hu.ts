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
  'contact support': 'vegye fel a kapcsolatot a támogatással',
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
  'Decrease {{label}}': '{{label}} csökkentése',
  'Increase {{label}}': '{{label}} növelése',
  'One order holds at most {{count}} licences.': 'Egy rendelés legfeljebb {{count}} licencet tartalmazhat.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Ha többet szeretne vásárolni, {{support}}, és a vásárlást több rendelésre bontjuk.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Vásároljon {{brand}} pilótafülke-csomag licenceket, támogatást és FMS Trainer-előfizetéseket.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'A bolt most nem tudta ellenőrizni a bejelentkezését. Próbálja újra egy pillanat múlva; nem kell újra bejelentkeznie.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}}, személyes licenc, havi',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    '{{platform}} FMS Trainer {{aircraft}}, személyes licenc, éves',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}}, tantermi licenc, havi',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    '{{platform}} FMS Trainer {{aircraft}}, tantermi licenc, éves',
  'Bronze support, monthly': 'Bronze támogatás, havi',
  'Bronze support, annual': 'Bronze támogatás, éves',
  '{{brand}} {{family}} suite support extension, monthly': '{{brand}} {{family}} csomag támogatás-hosszabbítása, havi',
  '{{brand}} {{family}} suite support extension, annual': '{{brand}} {{family}} csomag támogatás-hosszabbítása, éves',
  '{{brand}} {{family}} suite licence': '{{brand}} {{family}} csomaglicenc',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} csomag',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}} csomag (neo és ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}} csomag (csak ceo)',
  'A320 neo add-on': 'A320 neo kiegészítő',
  'Support catch-up, per lapsed month': 'Támogatás pótlása, lejárt hónaponként',
  Terms: 'ÁSZF',
  'Privacy notice': 'Adatvédelmi tájékoztató',
  Imprint: 'Impresszum',
  'Right of withdrawal': 'Elállási jog',
};

export default hu;
