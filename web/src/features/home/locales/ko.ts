import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  'Welcome to {{brand}} checkout.': '{{brand}} 스토어에 오신 것을 환영합니다.',
  '{{brand}} cockpit suite': '{{brand}} 조종석 스위트',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'A320 계열, 737 또는 737 MAX 8용 영구 라이선스, 1년 지원 포함.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Windows 및 iPad용 월간 또는 연간 트레이너 라이선스(개인용 또는 강의실용).',
  'Support extension': '지원 연장',
  'Extend or restart the support subscription of your suite licence.':
    '스위트 라이선스의 지원 구독을 연장하거나 다시 시작하세요.',
};

export default ko;
