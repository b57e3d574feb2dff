import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  'contact support': 'contacte con soporte',
  'Decrease {{label}}': 'Reducir {{label}}',
  'Increase {{label}}': 'Aumentar {{label}}',
  'One order holds at most {{count}} licences.': 'Un pedido incluye como máximo {{count}} licencias.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Para comprar más, {{support}} y dividiremos su compra en varios pedidos.',
  '{{brand}} checkout': 'Tienda de {{brand}}',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Compre licencias de la suite de cabina {{brand}}, soporte y suscripciones de FMS Trainer.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'La tienda no ha podido comprobar su inicio de sesión en este momento. Inténtelo de nuevo en un momento; no necesita volver a iniciar sesión.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} para {{platform}}, licencia personal, mensual',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} para {{platform}}, licencia personal, anual',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} para {{platform}}, licencia para aula, mensual',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} para {{platform}}, licencia para aula, anual',
  'Bronze support, monthly': 'Soporte Bronze, mensual',
  'Bronze support, annual': 'Soporte Bronze, anual',
  '{{brand}} {{family}} suite support extension, monthly':
    'Ampliación del soporte de la suite {{brand}} {{family}}, mensual',
  '{{brand}} {{family}} suite support extension, annual':
    'Ampliación del soporte de la suite {{brand}} {{family}}, anual',
  '{{brand}} {{family}} suite licence': 'Licencia de la suite {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'Suite {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'Suite {{brand}} {{family}} (neo y ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'Suite {{brand}} {{family}} (solo ceo)',
  'A320 neo add-on': 'Complemento A320 neo',
  'Support catch-up, per lapsed month': 'Recuperación de soporte, por mes caducado',
};

export default es;
