import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  'Oops!': 'Ops!',
  'Sorry, an unexpected error occurred.': 'Siamo spiacenti, si è verificato un errore imprevisto.',
  'Reload the page': 'Ricarica la pagina',
  'Go back home': 'Torna alla home',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Impossibile caricare questa pagina. Il negozio potrebbe essere stato aggiornato oppure la connessione si è interrotta.',
  'Unknown aircraft type: {{type}}': 'Tipo di aeromobile sconosciuto: {{type}}',
};

export default it;
