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
  'The shop could not be reached. Please check your connection and try again.':
    'Il negozio non è raggiungibile. Controlli la connessione e riprovi.',
  'Something went wrong on our side. Please try again in a moment.':
    'Si è verificato un problema da parte nostra. Riprovi tra un momento.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Al momento il negozio non è riuscito a verificare il tuo accesso. Riprova tra poco; non è necessario accedere di nuovo.',
  'Unknown aircraft type: {{type}}': 'Tipo di aeromobile sconosciuto: {{type}}',
};

export default it;
