import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  'Skip to content': 'コンテンツへスキップ',
  Main: 'メイン',
  'Cockpit suite': 'コックピットスイート',
  Suite: 'スイート',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'トレーナー',
  Support: 'サポート',
  'My licences': 'マイライセンス',
  Licences: 'ライセンス',
  'My subscriptions': 'マイサブスクリプション',
  Subscriptions: 'サブスクリプション',
  'My orders': '注文履歴',
  Orders: '注文',
  'My account': 'マイアカウント',
  Account: 'アカウント',
  'Sign out': 'サインアウト',
  About: '会社概要',
  'Windows requirements': 'Windows の動作環境',
  'iPad requirements': 'iPad の動作環境',
  'Contact support': 'サポートに問い合わせる',
  'contact support': 'サポートにお問い合わせください',
  Language: '言語',
  'Oops!': 'おっと！',
  'Sorry, an unexpected error occurred.': '申し訳ありません。予期しないエラーが発生しました。',
  'Reload the page': 'ページを再読み込み',
  'Try again': '再試行',
  'Go back home': 'ホームに戻る',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'このページを読み込めませんでした。ショップが更新されたか、接続が切れた可能性があります。',
  'Unknown aircraft type: {{type}}': '不明な機種: {{type}}',
  'Route is unknown': 'このアドレスは存在しません',
  'Decrease {{label}}': '{{label}}を減らす',
  'Increase {{label}}': '{{label}}を増やす',
  'One order holds at most {{count}} licences.': '1 回の注文でご購入いただけるライセンスは最大 {{count}} 件です。',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'それ以上ご購入の場合は{{support}}。ご購入を複数の注文に分割いたします。',
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
  Terms: '利用規約',
  'Privacy notice': 'プライバシー通知',
  Imprint: '運営者情報',
  'Right of withdrawal': '撤回権',
};

export default ja;
