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
  'Unknown aircraft type: {{type}}': 'Okänd flygplanstyp: {{type}}',
};

export default sv;
