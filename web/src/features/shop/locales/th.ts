import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  '{{price}} per month': '{{price}} ต่อเดือน',
  '{{price}} per year': '{{price}} ต่อปี',
  'Prices are excluding VAT.': 'ราคายังไม่รวมภาษีมูลค่าเพิ่ม',
  Continue: 'ดำเนินการต่อ',
  'Price breakdown': 'รายละเอียดราคา',
  'First year of support included': 'รวมบริการสนับสนุนปีแรก',
  'Get {{product}} on the App Store': 'ดาวน์โหลด {{product}} บน App Store',
  'Get {{product}} on the Microsoft Store': 'ดาวน์โหลด {{product}} บน Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'แสดงราคาสำหรับใบอนุญาตสูงสุด {{count}} รายการ',
  'Aircraft type': 'ประเภทเครื่องบิน',
  Platform: 'แพลตฟอร์ม',
  'Licence type': 'ประเภทใบอนุญาต',
  Subscription: 'การสมัครสมาชิก',
  Personal: 'ส่วนตัว',
  Classroom: 'ห้องเรียน',
  Monthly: 'รายเดือน',
  Annual: 'รายปี',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'ใช้งานบนพีซีหรือแท็บเล็ต Windows โดยไม่มีข้อจำกัด เชื่อมต่อฮาร์ดแวร์ M(CDU) ได้ตามต้องการ',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'ใช้งานส่วนตัวบนพีซีหรือแท็บเล็ต Windows ที่บ้านหรือที่ทำงาน สูงสุด 4 ชั่วโมงต่อวัน',
  'Use on iPad without restrictions': 'ใช้งานบน iPad โดยไม่มีข้อจำกัด',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'ใช้งานส่วนตัวบน iPad ที่บ้านหรือที่ทำงาน สูงสุด 4 ชั่วโมงต่อวัน',
  'Download the FMS Trainer app': 'ดาวน์โหลดแอป FMS Trainer',
  'Purchase FMS Trainer': 'ซื้อ FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'ใบอนุญาตผู้ใช้ FMS Trainer สำหรับ {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer สำหรับ {{platform}} รุ่น {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer สำหรับ {{platform}} สำหรับเครื่องบินของคุณ',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer สำหรับ {{aircraft}}',
  '{{product}} on iPad': '{{product}} บน iPad',
  'Unknown aircraft type': 'ไม่รู้จักประเภทเครื่องบิน',
  'Your licence': 'ใบอนุญาตของคุณ',
  Quantity: 'จำนวน',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'เลือกประเภทเครื่องบิน ประเภทใบอนุญาต และการสมัครสมาชิกเพื่อดูราคา',
  'Volume discounts per licence': 'ส่วนลดตามจำนวนต่อใบอนุญาต',
  '{{minimum}} or more': '{{minimum}} ขึ้นไป',
  '{{minimum}} to {{maximum}}': '{{minimum}} ถึง {{maximum}}',
  '{{brand}} suite user licence for private home use': 'ใบอนุญาตผู้ใช้ชุด {{brand}} สำหรับใช้ส่วนตัวที่บ้าน',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'ใบอนุญาตถาวรที่ไม่ใช่เชิงพาณิชย์สำหรับห้องนักบินที่บ้านของคุณ รวมบริการสนับสนุน Bronze ปีแรก',
  '{{brand}} {{family}} suite': 'ชุด {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'ชุดห้องนักบิน {{brand}}',
  Configuration: 'การกำหนดค่า',
  'neo and ceo': 'neo และ ceo',
  'ceo only': 'ceo เท่านั้น',
  'Add-ons': 'ส่วนเสริม',
  '+ {{price}} per licence': '+ {{price}} ต่อใบอนุญาต',
  Term: 'ระยะเวลา',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'รายปี — รวมบริการสนับสนุน Bronze หนึ่งปี จากนั้นต่ออายุในราคา {{price}}',
  'Choose an aircraft type to see the price.': 'เลือกประเภทเครื่องบินเพื่อดูราคา',
  'Choose a configuration to see the price.': 'เลือกการกำหนดค่าเพื่อดูราคา',
  'About {{brand}}': 'เกี่ยวกับ {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} พัฒนาซอฟต์แวร์จำลองการบินสำหรับห้องนักบินที่บ้านและนักบินที่กำลังฝึก',
  'What we sell': 'สิ่งที่เราขาย',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} สำหรับตระกูล A320, 737 และ 737 MAX 8 พร้อมส่วนเสริมอย่าง Head-up Display สำหรับ 737',
  '{{brand}} cockpit suites': 'ชุดห้องนักบิน {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}} ที่ช่วยให้ชุดเป็นเวอร์ชันล่าสุดเสมอ',
  'Support subscriptions': 'การสมัครสมาชิกบริการสนับสนุน',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'ใบอนุญาต {{trainer}} สำหรับพีซีหรือแท็บเล็ต Windows และ iPad แบบรายเดือนหรือรายปี ส่วนตัวหรือสำหรับห้องเรียน',
  'Licence terms': 'เงื่อนไขใบอนุญาต',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'ใบอนุญาตชุดเป็นแบบถาวรและสำหรับใช้ส่วนตัวที่บ้านโดยไม่ใช่เชิงพาณิชย์',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'มาพร้อมบริการสนับสนุน: รวมบริการสนับสนุน Bronze หนึ่งปี จากนั้นต่ออายุอัตโนมัติทุกปีและยกเลิกได้ทุกเมื่อ',
  'A suite licence is transferable to a new owner on request.': 'ใบอนุญาตชุดสามารถโอนให้เจ้าของใหม่ได้เมื่อมีการร้องขอ',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'ใบอนุญาต FMS Trainer แบบส่วนตัวใช้สำหรับการใช้งานส่วนตัวที่บ้านหรือที่ทำงาน สูงสุด 4 ชั่วโมงต่อวัน ส่วนใบอนุญาตสำหรับห้องเรียนไม่มีข้อจำกัดนี้',
  'All prices are in euro and exclude VAT.': 'ราคาทั้งหมดเป็นยูโรและไม่รวมภาษีมูลค่าเพิ่ม',
  '{{platform}} FMS Trainer system requirements': 'ความต้องการของระบบ FMS Trainer สำหรับ {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'ข้อกำหนดขั้นต่ำที่อุปกรณ์ของคุณต้องมีเพื่อเรียกใช้ {{brand}} FMS Trainer สำหรับ {{platform}}',
  'Buy {{brand}} {{platform}} FMS Trainer': 'ซื้อ {{brand}} FMS Trainer สำหรับ {{platform}}',
  Processor: 'หน่วยประมวลผล',
  'Intel or AMD CPU from 2019 or later': 'CPU Intel หรือ AMD ตั้งแต่ปี 2019 ขึ้นไป',
  Memory: 'หน่วยความจำ',
  '8 GB RAM': 'RAM 8 GB',
  Storage: 'พื้นที่จัดเก็บ',
  '4 GB free disk space': 'พื้นที่ดิสก์ว่าง 4 GB',
  'Operating system': 'ระบบปฏิบัติการ',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 ขึ้นไป) 64 บิต',
  'Windows 11': 'Windows 11',
  '4 GB RAM': 'RAM 4 GB',
  'iOS 17.2 or newer': 'iOS 17.2 ขึ้นไป',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad รุ่นที่ 10 ขึ้นไป',
  'iPad Air 4th Gen or newer': 'iPad Air รุ่นที่ 4 ขึ้นไป',
  'iPad Mini 6th Gen or newer': 'iPad mini รุ่นที่ 6 ขึ้นไป',
  'iPad Pro 2nd Gen or newer': 'iPad Pro รุ่นที่ 2 ขึ้นไป',
  'Extend your support subscription': 'ต่ออายุการสมัครสมาชิกบริการสนับสนุน',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'บริการสนับสนุนช่วยให้ชุด {{brand}} ของคุณเป็นเวอร์ชันล่าสุดเสมอ และติดต่อฝ่ายบริการของเราได้โดยตรง',
  'Bronze support': 'บริการสนับสนุน Bronze',
  'Every suite licence includes the first year of Bronze support.': 'ใบอนุญาตชุดทุกใบรวมบริการสนับสนุน Bronze ปีแรก',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'หลังจากปีแรก บริการสนับสนุนจะต่ออายุอัตโนมัติในราคา {{price}} (ไม่รวมภาษีมูลค่าเพิ่ม)',
  'You can cancel at any time; your licence stays yours.': 'คุณยกเลิกได้ทุกเมื่อ และใบอนุญาตยังคงเป็นของคุณ',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'บริการสนับสนุนหมดอายุแล้วใช่ไหม ชำระย้อนหลังสำหรับเดือนที่ผ่านไปตั้งแต่สิ้นสุด แล้วต่ออายุจากตรงนั้น',
  'Extend it': 'ต่ออายุ',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'คุณลงชื่อเข้าใช้ในชื่อ {{email}} เลือกใบอนุญาตที่ต้องการต่ออายุบริการสนับสนุน',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'ลงชื่อเข้าใช้ด้วยอีเมลที่ผูกกับคีย์ใบอนุญาตของคุณเพื่อดูใบอนุญาตและบริการสนับสนุน',
  'Extend support for your licences': 'ต่ออายุบริการสนับสนุนสำหรับใบอนุญาตของคุณ',
  'Sign in to extend support': 'ลงชื่อเข้าใช้เพื่อต่ออายุบริการสนับสนุน',
  'Buy a support extension': 'ซื้อการต่ออายุบริการสนับสนุน',
  'Your suite licences': 'ใบอนุญาตชุดของคุณ',
  'Extend support': 'ต่ออายุบริการสนับสนุน',
  'support renews automatically': 'บริการสนับสนุนต่ออายุอัตโนมัติ',
  'Support runs until {{date}} and renews automatically.': 'บริการสนับสนุนมีผลถึง {{date}} และต่ออายุอัตโนมัติ',
  'Support runs until {{date}}.': 'บริการสนับสนุนมีผลถึง {{date}}',
  'Support lapsed on {{date}}.': 'บริการสนับสนุนหมดอายุเมื่อ {{date}}',
  'No support is on record for this licence.': 'ไม่มีบันทึกบริการสนับสนุนสำหรับใบอนุญาตนี้',
  'Support paused since {{date}}': 'การสนับสนุนหยุดชั่วคราวตั้งแต่ {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet': 'ค้างชำระค่าการสนับสนุน: การต่ออายุวันที่ {{date}} ยังไม่ได้ชำระ',
  'Suite support extension': 'การต่ออายุบริการสนับสนุนชุด',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'เริ่มหรือต่ออายุบริการสนับสนุน Bronze สำหรับใบอนุญาตชุดของคุณ หากบริการสนับสนุนหมดอายุ ให้ชำระย้อนหลังสำหรับเดือนที่ผ่านไปแล้วคุณจะได้รับรุ่นปัจจุบันอีกครั้ง',
  '{{family}} suite support': 'บริการสนับสนุนชุด {{family}}',
  'Suite support': 'บริการสนับสนุนชุด',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'ใบอนุญาตของคุณสำหรับชุด {{family}} โปรดเลือก {{family}} ด้านบน',
  'Lapsed months to catch up': 'จำนวนเดือนที่หมดอายุที่ต้องชำระย้อนหลัง',
  '{{price}} per lapsed month, once.': '{{price}} ต่อเดือนที่หมดอายุ ครั้งเดียว',
  'Your support extension': 'การต่ออายุบริการสนับสนุนของคุณ',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'บริการสนับสนุนของใบอนุญาตนี้จะต่ออายุอัตโนมัติในวันที่ {{date}} จึงไม่มีอะไรต้องต่ออายุ',
  'Support will run from {{start}} until {{end}}.': 'บริการสนับสนุนจะมีผลตั้งแต่ {{start}} ถึง {{end}}',
  'Support will run until {{end}}.': 'บริการสนับสนุนจะมีผลถึง {{end}}',
  'Support then renews at {{price}}; cancel at any time.': 'จากนั้นบริการสนับสนุนจะต่ออายุในราคา {{price}} ยกเลิกได้ทุกเมื่อ',
  'The key could not be checked just now. Please try again.': 'ไม่สามารถตรวจสอบคีย์ได้ในขณะนี้ โปรดลองอีกครั้ง',
  'Your suite licence': 'ใบอนุญาตชุดของคุณ',
  'Licence key': 'คีย์ใบอนุญาต',
  'Check licence key': 'ตรวจสอบคีย์ใบอนุญาต',
  'Licence {{id}}: {{family}} suite.': 'ใบอนุญาต {{id}}: ชุด {{family}}',
  'Or {{signIn}} to choose one of your licences.': 'หรือ{{signIn}}เพื่อเลือกใบอนุญาตของคุณ',
  'sign in': 'ลงชื่อเข้าใช้',
  'Your licences could not be read just now. Please try again.': 'ไม่สามารถอ่านใบอนุญาตของคุณได้ในขณะนี้ โปรดลองอีกครั้ง',
  'Reading your licences…': 'กำลังอ่านใบอนุญาตของคุณ…',
  'No suite licence is bound to your address.': 'ไม่มีใบอนุญาตชุดที่ผูกกับที่อยู่ของคุณ',
  'See your licences': 'ดูใบอนุญาตของคุณ',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'นี่ไม่ใช่คีย์ใบอนุญาตของ {{brand}} โปรดคัดลอกคีย์ทั้งหมดจากอีเมลใบอนุญาตหรือจาก /licenses',
  'This licence key does not verify. Check that it was copied completely.':
    'ไม่สามารถยืนยันคีย์ใบอนุญาตนี้ได้ โปรดตรวจสอบว่าคัดลอกครบถ้วน',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'การต่ออายุบริการสนับสนุนใช้กับใบอนุญาตชุด คีย์นี้เป็นของที่นั่งเทรนเนอร์',
};

export default th;
