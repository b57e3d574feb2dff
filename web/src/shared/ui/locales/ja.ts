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
  Language: '言語',
  'Try again': '再試行',
  'Route is unknown': 'このアドレスは存在しません',
  Terms: '利用規約',
  'Privacy notice': 'プライバシー通知',
  Imprint: '運営者情報',
  'Right of withdrawal': '撤回権',
};

export default ja;
