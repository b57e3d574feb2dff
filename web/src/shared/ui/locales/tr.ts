import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  'Skip to content': 'İçeriğe geç',
  Main: 'Ana menü',
  'Cockpit suite': 'Kokpit paketi',
  Suite: 'Paket',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Eğitmen',
  Support: 'Destek',
  'My licences': 'Lisanslarım',
  Licences: 'Lisanslar',
  'My subscriptions': 'Aboneliklerim',
  Subscriptions: 'Abonelikler',
  'My orders': 'Siparişlerim',
  Orders: 'Siparişler',
  'My account': 'Hesabım',
  Account: 'Hesap',
  'Sign out': 'Oturumu kapat',
  About: 'Hakkımızda',
  'Windows requirements': 'Windows gereksinimleri',
  'iPad requirements': 'iPad gereksinimleri',
  'Contact support': 'Destek ile iletişime geçin',
  Language: 'Dil',
  'Oops!': 'Hay aksi!',
  'Sorry, an unexpected error occurred.': 'Üzgünüz, beklenmeyen bir hata oluştu.',
  'Reload the page': 'Sayfayı yeniden yükle',
  'Try again': 'Tekrar dene',
  'Go back home': 'Ana sayfaya dön',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'Bu sayfa yüklenemedi. Mağaza güncellenmiş olabilir veya bağlantı kesilmiş olabilir.',
  'Unknown aircraft type: {{type}}': 'Bilinmeyen uçak tipi: {{type}}',
  'Route is unknown': 'Bu adres bilinmiyor',
  Terms: 'Koşullar',
  'Privacy notice': 'Gizlilik bildirimi',
  Imprint: 'Künye',
  'Right of withdrawal': 'Cayma hakkı',
};

export default tr;
