import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Chinese (simplified). */
const zh: Translations<typeof en> = {
  'Oops!': '糟糕！',
  'Sorry, an unexpected error occurred.': '抱歉，发生了意外错误。',
  'Reload the page': '重新加载页面',
  'Go back home': '返回首页',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    '无法加载此页面。商店可能已更新，或连接已中断。',
  'Unknown aircraft type: {{type}}': '未知的机型：{{type}}',
};

export default zh;
