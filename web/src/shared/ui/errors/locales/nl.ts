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
  'The shop could not be reached. Please check your connection and try again.':
    'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  'Something went wrong on our side. Please try again in a moment.':
    'Er ging bij ons iets mis. Probeer het zo meteen opnieuw.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'De winkel kon uw aanmelding nu niet controleren. Probeer het zo opnieuw; u hoeft zich niet opnieuw aan te melden.',
  'Unknown aircraft type: {{type}}': 'Onbekend vliegtuigtype: {{type}}',
};

export default nl;
