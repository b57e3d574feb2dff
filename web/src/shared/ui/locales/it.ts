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
  'contact support': 'contatta l’assistenza',
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
  'Decrease {{label}}': 'Diminuisci {{label}}',
  'Increase {{label}}': 'Aumenta {{label}}',
  'One order holds at most {{count}} licences.': 'Un ordine comprende al massimo {{count}} licenze.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Per acquistarne di più, {{support}} e suddivideremo l’acquisto in più ordini.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Acquista licenze della suite cockpit {{brand}}, assistenza e abbonamenti FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Al momento il negozio non è riuscito a verificare il tuo accesso. Riprova tra poco; non è necessario accedere di nuovo.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} per {{platform}}, licenza personale, mensile',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} per {{platform}}, licenza personale, annuale',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} per {{platform}}, licenza per l’aula, mensile',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} per {{platform}}, licenza per l’aula, annuale',
  'Bronze support, monthly': 'Assistenza Bronze, mensile',
  'Bronze support, annual': 'Assistenza Bronze, annuale',
  '{{brand}} {{family}} suite support extension, monthly':
    'Estensione dell’assistenza della suite {{brand}} {{family}}, mensile',
  '{{brand}} {{family}} suite support extension, annual':
    'Estensione dell’assistenza della suite {{brand}} {{family}}, annuale',
  '{{brand}} {{family}} suite licence': 'Licenza della suite {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Suite {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Suite {{brand}} {{family}} (neo e ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Suite {{brand}} {{family}} (solo ceo)',
  'A320 neo add-on': 'Componente aggiuntivo A320 neo',
  'Support catch-up, per lapsed month': 'Recupero dell’assistenza, per mese scaduto',
  Terms: 'Termini e condizioni',
  'Privacy notice': 'Informativa sulla privacy',
  Imprint: 'Note legali',
  'Right of withdrawal': 'Diritto di recesso',
};

export default it;
