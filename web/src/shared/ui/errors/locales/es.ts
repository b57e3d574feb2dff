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
  'Unknown aircraft type: {{type}}': 'Tipo de avión desconocido: {{type}}',
};

export default es;
