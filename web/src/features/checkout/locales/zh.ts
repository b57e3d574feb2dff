import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Chinese. */
const zh: Translations<typeof en> = {
  Checkout: '结账',
  Payment: '付款',
  'Your order': '您的订单',
  'Your licences': '您的许可证',
  'E-mail address': '电子邮件地址',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    '您的许可证密钥将绑定到此地址并发送到此地址。之后用它登录即可查看您的许可证。',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    '您已登录：您的许可证密钥将绑定到您账户的电子邮件地址。',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    '接下来您将看到含增值税的金额并付款；在您确认付款之前不会扣款。',
  'VAT is added for your country at payment.': '您所在国家的增值税将在付款时加收。',
  'Starting payment…': '正在开始付款…',
  'Continue to payment': '继续付款',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    '适用我们的{{terms}}；另请参阅数字内容的{{withdrawal}}和{{privacy}}。',
  terms: '条款',
  'right of withdrawal': '撤回权',
  'privacy notice': '隐私声明',
  'Extends the support of licence {{licence}}.': '延长许可证 {{licence}} 的支持。',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    '延长许可证 {{licence}} 的支持，包括支持中断期间的 {{count}} 个补缴月。',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    '延长许可证 {{licence}} 的支持，包括支持中断期间的 {{count}} 个补缴月。',
  Item: '项目',
  Amount: '金额',
  'First year of support included': '含第一年支持',
  'Support is free for the first year of each licence': '每个许可证的第一年支持免费',
  'Net price': '净价',
  'one-time': '一次性',
  'per month': '每月',
  'per year': '每年',
  'Order {{number}}': '订单 {{number}}',
  'Your licences will be bound to {{email}}.': '您的许可证将绑定到 {{email}}。',
  'Change the e-mail address': '更改电子邮件地址',
  'Support of licence {{licence}} will run until {{date}}.': '许可证 {{licence}} 的支持将持续到 {{date}}。',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    '安全付款表单会在此页面上方打开。不付款就关闭会返回购物车。',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    '银行卡被拒绝。未扣款；请在付款表单中尝试其他银行卡或付款方式。',
  'The payment form reported a problem. Please check the details you entered and try again.':
    '付款表单报告了问题。请检查您输入的信息后重试。',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    '无法加载安全付款表单。请检查网络连接后重试。',
  'This payment link is incomplete: it names no order.': '此付款链接不完整：未指明任何订单。',
  'Thank you for your purchase.': '感谢您的购买。',
  'Order number': '订单号',
  'Reference for support': '支持参考号',
  Bought: '已购买',
  VAT: '增值税',
  'Amount charged': '已扣款金额',
  '{{amount}}, excluding VAT': '{{amount}}，不含增值税',
  'Licences bound to': '许可证绑定到',
  'Support of licence {{licence}} now runs until {{date}}.': '许可证 {{licence}} 的支持现在持续到 {{date}}。',
  'Your licence key has been issued and sent to {{email}}.': '您的许可证密钥已签发并发送到 {{email}}。',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    '您的 {{count}} 个许可证密钥已签发并发送到 {{email}}。',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    '正在确认您的付款。确认后立即签发许可证，随后会收到电子邮件；无需保持此页面打开。',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    '已收到付款。正在签发许可证；需要几秒钟…',
  'What happens next': '接下来',
  'A confirmation e-mail is on its way.': '确认邮件正在发送中。',
  'An e-mail with your licence keys is on its way; keep it.': '包含许可证密钥的邮件正在发送中；请妥善保存。',
  'Your licence key stays the same.': '您的许可证密钥保持不变。',
  'Enter a key in the simulator software to activate it.': '在模拟器软件中输入密钥以激活。',
  'Your licences, keys and support are always in your account under My licences.':
    '您的许可证、密钥和支持始终在账户的“我的许可证”中。',
  'Create your account with this e-mail to see your licences': '使用此电子邮件创建账户以查看您的许可证',
  'Go to your licences': '前往您的许可证',
  'Back to the shop': '返回商店',
  'Test payment — local Paddle stand-in': '测试付款 — 本地 Paddle 替身',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    '这是本地开发环境的测试表单。不会从银行卡扣款，也没有真实资金流动；在此付款会发送与 Paddle 相同的签名 Webhook。',
  'Pay (test)': '付款（测试）',
  'Decline card (test)': '拒绝银行卡（测试）',
  'Cancel payment': '取消付款',
  'The local test payment was refused. Is the local stack still running?': '本地测试付款被拒绝。本地环境是否仍在运行？',
  'The payment was cancelled. Your basket is as you left it.': '付款已取消。您的购物车保持原样。',
  'The payment did not go through. Nothing was charged; please try again.': '付款未成功。未扣款；请重试。',
  'Please enter a valid e-mail address, for example name@example.com.':
    '请输入有效的电子邮件地址，例如 name@example.com。',
  'The quantity must be a whole number from 1 to {{max}}.': '数量必须是 1 到 {{max}} 之间的整数。',
  'One of the chosen add-ons is not available for this product.': '所选附加组件之一不适用于此产品。',
  'The shop could not be reached. Please check your connection and try again.': '无法连接商店。请检查网络连接后重试。',
  'Something went wrong on our side. Please try again in a moment.': '我们这边出了问题。请稍后重试。',
  'The catch-up months must be a whole number from 0 to {{max}}.': '补缴月数必须是 0 到 {{max}} 之间的整数。',
  'This licence cannot be extended with this product. Please start again from your licences.':
    '此许可证无法用此产品延长。请从您的许可证页面重新开始。',
  'Refunded on {{date}}': '{{date}} 退款',
  'Charged back on {{date}}': '{{date}} 拒付',
  'amount not known': '金额未知',
  'Credit note': '贷项通知单',
  'Credit note of {{date}}': '{{date}} 的贷项通知单',
  'Net paid': '扣除退款后实付',
  'This order was refunded: its licence keys no longer activate the software.':
    '此订单已退款：其许可证密钥不再能激活软件。',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    '在此页面打开期间，我们的条款已更改。请重新加载页面并再次阅读。',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    '此许可证的支持已会自动续订；再延期将为同一期间支付两次。如需以其他期限延期，请先取消自动续订。',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    '此许可证的支持订阅已暂停；恢复后它会续订许可证的支持，因此延期将为同一期间支付两次。请恢复订阅，或如需以其他期限延期，请先取消订阅。',
};

export default zh;
