import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  'Oops!': 'Oeps!',
  'Sorry, an unexpected error occurred.': 'Sorry, er is een onverwachte fout opgetreden.',
  'Reload the page': 'Pagina opnieuw laden',
  'Go back home': 'Terug naar home',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Deze pagina kon niet worden geladen. De winkel is misschien bijgewerkt, of de verbinding is weggevallen.',
  'Unknown aircraft type: {{type}}': 'Onbekend vliegtuigtype: {{type}}',
};

export default nl;
