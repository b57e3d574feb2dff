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
  'Oops!': '¡Vaya!',
  'Sorry, an unexpected error occurred.': 'Lo sentimos, se ha producido un error inesperado.',
  'Reload the page': 'Recargar la página',
  'Try again': 'Intentar de nuevo',
  'Go back home': 'Volver al inicio',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'No se ha podido cargar esta página. Puede que la tienda se haya actualizado o que se haya perdido la conexión.',
  'Unknown aircraft type: {{type}}': 'Tipo de avión desconocido: {{type}}',
  'Route is unknown': 'La ruta es desconocida',
  Terms: 'Condiciones',
  'Privacy notice': 'Aviso de privacidad',
  Imprint: 'Aviso legal',
  'Right of withdrawal': 'Derecho de desistimiento',
};

export default es;
