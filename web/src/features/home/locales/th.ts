import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': 'ยินดีต้อนรับสู่ร้านค้า {{brand}}',
  '{{brand}} cockpit suite': 'ชุดห้องนักบิน {{brand}}',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'ใบอนุญาตถาวรสำหรับตระกูล A320, 737 หรือ 737 MAX 8 พร้อมบริการสนับสนุนหนึ่งปี',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'ใบอนุญาตเทรนเนอร์รายเดือนหรือรายปีสำหรับ Windows และ iPad แบบส่วนตัวหรือสำหรับห้องเรียน',
  'Support extension': 'การต่ออายุบริการสนับสนุน',
  'Extend or restart the support subscription of your suite licence.':
    'ต่ออายุหรือเริ่มการสมัครสมาชิกบริการสนับสนุนสำหรับใบอนุญาตชุดของคุณใหม่',
};

export default th;
