import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  'Oops!': '¡Vaya!',
  'Sorry, an unexpected error occurred.': 'Lo sentimos, se ha producido un error inesperado.',
  'Reload the page': 'Recargar la página',
  'Go back home': 'Volver al inicio',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'No se ha podido cargar esta página. Puede que la tienda se haya actualizado o que se haya perdido la conexión.',
  'The shop could not be reached. Please check your connection and try again.':
    'No se ha podido contactar con la tienda. Compruebe su conexión e inténtelo de nuevo.',
  'Something went wrong on our side. Please try again in a moment.':
    'Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'La tienda no ha podido comprobar su inicio de sesión en este momento. Inténtelo de nuevo en un momento; no necesita volver a iniciar sesión.',
  'Unknown aircraft type: {{type}}': 'Tipo de avión desconocido: {{type}}',
};

export default es;
