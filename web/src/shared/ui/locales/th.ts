import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  'Skip to content': 'ข้ามไปยังเนื้อหา',
  Main: 'หลัก',
  'Cockpit suite': 'ชุดห้องนักบิน',
  Suite: 'ชุด',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'เทรนเนอร์',
  Support: 'การสนับสนุน',
  'My licences': 'ใบอนุญาตของฉัน',
  Licences: 'ใบอนุญาต',
  'My subscriptions': 'การสมัครสมาชิกของฉัน',
  Subscriptions: 'การสมัครสมาชิก',
  'My orders': 'คำสั่งซื้อของฉัน',
  Orders: 'คำสั่งซื้อ',
  'My account': 'บัญชีของฉัน',
  Account: 'บัญชี',
  'Sign out': 'ออกจากระบบ',
  About: 'เกี่ยวกับเรา',
  'Windows requirements': 'ข้อกำหนดของ Windows',
  'iPad requirements': 'ข้อกำหนดของ iPad',
  'Contact support': 'ติดต่อฝ่ายสนับสนุน',
  Language: 'ภาษา',
  'Try again': 'ลองอีกครั้ง',
  'Route is unknown': 'ไม่รู้จักเส้นทางนี้',
  Terms: 'ข้อกำหนด',
  'Privacy notice': 'ประกาศความเป็นส่วนตัว',
  Imprint: 'ข้อมูลผู้ให้บริการ',
  'Right of withdrawal': 'สิทธิ์ในการถอนตัว',
};

export default th;
