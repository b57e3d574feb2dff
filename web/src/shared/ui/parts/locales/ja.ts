import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  'contact support': 'サポートにお問い合わせください',
  'Decrease {{label}}': '{{label}}を減らす',
  'Increase {{label}}': '{{label}}を増やす',
  'One order holds at most {{count}} licences.': '1 回の注文でご購入いただけるライセンスは最大 {{count}} 件です。',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'それ以上ご購入の場合は{{support}}。ご購入を複数の注文に分割いたします。',
  '{{brand}} checkout': '{{brand}} ストア',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    '{{brand}} コックピットスイートのライセンス、サポート、FMS Trainer のサブスクリプションを購入できます。',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'ショップは現在サインイン状態を確認できませんでした。しばらくしてからもう一度お試しください。再度サインインする必要はありません。',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    '{{platform}} 版 FMS Trainer {{aircraft}} 個人用ライセンス（月額）',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    '{{platform}} 版 FMS Trainer {{aircraft}} 個人用ライセンス（年額）',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    '{{platform}} 版 FMS Trainer {{aircraft}} 教室用ライセンス（月額）',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    '{{platform}} 版 FMS Trainer {{aircraft}} 教室用ライセンス（年額）',
  'Bronze support, monthly': 'Bronze サポート（月額）',
  'Bronze support, annual': 'Bronze サポート（年額）',
  '{{brand}} {{family}} suite support extension, monthly': '{{brand}} {{family}} スイートのサポート延長（月額）',
  '{{brand}} {{family}} suite support extension, annual': '{{brand}} {{family}} スイートのサポート延長（年額）',
  '{{brand}} {{family}} suite licence': '{{brand}} {{family}} スイートライセンス',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} スイート',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}} スイート（neo と ceo）',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}} スイート（ceo のみ）',
  'A320 neo add-on': 'A320 neo アドオン',
  'Support catch-up, per lapsed month': 'サポートの追加分（失効月あたり）',
};

export default ja;
