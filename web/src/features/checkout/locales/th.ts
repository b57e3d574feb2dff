import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Thai. */
const th: Translations<typeof en> = {
  Checkout: 'ชำระเงิน',
  Payment: 'การชำระเงิน',
  'Your order': 'คำสั่งซื้อของคุณ',
  'Your licences': 'ใบอนุญาตของคุณ',
  'E-mail address': 'ที่อยู่อีเมล',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'คีย์ใบอนุญาตของคุณผูกกับที่อยู่นี้และจะส่งไปที่อยู่นี้ ลงชื่อเข้าใช้ด้วยที่อยู่นี้ภายหลังเพื่อดูใบอนุญาตของคุณ',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'คุณลงชื่อเข้าใช้แล้ว: คีย์ใบอนุญาตของคุณผูกกับที่อยู่อีเมลของบัญชีคุณ',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'ขั้นต่อไปคุณจะเห็นยอดรวมภาษีมูลค่าเพิ่มแล้วชำระเงิน จะไม่มีการเรียกเก็บเงินจนกว่าคุณจะยืนยันการชำระเงิน',
  'VAT is added for your country at payment.': 'ภาษีมูลค่าเพิ่มของประเทศคุณจะถูกเพิ่มเมื่อชำระเงิน',
  'Starting payment…': 'กำลังเริ่มชำระเงิน…',
  'Continue to payment': 'ไปที่การชำระเงิน',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    '{{terms}}ของเรามีผลบังคับใช้ ดู{{withdrawal}}สำหรับเนื้อหาดิจิทัลและ{{privacy}}ด้วย',
  terms: 'ข้อกำหนด',
  'right of withdrawal': 'สิทธิ์ในการยกเลิก',
  'privacy notice': 'ประกาศความเป็นส่วนตัว',
  'Extends the support of licence {{licence}}.': 'ขยายการสนับสนุนของใบอนุญาต {{licence}}',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'ขยายการสนับสนุนของใบอนุญาต {{licence}} รวมเดือนย้อนหลัง {{count}} เดือนสำหรับช่วงที่การสนับสนุนหมดอายุ',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'ขยายการสนับสนุนของใบอนุญาต {{licence}} รวมเดือนย้อนหลัง {{count}} เดือนสำหรับช่วงที่การสนับสนุนหมดอายุ',
  Item: 'รายการ',
  Amount: 'จำนวนเงิน',
  'First year of support included': 'รวมการสนับสนุนปีแรกแล้ว',
  'Support is free for the first year of each licence': 'การสนับสนุนฟรีในปีแรกของทุกใบอนุญาต',
  'Net price': 'ราคาสุทธิ',
  'one-time': 'ครั้งเดียว',
  'per month': 'ต่อเดือน',
  'per year': 'ต่อปี',
  'Order {{number}}': 'คำสั่งซื้อ {{number}}',
  'Your licences will be bound to {{email}}.': 'ใบอนุญาตของคุณจะผูกกับ {{email}}',
  'Change the e-mail address': 'เปลี่ยนที่อยู่อีเมล',
  'Support of licence {{licence}} will run until {{date}}.': 'การสนับสนุนของใบอนุญาต {{licence}} จะมีผลถึง {{date}}',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'แบบฟอร์มชำระเงินที่ปลอดภัยจะเปิดทับหน้านี้ หากปิดโดยไม่ชำระเงิน คุณจะกลับไปที่ตะกร้า',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'บัตรถูกปฏิเสธ ไม่มีการเรียกเก็บเงิน ลองใช้บัตรหรือวิธีชำระเงินอื่นในแบบฟอร์มชำระเงิน',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'แบบฟอร์มชำระเงินแจ้งปัญหา โปรดตรวจสอบข้อมูลที่กรอกแล้วลองอีกครั้ง',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'ไม่สามารถโหลดแบบฟอร์มชำระเงินที่ปลอดภัยได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'This payment link is incomplete: it names no order.': 'ลิงก์ชำระเงินนี้ไม่สมบูรณ์: ไม่ได้ระบุคำสั่งซื้อ',
  'Thank you for your purchase.': 'ขอบคุณสำหรับการซื้อ',
  'Order number': 'หมายเลขคำสั่งซื้อ',
  'Reference for support': 'หมายเลขอ้างอิงสำหรับฝ่ายสนับสนุน',
  Bought: 'สิ่งที่ซื้อ',
  VAT: 'ภาษีมูลค่าเพิ่ม',
  'Amount charged': 'ยอดที่เรียกเก็บ',
  '{{amount}}, excluding VAT': '{{amount}} ไม่รวมภาษีมูลค่าเพิ่ม',
  'Licences bound to': 'ใบอนุญาตผูกกับ',
  'Support of licence {{licence}} now runs until {{date}}.': 'การสนับสนุนของใบอนุญาต {{licence}} มีผลถึง {{date}} แล้ว',
  'Your licence key has been issued and sent to {{email}}.': 'ออกคีย์ใบอนุญาตของคุณแล้วและส่งไปที่ {{email}}',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'ออกคีย์ใบอนุญาต {{count}} รายการของคุณแล้วและส่งไปที่ {{email}}',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'กำลังยืนยันการชำระเงินของคุณ ใบอนุญาตจะออกทันทีที่ยืนยันแล้ว และจะมีอีเมลตามมา ไม่จำเป็นต้องเปิดหน้านี้ค้างไว้',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'ได้รับการชำระเงินแล้ว กำลังออกใบอนุญาต ใช้เวลาสักครู่…',
  'What happens next': 'ขั้นตอนถัดไป',
  'A confirmation e-mail is on its way.': 'อีเมลยืนยันกำลังส่งถึงคุณ',
  'An e-mail with your licence keys is on its way; keep it.': 'อีเมลที่มีคีย์ใบอนุญาตกำลังส่งถึงคุณ โปรดเก็บไว้',
  'Your licence key stays the same.': 'คีย์ใบอนุญาตของคุณยังคงเหมือนเดิม',
  'Enter a key in the simulator software to activate it.': 'ป้อนคีย์ในซอฟต์แวร์เครื่องจำลองเพื่อเปิดใช้งาน',
  'Your licences, keys and support are always in your account under My licences.':
    'ใบอนุญาต คีย์ และการสนับสนุนของคุณอยู่ในบัญชีของคุณที่ ใบอนุญาตของฉัน เสมอ',
  'Create your account with this e-mail to see your licences': 'สร้างบัญชีด้วยอีเมลนี้เพื่อดูใบอนุญาตของคุณ',
  'Go to your licences': 'ไปที่ใบอนุญาตของคุณ',
  'Back to the shop': 'กลับไปที่ร้านค้า',
  'Test payment — local Paddle stand-in': 'การชำระเงินทดสอบ — ตัวแทน Paddle ในเครื่อง',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'นี่คือแบบฟอร์มทดสอบของสภาพแวดล้อมการพัฒนาในเครื่อง ไม่มีการเรียกเก็บเงินจากบัตรและไม่มีเงินจริงเคลื่อนไหว การชำระเงินที่นี่จะส่ง webhook ที่ลงนามแบบเดียวกับ Paddle',
  'Pay (test)': 'ชำระเงิน (ทดสอบ)',
  'Decline card (test)': 'ปฏิเสธบัตร (ทดสอบ)',
  'Cancel payment': 'ยกเลิกการชำระเงิน',
  'The local test payment was refused. Is the local stack still running?':
    'การชำระเงินทดสอบในเครื่องถูกปฏิเสธ สภาพแวดล้อมในเครื่องยังทำงานอยู่หรือไม่',
  'The payment was cancelled. Your basket is as you left it.': 'ยกเลิกการชำระเงินแล้ว ตะกร้าของคุณยังคงเหมือนเดิม',
  'The payment did not go through. Nothing was charged; please try again.':
    'การชำระเงินไม่สำเร็จ ไม่มีการเรียกเก็บเงิน โปรดลองอีกครั้ง',
  'Please enter a valid e-mail address, for example name@example.com.': 'โปรดป้อนที่อยู่อีเมลที่ถูกต้อง เช่น name@example.com',
  'The quantity must be a whole number from 1 to {{max}}.': 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง {{max}}',
  'One of the chosen add-ons is not available for this product.': 'ส่วนเสริมที่เลือกรายการหนึ่งไม่มีให้สำหรับผลิตภัณฑ์นี้',
  'The shop could not be reached. Please check your connection and try again.':
    'ไม่สามารถเชื่อมต่อร้านค้าได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'Something went wrong on our side. Please try again in a moment.': 'เกิดข้อผิดพลาดในฝั่งของเรา โปรดลองอีกครั้งในอีกสักครู่',
  'The catch-up months must be a whole number from 0 to {{max}}.': 'จำนวนเดือนย้อนหลังต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง {{max}}',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'ไม่สามารถขยายใบอนุญาตนี้ด้วยผลิตภัณฑ์นี้ได้ โปรดเริ่มใหม่จากหน้าใบอนุญาตของคุณ',
  'Refunded on {{date}}': 'คืนเงินเมื่อ {{date}}',
  'Charged back on {{date}}': 'ปฏิเสธการชำระเมื่อ {{date}}',
  'amount not known': 'ไม่ทราบจำนวนเงิน',
  'Credit note': 'ใบลดหนี้',
  'Credit note of {{date}}': 'ใบลดหนี้วันที่ {{date}}',
  'Net paid': 'ยอดชำระสุทธิหลังคืนเงิน',
  'This order was refunded: its licence keys no longer activate the software.':
    'คำสั่งซื้อนี้ได้รับการคืนเงินแล้ว: คีย์ใบอนุญาตของคำสั่งซื้อนี้ไม่สามารถเปิดใช้งานซอฟต์แวร์ได้อีก',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'ข้อกำหนดของเราเปลี่ยนไประหว่างที่หน้านี้เปิดอยู่ โปรดโหลดหน้านี้ใหม่และอ่านข้อกำหนดอีกครั้ง',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'การสนับสนุนของใบอนุญาตนี้ต่ออายุอัตโนมัติอยู่แล้ว การขยายเวลาจะเป็นการจ่ายช่วงเวลาเดียวกันซ้ำสองครั้ง โปรดยกเลิกการต่ออายุก่อนหากต้องการขยายด้วยระยะเวลาอื่น',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'การสมัครสมาชิกการสนับสนุนของใบอนุญาตนี้ถูกหยุดชั่วคราว เมื่อกลับมาใช้งานจะต่ออายุการสนับสนุนของใบอนุญาต การขยายเวลาจึงเป็นการจ่ายช่วงเวลาเดียวกันซ้ำสองครั้ง โปรดกลับมาใช้งาน หรือยกเลิกก่อนหากต้องการขยายด้วยระยะเวลาอื่น',
};

export default th;
