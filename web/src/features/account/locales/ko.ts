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
};

export default ko;
