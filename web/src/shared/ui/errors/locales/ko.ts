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
  'The shop could not be reached. Please check your connection and try again.':
    '상점에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.',
  'Something went wrong on our side. Please try again in a moment.':
    '저희 쪽에서 문제가 발생했습니다. 잠시 후 다시 시도하세요.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    '지금은 상점에서 로그인 상태를 확인할 수 없습니다. 잠시 후 다시 시도하세요. 다시 로그인할 필요는 없습니다.',
  'Unknown aircraft type: {{type}}': '알 수 없는 기종: {{type}}',
};

export default ko;
