import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  'Skip to content': 'Saltar al contenido',
  Main: 'Principal',
  'Cockpit suite': 'Suite de cabina',
  Suite: 'Suite',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Entrenador',
  Support: 'Soporte',
  'My licences': 'Mis licencias',
  Licences: 'Licencias',
  'My subscriptions': 'Mis suscripciones',
  Subscriptions: 'Suscripciones',
  'My orders': 'Mis pedidos',
  Orders: 'Pedidos',
  'My account': 'Mi cuenta',
  Account: 'Cuenta',
  'Sign out': 'Cerrar sesión',
  About: 'Acerca de',
  'Windows requirements': 'Requisitos de Windows',
  'iPad requirements': 'Requisitos de iPad',
  'Contact support': 'Contactar con soporte',
  Language: 'Idioma',
  'Try again': 'Intentar de nuevo',
  'Route is unknown': 'La ruta es desconocida',
  Terms: 'Condiciones',
  'Privacy notice': 'Aviso de privacidad',
  Imprint: 'Aviso legal',
  'Right of withdrawal': 'Derecho de desistimiento',
};

export default es;
