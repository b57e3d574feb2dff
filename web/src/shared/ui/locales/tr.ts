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
  'contact support': 'destek ile iletişime geçin',
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
  'Decrease {{label}}': '{{label}} azalt',
  'Increase {{label}}': '{{label}} artır',
  'One order holds at most {{count}} licences.': 'Bir sipariş en fazla {{count}} lisans içerir.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Daha fazlasını satın almak için {{support}}; satın alımınızı birkaç siparişe böleriz.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    '{{brand}} kokpit paketi lisansları, destek ve FMS Trainer abonelikleri satın alın.',
};

export default tr;
