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
  'The shop could not be reached. Please check your connection and try again.':
    'ショップに接続できませんでした。接続を確認して、もう一度お試しください。',
  'Something went wrong on our side. Please try again in a moment.':
    '当店側で問題が発生しました。しばらくしてからもう一度お試しください。',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'ショップは現在サインイン状態を確認できませんでした。しばらくしてからもう一度お試しください。再度サインインする必要はありません。',
  'Unknown aircraft type: {{type}}': '不明な機種: {{type}}',
};

export default ja;
