import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Chinese (simplified). */
const zh: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': '欢迎来到 {{brand}} 商店。',
  '{{brand}} cockpit suite': '{{brand}} 驾驶舱套件',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    '适用于 A320 系列、737 或 737 MAX 8 的永久许可证，含一年支持服务。',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    '适用于 Windows 和 iPad 的月度或年度训练器许可证，个人版或教室版。',
  'Support extension': '支持服务延期',
  'Extend or restart the support subscription of your suite licence.': '延长或重新开始您套件许可证的支持订阅。',
};

export default zh;
