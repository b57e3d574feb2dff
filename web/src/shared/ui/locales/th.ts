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
  'contact support': 'ติดต่อฝ่ายสนับสนุน',
  Language: 'ภาษา',
  'Oops!': 'อุ๊ย!',
  'Sorry, an unexpected error occurred.': 'ขออภัย เกิดข้อผิดพลาดที่ไม่คาดคิด',
  'Reload the page': 'โหลดหน้าใหม่',
  'Try again': 'ลองอีกครั้ง',
  'Go back home': 'กลับหน้าแรก',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'ไม่สามารถโหลดหน้านี้ได้ ร้านค้าอาจได้รับการอัปเดต หรือการเชื่อมต่อขาดหาย',
  'Unknown aircraft type: {{type}}': 'ไม่รู้จักประเภทเครื่องบิน: {{type}}',
  'Route is unknown': 'ไม่รู้จักเส้นทางนี้',
  'Decrease {{label}}': 'ลด{{label}}',
  'Increase {{label}}': 'เพิ่ม{{label}}',
  'One order holds at most {{count}} licences.': 'คำสั่งซื้อหนึ่งรายการมีใบอนุญาตได้สูงสุด {{count}} รายการ',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'หากต้องการซื้อเพิ่ม โปรด{{support}} แล้วเราจะแบ่งการซื้อของคุณเป็นหลายคำสั่งซื้อ',
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
  Terms: 'ข้อกำหนด',
  'Privacy notice': 'ประกาศความเป็นส่วนตัว',
  Imprint: 'ข้อมูลผู้ให้บริการ',
  'Right of withdrawal': 'สิทธิ์ในการถอนตัว',
};

export default th;
