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
  'The shop could not be reached. Please check your connection and try again.':
    'Butikken kunne ikke nås. Kontroller tilkoblingen og prøv igjen.',
  'Something went wrong on our side. Please try again in a moment.': 'Noe gikk galt hos oss. Prøv igjen om litt.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Butikken kunne ikke kontrollere innloggingen din akkurat nå. Prøv igjen om litt; du trenger ikke logge inn på nytt.',
  'Unknown aircraft type: {{type}}': 'Ukjent flytype: {{type}}',
};

export default nb;
