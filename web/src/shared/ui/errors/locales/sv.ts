import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  'Oops!': 'Hoppsan!',
  'Sorry, an unexpected error occurred.': 'Tyvärr uppstod ett oväntat fel.',
  'Reload the page': 'Ladda om sidan',
  'Go back home': 'Tillbaka till startsidan',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Sidan kunde inte laddas. Butiken kan ha uppdaterats, eller så bröts anslutningen.',
  'The shop could not be reached. Please check your connection and try again.':
    'Butiken kunde inte nås. Kontrollera anslutningen och försök igen.',
  'Something went wrong on our side. Please try again in a moment.': 'Något gick fel hos oss. Försök igen om en stund.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Butiken kunde inte kontrollera din inloggning just nu. Försök igen om en stund; du behöver inte logga in igen.',
  'Unknown aircraft type: {{type}}': 'Okänd flygplanstyp: {{type}}',
};

export default sv;
