import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  Checkout: '결제하기',
  Payment: '결제',
  'Your order': '주문 내역',
  'Your licences': '내 라이선스',
  'E-mail address': '이메일 주소',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    '라이선스 키는 이 주소에 연결되며 이 주소로 발송됩니다. 나중에 이 주소로 로그인하면 라이선스를 볼 수 있습니다.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    '로그인되어 있습니다. 라이선스 키는 계정의 이메일 주소에 연결됩니다.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    '다음 단계에서 부가가치세가 포함된 금액을 확인하고 결제합니다. 결제를 확정하기 전에는 청구되지 않습니다.',
  'VAT is added for your country at payment.': '거주 국가의 부가가치세는 결제 시 추가됩니다.',
  'Starting payment…': '결제를 시작하는 중…',
  'Continue to payment': '결제 계속하기',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    '당사의 {{terms}}이 적용됩니다. 디지털 콘텐츠의 {{withdrawal}}과 {{privacy}}도 확인하세요.',
  terms: '약관',
  'right of withdrawal': '청약 철회권',
  'privacy notice': '개인정보 고지',
  'Extends the support of licence {{licence}}.': '라이선스 {{licence}}의 지원을 연장합니다.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    '라이선스 {{licence}}의 지원을 연장하며, 지원이 끊겼던 기간의 소급 {{count}}개월이 포함됩니다.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    '라이선스 {{licence}}의 지원을 연장하며, 지원이 끊겼던 기간의 소급 {{count}}개월이 포함됩니다.',
  Item: '항목',
  Amount: '금액',
  'First year of support included': '첫해 지원 포함',
  'Support is free for the first year of each licence': '각 라이선스의 첫해 지원은 무료입니다',
  'Net price': '순가격',
  'one-time': '일회성',
  'per month': '월',
  'per year': '연',
  'Order {{number}}': '주문 {{number}}',
  'Your licences will be bound to {{email}}.': '라이선스는 {{email}}에 연결됩니다.',
  'Change the e-mail address': '이메일 주소 변경',
  'Support of licence {{licence}} will run until {{date}}.': '라이선스 {{licence}}의 지원은 {{date}}까지 유효합니다.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    '안전한 결제 양식이 이 페이지 위에 열립니다. 결제하지 않고 닫으면 장바구니로 돌아갑니다.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    '카드가 거절되었습니다. 청구된 금액은 없습니다. 결제 양식에서 다른 카드나 결제 수단을 사용해 보세요.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    '결제 양식에서 문제가 보고되었습니다. 입력한 정보를 확인하고 다시 시도하세요.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    '안전한 결제 양식을 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
  'This payment link is incomplete: it names no order.': '이 결제 링크는 불완전합니다. 주문이 지정되어 있지 않습니다.',
  'Thank you for your purchase.': '구매해 주셔서 감사합니다.',
  'Order number': '주문 번호',
  'Reference for support': '지원 문의용 참조 번호',
  Bought: '구매 항목',
  VAT: '부가가치세',
  'Amount charged': '청구 금액',
  '{{amount}}, excluding VAT': '{{amount}}, 부가가치세 별도',
  'Licences bound to': '라이선스 연결 주소',
  'Support of licence {{licence}} now runs until {{date}}.':
    '라이선스 {{licence}}의 지원이 이제 {{date}}까지 유효합니다.',
  'Your licence key has been issued and sent to {{email}}.': '라이선스 키가 발급되어 {{email}}(으)로 발송되었습니다.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    '라이선스 키 {{count}}개가 발급되어 {{email}}(으)로 발송되었습니다.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    '결제를 확인하는 중입니다. 확인되는 즉시 라이선스가 발급되고 이메일이 발송됩니다. 이 페이지를 열어 둘 필요는 없습니다.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    '결제가 접수되었습니다. 라이선스를 발급하는 중이며 몇 초 걸립니다…',
  'What happens next': '다음 단계',
  'A confirmation e-mail is on its way.': '확인 이메일이 발송 중입니다.',
  'An e-mail with your licence keys is on its way; keep it.':
    '라이선스 키가 담긴 이메일이 발송 중입니다. 잘 보관하세요.',
  'Your licence key stays the same.': '라이선스 키는 그대로입니다.',
  'Enter a key in the simulator software to activate it.': '시뮬레이터 소프트웨어에 키를 입력해 활성화하세요.',
  'Your licences, keys and support are always in your account under My licences.':
    '라이선스, 키, 지원은 언제나 계정의 내 라이선스에서 확인할 수 있습니다.',
  'Create your account with this e-mail to see your licences': '이 이메일로 계정을 만들어 라이선스 보기',
  'Go to your licences': '내 라이선스로 이동',
  'Back to the shop': '상점으로 돌아가기',
  'Test payment — local Paddle stand-in': '테스트 결제 — 로컬 Paddle 대체',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    '로컬 개발 환경의 테스트 양식입니다. 카드에 청구되지 않으며 실제 돈이 오가지 않습니다. 여기서 결제하면 Paddle과 같은 서명된 웹훅이 전송됩니다.',
  'Pay (test)': '결제(테스트)',
  'Decline card (test)': '카드 거절(테스트)',
  'Cancel payment': '결제 취소',
  'The local test payment was refused. Is the local stack still running?':
    '로컬 테스트 결제가 거절되었습니다. 로컬 환경이 아직 실행 중인가요?',
  'The payment was cancelled. Your basket is as you left it.': '결제가 취소되었습니다. 장바구니는 그대로입니다.',
  'The payment did not go through. Nothing was charged; please try again.':
    '결제가 완료되지 않았습니다. 청구된 금액은 없습니다. 다시 시도하세요.',
  'Please enter a valid e-mail address, for example name@example.com.':
    '유효한 이메일 주소를 입력하세요(예: name@example.com).',
  'The quantity must be a whole number from 1 to {{max}}.': '수량은 1부터 {{max}}까지의 정수여야 합니다.',
  'One of the chosen add-ons is not available for this product.':
    '선택한 추가 기능 중 하나는 이 제품에 사용할 수 없습니다.',
  'The shop could not be reached. Please check your connection and try again.':
    '상점에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.',
  'Something went wrong on our side. Please try again in a moment.':
    '저희 쪽에서 문제가 발생했습니다. 잠시 후 다시 시도하세요.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    '소급 개월 수는 0부터 {{max}}까지의 정수여야 합니다.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    '이 라이선스는 이 제품으로 연장할 수 없습니다. 라이선스 페이지에서 다시 시작하세요.',
  'Refunded on {{date}}': '{{date}} 환불',
  'Charged back on {{date}}': '{{date}} 지불 거절',
  'amount not known': '금액 알 수 없음',
  'Credit note': '대변표',
  'Credit note of {{date}}': '{{date}} 대변표',
  'Net paid': '환불 후 결제액',
  'This order was refunded: its licence keys no longer activate the software.':
    '이 주문은 환불되었습니다. 라이선스 키로 더 이상 소프트웨어를 활성화할 수 없습니다.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    '이 페이지가 열려 있는 동안 약관이 변경되었습니다. 페이지를 새로 고친 후 약관을 다시 읽어 주세요.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    '이 라이선스의 지원은 이미 자동으로 갱신됩니다. 연장하면 같은 기간을 두 번 결제하게 됩니다. 다른 기간으로 연장하려면 먼저 자동 갱신을 취소하세요.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    '이 라이선스의 지원 구독이 일시 중지되어 있습니다. 재개하면 라이선스의 지원이 갱신되므로 연장하면 같은 기간을 두 번 결제하게 됩니다. 구독을 재개하거나, 다른 기간으로 연장하려면 먼저 취소하세요.',
};

export default ko;
