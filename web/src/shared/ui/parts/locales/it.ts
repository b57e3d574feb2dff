import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  'contact support': 'contatta l’assistenza',
  'Decrease {{label}}': 'Diminuisci {{label}}',
  'Increase {{label}}': 'Aumenta {{label}}',
  'One order holds at most {{count}} licences.': 'Un ordine comprende al massimo {{count}} licenze.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Per acquistarne di più, {{support}} e suddivideremo l’acquisto in più ordini.',
  '{{brand}} checkout': 'Negozio {{brand}}',
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
};

export default it;
