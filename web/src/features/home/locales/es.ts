import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Spanish. */
const es: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'Bienvenido a la tienda de {{brand}}.',
  '{{brand}} cockpit suite': 'Suite de cabina {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Licencia perpetua para la familia A320, el 737 o el 737 MAX 8, con un año de soporte.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Licencias de entrenador mensuales o anuales para Windows e iPad, personales o para aula.',
  'Support extension': 'Ampliación de soporte',
  'Extend or restart the support subscription of your suite licence.':
    'Amplíe o reanude la suscripción de soporte de su licencia de la suite.',
};

export default es;
