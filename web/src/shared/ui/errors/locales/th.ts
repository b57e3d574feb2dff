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
  'Unknown aircraft type: {{type}}': 'ไม่รู้จักประเภทเครื่องบิน: {{type}}',
};

export default th;
