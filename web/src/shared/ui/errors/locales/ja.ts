import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Japanese. */
const ja: Translations<typeof en> = {
  'Oops!': 'おっと！',
  'Sorry, an unexpected error occurred.': '申し訳ありません。予期しないエラーが発生しました。',
  'Reload the page': 'ページを再読み込み',
  'Go back home': 'ホームに戻る',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'このページを読み込めませんでした。ショップが更新されたか、接続が切れた可能性があります。',
  'Unknown aircraft type: {{type}}': '不明な機種: {{type}}',
};

export default ja;
