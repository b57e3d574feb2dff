import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  'Oops!': 'อุ๊ย!',
  'Sorry, an unexpected error occurred.': 'ขออภัย เกิดข้อผิดพลาดที่ไม่คาดคิด',
  'Reload the page': 'โหลดหน้าใหม่',
  'Go back home': 'กลับหน้าแรก',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'ไม่สามารถโหลดหน้านี้ได้ ร้านค้าอาจได้รับการอัปเดต หรือการเชื่อมต่อขาดหาย',
  'The shop could not be reached. Please check your connection and try again.':
    'ไม่สามารถเชื่อมต่อร้านค้าได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'Something went wrong on our side. Please try again in a moment.': 'เกิดข้อผิดพลาดในฝั่งของเรา โปรดลองอีกครั้งในอีกสักครู่',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'ร้านค้าไม่สามารถตรวจสอบการลงชื่อเข้าใช้ของคุณได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่ คุณไม่จำเป็นต้องลงชื่อเข้าใช้ใหม่',
  'Unknown aircraft type: {{type}}': 'ไม่รู้จักประเภทเครื่องบิน: {{type}}',
};

export default th;
