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
  'The shop could not be reached. Please check your connection and try again.':
    'Mağazaya ulaşılamadı. Bağlantınızı kontrol edip yeniden deneyin.',
  'Something went wrong on our side. Please try again in a moment.':
    'Bizim tarafımızda bir sorun oluştu. Lütfen birazdan yeniden deneyin.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Mağaza şu anda oturumunuzu kontrol edemedi. Lütfen birazdan tekrar deneyin; yeniden oturum açmanız gerekmez.',
  'Unknown aircraft type: {{type}}': 'Bilinmeyen uçak tipi: {{type}}',
};

export default tr;
