import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  'My account': 'บัญชีของฉัน',
  'My licences': 'ใบอนุญาตของฉัน',
  'My subscriptions': 'การสมัครสมาชิกของฉัน',
  'My orders and invoices': 'คำสั่งซื้อและใบแจ้งหนี้ของฉัน',
  'Extend support': 'ขยายการสนับสนุน',
  'Signed in as {{email}}': 'ลงชื่อเข้าใช้ในชื่อ {{email}}',
  Sessions: 'เซสชัน',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'ออกจากระบบในอุปกรณ์นี้และอุปกรณ์อื่นทั้งหมด เช่น คอมพิวเตอร์ที่ใช้ร่วมกันในโรงเรียนการบิน',
  'Sign out': 'ออกจากระบบ',
  'Sign out everywhere': 'ออกจากระบบทุกอุปกรณ์',
  'Your data': 'ข้อมูลของคุณ',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'ไฟล์ JSON หนึ่งไฟล์ที่มีบัญชี คำสั่งซื้อ ใบอนุญาตและคีย์ การสมัครสมาชิก การโอน และอีเมลที่เราส่งถึงคุณ',
  'Download my data': 'ดาวน์โหลดข้อมูลของฉัน',
  'Delete my account': 'ลบบัญชีของฉัน',
  'Delete my account…': 'ลบบัญชีของฉัน…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'ใบอนุญาตและคีย์ยังคงใช้งานได้ และหากลงทะเบียนใหม่ด้วยที่อยู่นี้ จะแสดงขึ้นอีกครั้ง ใบแจ้งหนี้จะถูกเก็บไว้ตามที่กฎหมายภาษีกำหนด',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'การดำเนินการนี้จะลบทุกวิธีในการลงชื่อเข้าใช้ด้วยที่อยู่นี้ (รหัสผ่าน Google Apple) ปิดทุกเซสชัน และหยุดการต่ออายุการสมัครสมาชิกทั้งหมด (แต่ละรายการมีผลจนสิ้นสุดช่วงที่ชำระแล้ว) ไม่สามารถย้อนกลับได้',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'คุณลงชื่อเข้าใช้ด้วย Google หรือ Apple: ยืนยันด้วยรหัสที่เราส่งไปยังที่อยู่ของคุณ',
  'Send me a code': 'ส่งรหัสให้ฉัน',
  'Send a new code': 'ส่งรหัสใหม่',
  'The code from the mail': 'รหัสจากอีเมล',
  'Your password': 'รหัสผ่านของคุณ',
  Cancel: 'ยกเลิก',
  'Change password': 'เปลี่ยนรหัสผ่าน',
  'Current password': 'รหัสผ่านปัจจุบัน',
  'New password': 'รหัสผ่านใหม่',
  'At least 10 characters.': 'อย่างน้อย 10 ตัวอักษร',
  'Confirm new password': 'ยืนยันรหัสผ่านใหม่',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นทั้งหมดที่คุณลงชื่อเข้าใช้ไว้ได้ออกจากระบบแล้ว',
  Password: 'รหัสผ่าน',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'คุณลงชื่อเข้าใช้ด้วย Google หรือ Apple รหัสผ่านของคุณจึงอยู่ที่นั่น ไม่ใช่ที่นี่ เปลี่ยนได้ในบัญชี Google หรือ Apple ของคุณ',
  'Your account is deleted': 'บัญชีของคุณถูกลบแล้ว',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'ทุกวิธีในการลงชื่อเข้าใช้ด้วยที่อยู่ของคุณ (รหัสผ่าน Google Apple) ถูกลบแล้ว และทุกเซสชันสิ้นสุดแล้ว อีเมลยืนยันกำลังส่งถึงคุณ',
  'What we keep, and why': 'สิ่งที่เราเก็บไว้และเหตุผล',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'คำสั่งซื้อที่ชำระแล้ว ใบแจ้งหนี้ และการคืนเงิน เป็นเวลา 10 ปีนับจากสิ้นปีที่ชำระ ตามที่กฎหมายภาษีกำหนด',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'ใบอนุญาตและคีย์: ยังคงใช้งานได้ และหากลงทะเบียนใหม่ด้วยที่อยู่เดิม จะแสดงขึ้นอีกครั้ง',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'การสมัครสมาชิกจนสิ้นสุดช่วงที่ชำระแล้ว: จะไม่มีการต่ออายุอีก',
  'Which mails we sent about an order (never their text), for one year.':
    'อีเมลที่เราส่งเกี่ยวกับคำสั่งซื้อ (ไม่เก็บเนื้อความ) เป็นเวลาหนึ่งปี',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'ข้อมูลอื่นทั้งหมด (คำสั่งซื้อที่ไม่เคยชำระ ข้อเสนอการโอนที่ไม่มีใครรับ บันทึกอีเมลที่เราส่งถึงคุณ) ถูกลบแล้ว อ่านเพิ่มเติมใน{{privacy}}ของเรา',
  'privacy notice': 'ประกาศความเป็นส่วนตัว',
  'Back to the shop': 'กลับไปที่ร้านค้า',
  'My orders': 'คำสั่งซื้อของฉัน',
  'All your orders': 'คำสั่งซื้อทั้งหมดของคุณ',
  'You have no orders yet.': 'คุณยังไม่มีคำสั่งซื้อ',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}}เพื่อซื้อชุดห้องนักบินหรือ FMS Trainer',
  'Visit the shop': 'เยี่ยมชมร้านค้า',
  'Older orders': 'คำสั่งซื้อเก่ากว่า',
  'Order of {{date}}': 'คำสั่งซื้อวันที่ {{date}}',
  'Renewal of {{date}}': 'การต่ออายุวันที่ {{date}}',
  Net: 'สุทธิ',
  VAT: 'ภาษีมูลค่าเพิ่ม',
  'Total paid': 'ยอดชำระทั้งหมด',
  'Net paid': 'ยอดชำระสุทธิหลังคืนเงิน',
  Status: 'สถานะ',
  'Order number': 'หมายเลขคำสั่งซื้อ',
  'Transaction (for support)': 'ธุรกรรม (สำหรับฝ่ายสนับสนุน)',
  'Download invoice': 'ดาวน์โหลดใบแจ้งหนี้',
  Paid: 'ชำระแล้ว',
  Refunded: 'คืนเงินแล้ว',
  'Partly refunded': 'คืนเงินบางส่วน',
  'Refunded on {{date}}': 'คืนเงินเมื่อ {{date}}',
  'Charged back on {{date}}': 'ปฏิเสธการชำระเมื่อ {{date}}',
  'amount not known': 'ไม่ทราบจำนวนเงิน',
  'Credit note': 'ใบลดหนี้',
  'Credit note of {{date}}': 'ใบลดหนี้วันที่ {{date}}',
  'Revoked: this key no longer activates the software.': 'เพิกถอนแล้ว: คีย์นี้ไม่สามารถเปิดใช้งานซอฟต์แวร์ได้อีก',
  'Copy key': 'คัดลอกคีย์',
  'Show whole key': 'แสดงคีย์ทั้งหมด',
  'Fold key': 'ย่อคีย์',
  Copied: 'คัดลอกแล้ว',
  'Copying is blocked here: select the key and copy it by hand.': 'ไม่สามารถคัดลอกที่นี่ได้: เลือกคีย์แล้วคัดลอกด้วยตนเอง',
};

export default th;
