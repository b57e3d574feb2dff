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
  'The shop could not be reached. Please check your connection and try again.': '无法连接商店。请检查网络连接后重试。',
  'Something went wrong on our side. Please try again in a moment.': '我们这边出了问题。请稍后重试。',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    '商店暂时无法检查您的登录状态。请稍后重试；您无需重新登录。',
  'Unknown aircraft type: {{type}}': '未知的机型：{{type}}',
};

export default zh;
