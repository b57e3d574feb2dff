import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  'Skip to content': 'Vai al contenuto',
  Main: 'Principale',
  'Cockpit suite': 'Suite cockpit',
  Suite: 'Suite',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Trainer',
  Support: 'Assistenza',
  'My licences': 'Le mie licenze',
  Licences: 'Licenze',
  'My subscriptions': 'I miei abbonamenti',
  Subscriptions: 'Abbonamenti',
  'My orders': 'I miei ordini',
  Orders: 'Ordini',
  'My account': 'Il mio account',
  Account: 'Account',
  'Sign out': 'Esci',
  About: 'Chi siamo',
  'Windows requirements': 'Requisiti Windows',
  'iPad requirements': 'Requisiti iPad',
  'Contact support': 'Contatta l’assistenza',
  Language: 'Lingua',
  'Oops!': 'Ops!',
  'Sorry, an unexpected error occurred.': 'Siamo spiacenti, si è verificato un errore imprevisto.',
  'Reload the page': 'Ricarica la pagina',
  'Try again': 'Riprova',
  'Go back home': 'Torna alla home',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Impossibile caricare questa pagina. Il negozio potrebbe essere stato aggiornato oppure la connessione si è interrotta.',
  'Unknown aircraft type: {{type}}': 'Tipo di aeromobile sconosciuto: {{type}}',
  'Route is unknown': 'Percorso sconosciuto',
  Terms: 'Termini e condizioni',
  'Privacy notice': 'Informativa sulla privacy',
  Imprint: 'Note legali',
  'Right of withdrawal': 'Diritto di recesso',
};

export default it;
