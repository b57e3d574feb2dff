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
  'Try again': 'Tekrar dene',
  'Route is unknown': 'Bu adres bilinmiyor',
  Terms: 'Koşullar',
  'Privacy notice': 'Gizlilik bildirimi',
  Imprint: 'Künye',
  'Right of withdrawal': 'Cayma hakkı',
};

export default tr;
