import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  'contact support': 'ติดต่อฝ่ายสนับสนุน',
  'Decrease {{label}}': 'ลด{{label}}',
  'Increase {{label}}': 'เพิ่ม{{label}}',
  'One order holds at most {{count}} licences.': 'คำสั่งซื้อหนึ่งรายการมีใบอนุญาตได้สูงสุด {{count}} รายการ',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'หากต้องการซื้อเพิ่ม โปรด{{support}} แล้วเราจะแบ่งการซื้อของคุณเป็นหลายคำสั่งซื้อ',
  '{{brand}} checkout': 'ร้านค้า {{brand}}',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'ซื้อใบอนุญาตชุดห้องนักบิน {{brand}} บริการสนับสนุน และการสมัครสมาชิก FMS Trainer',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'ร้านค้าไม่สามารถตรวจสอบการลงชื่อเข้าใช้ของคุณได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่ คุณไม่จำเป็นต้องลงชื่อเข้าใช้ใหม่',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    'FMS Trainer {{aircraft}} สำหรับ {{platform}} ใบอนุญาตส่วนตัว รายเดือน',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    'FMS Trainer {{aircraft}} สำหรับ {{platform}} ใบอนุญาตส่วนตัว รายปี',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    'FMS Trainer {{aircraft}} สำหรับ {{platform}} ใบอนุญาตห้องเรียน รายเดือน',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    'FMS Trainer {{aircraft}} สำหรับ {{platform}} ใบอนุญาตห้องเรียน รายปี',
  'Bronze support, monthly': 'บริการสนับสนุน Bronze รายเดือน',
  'Bronze support, annual': 'บริการสนับสนุน Bronze รายปี',
  '{{brand}} {{family}} suite support extension, monthly': 'การต่ออายุบริการสนับสนุนชุด {{brand}} {{family}} รายเดือน',
  '{{brand}} {{family}} suite support extension, annual': 'การต่ออายุบริการสนับสนุนชุด {{brand}} {{family}} รายปี',
  '{{brand}} {{family}} suite licence': 'ใบอนุญาตชุด {{brand}} {{family}}',
  '{{brand}} {{family}} suite': 'ชุด {{brand}} {{family}}',
  '{{brand}} {{family}} suite (neo and ceo)': 'ชุด {{brand}} {{family}} (neo และ ceo)',
  '{{brand}} {{family}} suite (ceo only)': 'ชุด {{brand}} {{family}} (ceo เท่านั้น)',
  'A320 neo add-on': 'ส่วนเสริม A320 neo',
  'Support catch-up, per lapsed month': 'ชำระบริการสนับสนุนย้อนหลัง ต่อเดือนที่หมดอายุ',
};

export default th;
