import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': '{{brand}} ストアへようこそ。',
  '{{brand}} cockpit suite': '{{brand}} コックピットスイート',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'A320 ファミリー、737、737 MAX 8 向けの永続ライセンス（1 年間のサポート付き）。',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Windows と iPad 向けの月額または年額のトレーナーライセンス（個人用または教室用）。',
  'Support extension': 'サポート延長',
  'Extend or restart the support subscription of your suite licence.':
    'スイートライセンスのサポートサブスクリプションを延長または再開します。',
};

export default ja;
