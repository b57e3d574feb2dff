import type { Translations } from '../../i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  'Skip to content': '본문으로 건너뛰기',
  Main: '주 메뉴',
  'Cockpit suite': '조종석 스위트',
  Suite: '스위트',
  'FMS Trainer': 'FMS Trainer',
  Trainer: '트레이너',
  Support: '지원',
  'My licences': '내 라이선스',
  Licences: '라이선스',
  'My subscriptions': '내 구독',
  Subscriptions: '구독',
  'My orders': '내 주문',
  Orders: '주문',
  'My account': '내 계정',
  Account: '계정',
  'Sign out': '로그아웃',
  About: '회사 소개',
  'Windows requirements': 'Windows 요구 사항',
  'iPad requirements': 'iPad 요구 사항',
  'Contact support': '지원팀에 문의',
  Language: '언어',
  'Try again': '다시 시도',
  'Route is unknown': '알 수 없는 주소입니다',
  Terms: '이용약관',
  'Privacy notice': '개인정보 처리방침',
  Imprint: '사업자 정보',
  'Right of withdrawal': '청약 철회권',
};

export default ko;
