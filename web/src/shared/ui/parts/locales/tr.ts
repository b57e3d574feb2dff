import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Turkish. */
const tr: Translations<typeof en> = {
  'contact support': 'destek ile iletişime geçin',
  'Decrease {{label}}': '{{label}} azalt',
  'Increase {{label}}': '{{label}} artır',
  'One order holds at most {{count}} licences.': 'Bir sipariş en fazla {{count}} lisans içerir.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'Daha fazlasını satın almak için {{support}}; satın alımınızı birkaç siparişe böleriz.',
  '{{brand}} checkout': '{{brand}} mağazası',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    '{{brand}} kokpit paketi lisansları, destek ve FMS Trainer abonelikleri satın alın.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'Mağaza şu anda oturumunuzu kontrol edemedi. Lütfen birazdan tekrar deneyin; yeniden oturum açmanız gerekmez.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}} kişisel lisans, aylık',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    '{{platform}} FMS Trainer {{aircraft}} kişisel lisans, yıllık',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}} sınıf lisansı, aylık',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    '{{platform}} FMS Trainer {{aircraft}} sınıf lisansı, yıllık',
  'Bronze support, monthly': 'Bronze destek, aylık',
  'Bronze support, annual': 'Bronze destek, yıllık',
  '{{brand}} {{family}} suite support extension, monthly': '{{brand}} {{family}} paketi destek uzatma, aylık',
  '{{brand}} {{family}} suite support extension, annual': '{{brand}} {{family}} paketi destek uzatma, yıllık',
  '{{brand}} {{family}} suite licence': '{{brand}} {{family}} paketi lisansı',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} paketi',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}} paketi (neo ve ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}} paketi (yalnızca ceo)',
  'A320 neo add-on': 'A320 neo eklentisi',
  'Support catch-up, per lapsed month': 'Destek tamamlama, süresi dolan ay başına',
};

export default tr;
