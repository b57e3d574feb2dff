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
  'Try again': 'Riprova',
  'Route is unknown': 'Percorso sconosciuto',
  Terms: 'Termini e condizioni',
  'Privacy notice': 'Informativa sulla privacy',
  Imprint: 'Note legali',
  'Right of withdrawal': 'Diritto di recesso',
};

export default it;
