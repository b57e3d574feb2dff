import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Chinese (simplified). */
const zh: Translations<typeof en> = {
  'contact support': '请联系支持团队',
  'Decrease {{label}}': '减少{{label}}',
  'Increase {{label}}': '增加{{label}}',
  'One order holds at most {{count}} licences.': '每个订单最多包含 {{count}} 个许可证。',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    '如需购买更多，{{support}}，我们会将您的购买拆分为多个订单。',
  '{{brand}} checkout': '{{brand}} 商店',
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
};

export default zh;
