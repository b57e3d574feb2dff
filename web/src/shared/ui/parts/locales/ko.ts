import type { Translations } from '../../../i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  'contact support': '지원팀에 문의하시면',
  'Decrease {{label}}': '{{label}} 줄이기',
  'Increase {{label}}': '{{label}} 늘리기',
  'One order holds at most {{count}} licences.': '주문 한 건에는 최대 {{count}}개의 라이선스를 담을 수 있습니다.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    '더 구매하시려면 {{support}} 구매를 여러 주문으로 나누어 드립니다.',
  '{{brand}} checkout': '{{brand}} 스토어',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    '{{brand}} 조종석 스위트 라이선스, 지원 및 FMS Trainer 구독을 구매하세요.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    '지금은 상점에서 로그인 상태를 확인할 수 없습니다. 잠시 후 다시 시도하세요. 다시 로그인할 필요는 없습니다.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}} 개인용 라이선스, 월간',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    '{{platform}} FMS Trainer {{aircraft}} 개인용 라이선스, 연간',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}} 강의실용 라이선스, 월간',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    '{{platform}} FMS Trainer {{aircraft}} 강의실용 라이선스, 연간',
  'Bronze support, monthly': 'Bronze 지원, 월간',
  'Bronze support, annual': 'Bronze 지원, 연간',
  '{{brand}} {{family}} suite support extension, monthly': '{{brand}} {{family}} 스위트 지원 연장, 월간',
  '{{brand}} {{family}} suite support extension, annual': '{{brand}} {{family}} 스위트 지원 연장, 연간',
  '{{brand}} {{family}} suite licence': '{{brand}} {{family}} 스위트 라이선스',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} 스위트',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}} 스위트(neo 및 ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}} 스위트(ceo 전용)',
  'A320 neo add-on': 'A320 neo 추가 기능',
  'Support catch-up, per lapsed month': '지원 보충, 만료 개월당',
};

export default ko;
