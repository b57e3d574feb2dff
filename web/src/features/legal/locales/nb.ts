import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Norwegian Bokmål. */
const nb: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Denne siden kan ikke vises akkurat nå. Prøv igjen om et øyeblikk.',
};

export default nb;
