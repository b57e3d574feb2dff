import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Indonesian. */
const id: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    'Halaman ini tidak dapat ditampilkan sekarang. Silakan coba lagi sebentar lagi.',
};

export default id;
