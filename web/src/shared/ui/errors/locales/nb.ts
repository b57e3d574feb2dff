import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Norwegian (Bokmål). */
const nb: Translations<typeof en> = {
  'Oops!': 'Oi!',
  'Sorry, an unexpected error occurred.': 'Beklager, det oppstod en uventet feil.',
  'Reload the page': 'Last inn siden på nytt',
  'Go back home': 'Tilbake til forsiden',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Siden kunne ikke lastes. Butikken kan ha blitt oppdatert, eller forbindelsen ble brutt.',
  'Unknown aircraft type: {{type}}': 'Ukjent flytype: {{type}}',
};

export default nb;
