import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  'Oops!': '앗!',
  'Sorry, an unexpected error occurred.': '죄송합니다. 예기치 않은 오류가 발생했습니다.',
  'Reload the page': '페이지 새로고침',
  'Go back home': '홈으로 돌아가기',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    '이 페이지를 불러올 수 없습니다. 상점이 업데이트되었거나 연결이 끊어졌을 수 있습니다.',
  'Unknown aircraft type: {{type}}': '알 수 없는 기종: {{type}}',
};

export default ko;
