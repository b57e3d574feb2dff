import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Hungarian. */
const hu: Translations<typeof en> = {
  'contact support': 'vegye fel a kapcsolatot a támogatással',
  'Decrease {{label}}': '{{label}} csökkentése',
  'Increase {{label}}': '{{label}} növelése',
  'One order holds at most {{count}} licences.': 'Egy rendelés legfeljebb {{count}} licencet tartalmazhat.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Ha többet szeretne vásárolni, {{support}}, és a vásárlást több rendelésre bontjuk.',
  '{{brand}} checkout': '{{brand}} áruház',
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
};

export default hu;
