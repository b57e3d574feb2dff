import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  'My account': '내 계정',
  'My licences': '내 라이선스',
  'My subscriptions': '내 구독',
  'My orders and invoices': '내 주문 및 청구서',
  'Extend support': '지원 연장',
  'Signed in as {{email}}': '{{email}}(으)로 로그인됨',
  Sessions: '세션',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    '이 기기와 다른 모든 기기(예: 비행 학교의 공용 컴퓨터)에서 로그아웃합니다.',
  'Sign out': '로그아웃',
  'Sign out everywhere': '모든 기기에서 로그아웃',
  'Your data': '내 데이터',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    '계정, 주문, 라이선스와 키, 구독, 양도, 저희가 보낸 이메일을 담은 JSON 파일 하나입니다.',
  'Download my data': '내 데이터 다운로드',
  'Delete my account': '계정 삭제',
  'Delete my account…': '계정 삭제…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    '라이선스와 키는 계속 작동하며, 이 주소로 다시 가입하면 다시 표시됩니다. 청구서는 세법에 따라 보관됩니다.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    '이 주소로 로그인하는 모든 방법(비밀번호, Google, Apple)을 삭제하고, 모든 세션을 종료하며, 모든 구독의 갱신을 중지합니다(각 구독은 결제된 기간이 끝날 때까지 유지됩니다). 되돌릴 수 없습니다.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Google 또는 Apple로 로그인하고 있습니다. 주소로 보내 드리는 코드로 확인하세요.',
  'Send me a code': '코드 보내기',
  'Send a new code': '새 코드 보내기',
  'The code from the mail': '메일에 있는 코드',
  'Your password': '비밀번호',
  Cancel: '취소',
  'Change password': '비밀번호 변경',
  'Current password': '현재 비밀번호',
  'New password': '새 비밀번호',
  'At least 10 characters.': '10자 이상.',
  'Confirm new password': '새 비밀번호 확인',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    '비밀번호가 변경되었습니다. 로그인되어 있던 다른 모든 기기에서 로그아웃되었습니다.',
  Password: '비밀번호',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Google 또는 Apple로 로그인하므로 비밀번호는 여기가 아니라 그곳에 있습니다. Google 또는 Apple 계정에서 변경하세요.',
  'Your account is deleted': '계정이 삭제되었습니다',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    '주소로 로그인하는 모든 방법(비밀번호, Google, Apple)이 삭제되었고 모든 세션이 종료되었습니다. 확인 메일이 주소로 발송되고 있습니다.',
  'What we keep, and why': '보관하는 항목과 이유',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    '결제된 주문, 청구서, 환불: 결제 연도 말부터 10년간. 세법에서 요구합니다.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    '라이선스와 키: 계속 작동하며, 같은 주소로 다시 가입하면 다시 표시됩니다.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    '구독: 결제된 기간이 끝날 때까지. 더 이상 갱신되지 않습니다.',
  'Which mails we sent about an order (never their text), for one year.':
    '주문에 관해 보낸 이메일 기록(본문은 제외): 1년간.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    '그 밖의 모든 것(결제되지 않은 주문, 아무도 수락하지 않은 양도 제안, 보낸 이메일 기록)은 삭제되었습니다. 자세한 내용은 {{privacy}}를 참조하세요.',
  'privacy notice': '개인정보 고지',
  'Back to the shop': '상점으로 돌아가기',
  'My orders': '내 주문',
  'All your orders': '모든 주문',
  'You have no orders yet.': '아직 주문이 없습니다.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}}에서 콕핏 스위트나 FMS Trainer를 구매하세요.',
  'Visit the shop': '상점',
  'Older orders': '이전 주문',
  'Order of {{date}}': '{{date}} 주문',
  'Renewal of {{date}}': '{{date}} 갱신',
  Net: '순액',
  VAT: '부가가치세',
  'Total paid': '총 결제액',
  'Net paid': '환불 후 결제액',
  Status: '상태',
  'Order number': '주문 번호',
  'Transaction (for support)': '거래 번호(지원 문의용)',
  'Download invoice': '청구서 다운로드',
  Paid: '결제됨',
  Refunded: '환불됨',
  'Partly refunded': '일부 환불됨',
  'Refunded on {{date}}': '{{date}} 환불',
  'Charged back on {{date}}': '{{date}} 지불 거절',
  'amount not known': '금액 알 수 없음',
  'Credit note': '대변표',
  'Credit note of {{date}}': '{{date}} 대변표',
  'Revoked: this key no longer activates the software.': '폐기됨: 이 키로는 더 이상 소프트웨어를 활성화할 수 없습니다.',
  'Copy key': '키 복사',
  'Show whole key': '전체 키 보기',
  'Fold key': '키 접기',
  Copied: '복사됨',
  'Copying is blocked here: select the key and copy it by hand.':
    '여기서는 복사할 수 없습니다. 키를 선택해 직접 복사하세요.',
  'No suite licence is bound to this address.': '이 주소에 연결된 스위트 라이선스가 없습니다.',
  'Buy a cockpit suite': '콕핏 스위트 구매',
  'Suite licences': '스위트 라이선스',
  'Licence {{licence}}, {{aircraft}}': '라이선스 {{licence}}, {{aircraft}}',
  'Licence {{licence}}': '라이선스 {{licence}}',
  'Licence {{licence}}, paid until {{date}}': '라이선스 {{licence}}, {{date}}까지 결제됨',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    '지원이 1개월 전에 만료되었습니다. 연장에는 밀린 1개월이 포함됩니다.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    '지원이 {{count}}개월 전에 만료되었습니다. 연장에는 밀린 {{count}}개월이 포함됩니다.',
  'Support term': '지원 기간',
  Monthly: '월간',
  Annual: '연간',
  'Support will run from {{start}} until {{end}}.': '지원은 {{start}}부터 {{end}}까지 유지됩니다.',
  'Support will run until {{date}}.': '지원은 {{date}}까지 유지됩니다.',
  Continue: '계속',
  'Support renews automatically; nothing to extend.': '지원이 자동으로 갱신되므로 연장할 것이 없습니다.',
  'You have no subscriptions.': '구독이 없습니다.',
  Subscriptions: '구독',
  'Licences {{licences}}': '라이선스 {{licences}}',
  Subscription: '구독',
  'Pays for': '결제 대상',
  Supports: '지원 대상',
  'Cancelled — ends on {{date}}': '해지됨 — {{date}}에 종료',
  'Active, renews automatically': '활성, 자동 갱신',
  'Next billing date': '다음 청구일',
  none: '없음',
  Amount: '금액',
  'Current period ends': '현재 기간 종료',
  'Cancellation requested; waiting for the payment provider to confirm…':
    '해지를 요청했습니다. 결제 대행사의 확인을 기다리는 중…',
  'Resuming; waiting for the payment provider to confirm…': '재개하는 중입니다. 결제 대행사의 확인을 기다리는 중…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    '마음이 바뀌셨나요? {{date}}까지 재개할 수 있으며, 이전처럼 갱신됩니다.',
  'Cancel subscription': '구독 해지',
  Resume: '재개',
  'Manage payment method': '결제 수단 관리',
  'Confirm cancellation': '해지 확인',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    '현재 기간이 끝날 때 해지할까요? {{date}}까지 활성 상태이며 다시 청구되지 않습니다.',
  'Yes, cancel at period end': '예, 기간 종료 시 해지',
  'Keep subscription': '구독 유지',
  '{{price}} per month plus VAT': '월 {{price}}, VAT 별도',
  '{{price}} per year plus VAT': '연 {{price}}, VAT 별도',
  '1 seat': '1석',
  '{{count}} seats': '{{count}}석',
  'This action is not available.': '이 작업은 사용할 수 없습니다.',
  'The shop could not be reached. Please check your connection and try again.':
    '상점에 연결할 수 없습니다. 연결을 확인하고 다시 시도하세요.',
  'You have no licences yet.': '아직 라이선스가 없습니다.',
  Licences: '라이선스',
  Licence: '라이선스',
  Aircraft: '기종',
  Configuration: '구성',
  'Add-ons': '애드온',
  'Licence key (re-issued {{date}})': '라이선스 키({{date}} 재발급)',
  'Licence key': '라이선스 키',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    '이 구매에 대한 분쟁은 고객님에게 유리하게 해결되었지만, 그때 해지된 지원 구독은 재개할 수 없습니다.',
  'Restart support': '지원 다시 시작',
  'Continue support from {{date}}': '{{date}}부터 지원 계속',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: '청구',
  Seats: '좌석',
  'Seat {{number}} key ({{licence}})': '좌석 {{number}} 키({{licence}})',
  Purchased: '구매일',
  'Revoked (refunded)': '취소됨(환불됨)',
  'Transfer to {{email}} pending since {{date}}.': '{{email}}(으)로의 양도가 {{date}}부터 대기 중입니다.',
  'Cancel transfer': '양도 취소',
  'Transfer to a new owner…': '새 소유자에게 양도…',
  "New owner's e-mail address": '새 소유자의 이메일 주소',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    '새 소유자가 이 주소로 로그인한 후 라이선스를 수락하면 더 이상 고객님의 라이선스가 아니며, 키가 재발급됩니다.',
  'Offer transfer': '양도 제안',
  'Licences offered to you': '고객님께 제안된 라이선스',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{email}}에서 보낸 {{product}}({{licence}}), {{date}}에 제안됨.',
  'Accept licence {{licence}}': '라이선스 {{licence}} 수락',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    '고객님의 이메일 주소로 구매한 모든 라이선스와 트레이너 좌석을 키와 함께 보여 줍니다. 시뮬레이터가 실행되는 컴퓨터의 라이선스 창에 키를 복사하세요. 양도나 갱신 후 재발급된 키는 이전 키를 대체합니다.',
  'neo and ceo': 'neo 및 ceo',
  'ceo only': 'ceo 전용',
  'Support active until {{date}}, renews automatically': '지원 {{date}}까지 활성, 자동 갱신',
  'Support active until {{date}}, cancelled (does not renew)': '지원 {{date}}까지 활성, 해지됨(갱신 안 됨)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    '지원 {{date}}까지 활성, 이전 소유자가 결제, 자동 갱신',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    '지원 {{date}}까지 활성, 이전 소유자가 결제. 고객님에게는 갱신되지 않음',
  'Support active until {{date}}, paid by someone else, renews automatically':
    '지원 {{date}}까지 활성, 다른 사람이 결제, 자동 갱신',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    '지원 {{date}}까지 활성, 다른 사람이 결제. 고객님에게는 갱신되지 않음',
  'Support lapsed since {{date}}': '지원 {{date}}부터 만료됨',
  'Support paused since {{date}}': '지원 {{date}}부터 일시 중지됨',
  'Support payment due: the renewal of {{date}} is not paid yet':
    '지원 결제 기한 지남: {{date}} 갱신분이 아직 결제되지 않음',
  'No support on record yet': '아직 지원 기록이 없음',
  'Subscription active until {{date}}, renews automatically': '구독 {{date}}까지 활성, 자동 갱신',
  'Subscription active until {{date}}, cancelled (does not renew)': '구독 {{date}}까지 활성, 해지됨(갱신 안 됨)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    '구독 {{date}}까지 활성, 이전 소유자가 결제, 자동 갱신',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    '구독 {{date}}까지 활성, 이전 소유자가 결제. 고객님에게는 갱신되지 않음',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    '구독 {{date}}까지 활성, 다른 사람이 결제, 자동 갱신',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    '구독 {{date}}까지 활성, 다른 사람이 결제. 고객님에게는 갱신되지 않음',
  'Subscription lapsed since {{date}}': '구독 {{date}}부터 만료됨',
  'Subscription paused since {{date}}': '구독 {{date}}부터 일시 중지됨',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    '구독 결제 기한 지남: {{date}} 갱신분이 아직 결제되지 않음',
  'No subscription on record yet': '아직 구독 기록이 없음',
  Active: '활성',
  Trial: '체험',
  'Payment overdue': '결제 연체',
  Paused: '일시 중지됨',
  Cancelled: '해지됨',
  'Support for {{product}}': '{{product}} 지원',
  'Next charge': '다음 청구',
  '{{gross}} (including {{vat}} VAT)': '{{gross}}(VAT {{vat}} 포함)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    '회원님의 이메일 주소로 결제한 모든 주문과 갱신을 청구 금액, 환불, 인보이스, 대변 메모와 함께 보여 줍니다.',
};

export default ko;
