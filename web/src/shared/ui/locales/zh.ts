import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Chinese (simplified). */
const zh: Translations<typeof en> = {
  'Skip to content': '跳到内容',
  Main: '主导航',
  'Cockpit suite': '驾驶舱套件',
  Suite: '套件',
  'FMS Trainer': 'FMS Trainer',
  Trainer: '训练器',
  Support: '支持',
  'My licences': '我的许可证',
  Licences: '许可证',
  'My subscriptions': '我的订阅',
  Subscriptions: '订阅',
  'My orders': '我的订单',
  Orders: '订单',
  'My account': '我的账户',
  Account: '账户',
  'Sign out': '退出登录',
  About: '关于我们',
  'Windows requirements': 'Windows 系统要求',
  'iPad requirements': 'iPad 系统要求',
  'Contact support': '联系支持团队',
  'contact support': '请联系支持团队',
  Language: '语言',
  'Oops!': '糟糕！',
  'Sorry, an unexpected error occurred.': '抱歉，发生了意外错误。',
  'Reload the page': '重新加载页面',
  'Try again': '重试',
  'Go back home': '返回首页',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    '无法加载此页面。商店可能已更新，或连接已中断。',
  'Unknown aircraft type: {{type}}': '未知的机型：{{type}}',
  'Route is unknown': '未知的地址',
  'Decrease {{label}}': '减少{{label}}',
  'Increase {{label}}': '增加{{label}}',
  'One order holds at most {{count}} licences.': '每个订单最多包含 {{count}} 个许可证。',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    '如需购买更多，{{support}}，我们会将您的购买拆分为多个订单。',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    '购买 {{brand}} 驾驶舱套件许可证、支持服务和 FMS Trainer 订阅。',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    '商店暂时无法检查您的登录状态。请稍后重试；您无需重新登录。',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    '{{platform}} 版 FMS Trainer {{aircraft}} 个人许可证（按月）',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    '{{platform}} 版 FMS Trainer {{aircraft}} 个人许可证（按年）',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    '{{platform}} 版 FMS Trainer {{aircraft}} 教室许可证（按月）',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    '{{platform}} 版 FMS Trainer {{aircraft}} 教室许可证（按年）',
  'Bronze support, monthly': 'Bronze 支持（按月）',
  'Bronze support, annual': 'Bronze 支持（按年）',
  '{{brand}} {{family}} suite support extension, monthly': '{{brand}} {{family}} 套件支持延期（按月）',
  '{{brand}} {{family}} suite support extension, annual': '{{brand}} {{family}} 套件支持延期（按年）',
  '{{brand}} {{family}} suite licence': '{{brand}} {{family}} 套件许可证',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} 套件',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}} 套件（neo 和 ceo）',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}} 套件（仅 ceo）',
  'A320 neo add-on': 'A320 neo 附加组件',
  'Support catch-up, per lapsed month': '支持补缴（每个过期月份）',
  Terms: '条款',
  'Privacy notice': '隐私声明',
  Imprint: '版本说明',
  'Right of withdrawal': '撤销权',
};

export default zh;
