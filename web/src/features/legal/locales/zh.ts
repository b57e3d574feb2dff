import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Chinese. */
const zh: Translations<typeof en> = {
  'This page cannot be shown right now. Please try again in a moment.': '此页面暂时无法显示。请稍后重试。',
};

export default zh;
