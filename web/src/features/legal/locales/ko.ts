import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.':
    '지금은 이 페이지를 표시할 수 없습니다. 잠시 후 다시 시도하세요.',
};

export default ko;
