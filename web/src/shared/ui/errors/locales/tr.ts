import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  'Oops!': 'Hay aksi!',
  'Sorry, an unexpected error occurred.': 'Üzgünüz, beklenmeyen bir hata oluştu.',
  'Reload the page': 'Sayfayı yeniden yükle',
  'Go back home': 'Ana sayfaya dön',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Bu sayfa yüklenemedi. Mağaza güncellenmiş olabilir veya bağlantı kesilmiş olabilir.',
  'Unknown aircraft type: {{type}}': 'Bilinmeyen uçak tipi: {{type}}',
};

export default tr;
