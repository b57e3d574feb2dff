import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Chinese. */
const zh: Translations<typeof en> = {
  'My account': '我的账户',
  'My licences': '我的许可证',
  'My subscriptions': '我的订阅',
  'My orders and invoices': '我的订单和发票',
  'Extend support': '延长支持',
  'Signed in as {{email}}': '已登录为 {{email}}',
  Sessions: '会话',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    '在此设备和所有其他设备（例如航校的共用电脑）上退出登录。',
  'Sign out': '退出登录',
  'Sign out everywhere': '在所有设备上退出登录',
  'Your data': '您的数据',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    '一个 JSON 文件，包含您的账户、订单、许可证及其密钥、订阅、转让以及我们发给您的邮件。',
  'Download my data': '下载我的数据',
  'Delete my account': '删除我的账户',
  'Delete my account…': '删除我的账户…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    '您的许可证及其密钥继续有效，使用此地址重新注册后会再次显示。发票按税法要求保留。',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    '这将删除使用此地址登录的所有方式（密码、Google、Apple），结束所有会话，并停止所有订阅的续订（每个订阅持续到其已付费期限结束）。此操作无法撤销。',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    '您使用 Google 或 Apple 登录：请用我们发送到您地址的验证码确认。',
  'Send me a code': '发送验证码',
  'Send a new code': '发送新验证码',
  'The code from the mail': '邮件中的验证码',
  'Your password': '您的密码',
  Cancel: '取消',
  'Change password': '更改密码',
  'Current password': '当前密码',
  'New password': '新密码',
  'At least 10 characters.': '至少 10 个字符。',
  'Confirm new password': '确认新密码',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    '您的密码已更改。您登录过的所有其他设备均已退出登录。',
  Password: '密码',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    '您使用 Google 或 Apple 登录，因此您的密码保存在那里，而不是这里。请在您的 Google 或 Apple 账户中更改。',
  'Your account is deleted': '您的账户已删除',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    '使用您的地址登录的所有方式（密码、Google、Apple）均已删除，所有会话均已结束。确认邮件正在发送到您的地址。',
  'What we keep, and why': '我们保留什么，以及原因',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    '您已付款的订单、发票和退款，自付款年度结束起保留 10 年：这是税法的要求。',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    '您的许可证及其密钥：继续有效，使用同一地址重新注册后会再次显示。',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    '您的订阅，直到已付费期限结束：不再续订。',
  'Which mails we sent about an order (never their text), for one year.':
    '我们就某个订单发送过哪些邮件（从不保留正文），保留一年。',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    '其他所有内容（从未付款的订单、无人接受的转让邀约、我们发给您的邮件记录）均已删除。详情请参阅我们的{{privacy}}。',
  'privacy notice': '隐私声明',
  'Back to the shop': '返回商店',
  'My orders': '我的订单',
  'All your orders': '您的所有订单',
  'You have no orders yet.': '您还没有订单。',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}}购买驾驶舱套件或 FMS Trainer。',
  'Visit the shop': '前往商店',
  'Older orders': '较早的订单',
  'Order of {{date}}': '{{date}} 的订单',
  'Renewal of {{date}}': '{{date}} 的续订',
  Net: '净额',
  VAT: '增值税',
  'Total paid': '已付总额',
  'Net paid': '扣除退款后实付',
  Status: '状态',
  'Order number': '订单号',
  'Transaction (for support)': '交易号（用于支持）',
  'Download invoice': '下载发票',
  Paid: '已付款',
  Refunded: '已退款',
  'Partly refunded': '部分退款',
  'Refunded on {{date}}': '{{date}} 退款',
  'Charged back on {{date}}': '{{date}} 拒付',
  'amount not known': '金额未知',
  'Credit note': '贷项通知单',
  'Credit note of {{date}}': '{{date}} 的贷项通知单',
  'Revoked: this key no longer activates the software.': '已吊销：此密钥不再能激活软件。',
  'Copy key': '复制密钥',
  'Show whole key': '显示完整密钥',
  'Fold key': '折叠密钥',
  Copied: '已复制',
  'Copying is blocked here: select the key and copy it by hand.': '此处无法复制：请选中密钥并手动复制。',
};

export default zh;
