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
  Language: '语言',
  'Try again': '重试',
  'Route is unknown': '未知的地址',
  Terms: '条款',
  'Privacy notice': '隐私声明',
  Imprint: '版本说明',
  'Right of withdrawal': '撤销权',
};

export default zh;
