import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Korean. */
const ko: Translations<typeof en> = {
  '{{price}} per month': '월 {{price}}',
  '{{price}} per year': '연 {{price}}',
  'Prices are excluding VAT.': '가격에는 부가가치세가 포함되어 있지 않습니다.',
  Continue: '계속',
  'Price breakdown': '가격 내역',
  'First year of support included': '첫해 지원 포함',
  'Get {{product}} on the App Store': 'App Store에서 {{product}} 받기',
  'Get {{product}} on the Microsoft Store': 'Microsoft Store에서 {{product}} 받기',
  'Prices are shown for up to {{count}} licences.': '가격은 최대 {{count}}개 라이선스까지 표시됩니다.',
  'Aircraft type': '기종',
  Platform: '플랫폼',
  'Licence type': '라이선스 유형',
  Subscription: '구독',
  Personal: '개인용',
  Classroom: '강의실용',
  Monthly: '월간',
  Annual: '연간',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Windows PC 또는 태블릿에서 제한 없이 사용, 하드웨어 M(CDU) 연결 선택 가능',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Windows PC 또는 태블릿에서 개인 사용, 가정 또는 직장, 하루 최대 4시간',
  'Use on iPad without restrictions': 'iPad에서 제한 없이 사용',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'iPad에서 개인 사용, 가정 또는 직장, 하루 최대 4시간',
  'Download the FMS Trainer app': 'FMS Trainer 앱 다운로드',
  'Purchase FMS Trainer': 'FMS Trainer 구매',
  '{{platform}} FMS Trainer user licence': '{{platform}}용 FMS Trainer 사용자 라이선스',
  '{{platform}} FMS Trainer for {{aircraft}}': '{{aircraft}}용 {{platform}} FMS Trainer',
  '{{platform}} FMS Trainer for your aircraft': '내 기종용 {{platform}} FMS Trainer',
  'FMS Trainer for {{aircraft}}': '{{aircraft}}용 FMS Trainer',
  '{{product}} on iPad': 'iPad의 {{product}}',
  'Unknown aircraft type': '알 수 없는 기종',
  'Your licence': '내 라이선스',
  Quantity: '수량',
  'Choose an aircraft type, licence type and subscription to see the price.':
    '가격을 보려면 기종, 라이선스 유형, 구독을 선택하세요.',
  'Volume discounts per licence': '라이선스당 수량 할인',
  '{{minimum}} or more': '{{minimum}}개 이상',
  '{{minimum}} to {{maximum}}': '{{minimum}}~{{maximum}}개',
  '{{brand}} suite user licence for private home use': '{{brand}} 스위트 가정용 개인 사용자 라이선스',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    '가정용 조종석을 위한 영구 비상업용 라이선스로, 첫해 Bronze 지원이 포함됩니다.',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} 스위트',
  '{{brand}} cockpit suite': '{{brand}} 조종석 스위트',
  Configuration: '구성',
  'neo and ceo': 'neo 및 ceo',
  'ceo only': 'ceo 전용',
  'Add-ons': '추가 기능',
  '+ {{price}} per licence': '라이선스당 + {{price}}',
  Term: '기간',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    '연간 — Bronze 지원 1년이 포함되며, 이후 {{price}}에 갱신됩니다.',
  'Choose an aircraft type to see the price.': '가격을 보려면 기종을 선택하세요.',
  'Choose a configuration to see the price.': '가격을 보려면 구성을 선택하세요.',
  'About {{brand}}': '{{brand}} 소개',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}}는 가정용 조종석과 훈련 중인 조종사를 위한 비행 시뮬레이터 소프트웨어를 만듭니다.',
  'What we sell': '판매 제품',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    'A320 계열, 737, 737 MAX 8용 {{suites}}, 737용 Head-up Display 같은 추가 기능 포함.',
  '{{brand}} cockpit suites': '{{brand}} 조종석 스위트',
  '{{support}} that keep a suite up to date.': '스위트를 최신 상태로 유지하는 {{support}}.',
  'Support subscriptions': '지원 구독',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Windows PC 또는 태블릿과 iPad용 {{trainer}} 라이선스, 월간 또는 연간, 개인용 또는 강의실용.',
  'Licence terms': '라이선스 조건',
  'A suite licence is perpetual and for private, non-commercial home use.':
    '스위트 라이선스는 영구적이며 가정에서의 개인적·비상업적 사용을 위한 것입니다.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    '지원이 함께 제공됩니다. Bronze 지원 1년이 포함되며, 이후 매년 자동으로 갱신되고 언제든지 취소할 수 있습니다.',
  'A suite licence is transferable to a new owner on request.':
    '스위트 라이선스는 요청 시 새 소유자에게 양도할 수 있습니다.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    '개인용 FMS Trainer 라이선스는 가정 또는 직장에서 하루 최대 4시간의 개인 사용을 위한 것이며, 강의실용 라이선스에는 이런 제한이 없습니다.',
  'All prices are in euro and exclude VAT.': '모든 가격은 유로 기준이며 부가가치세가 포함되지 않습니다.',
  '{{platform}} FMS Trainer system requirements': '{{platform}}용 FMS Trainer 시스템 요구 사항',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    '{{brand}} {{platform}} FMS Trainer를 실행하는 데 필요한 최소 기기 사양입니다.',
  'Buy {{brand}} {{platform}} FMS Trainer': '{{brand}} {{platform}} FMS Trainer 구매',
  Processor: '프로세서',
  'Intel or AMD CPU from 2019 or later': '2019년 이후의 Intel 또는 AMD CPU',
  Memory: '메모리',
  '8 GB RAM': '8GB RAM',
  Storage: '저장 공간',
  '4 GB free disk space': '4GB의 여유 디스크 공간',
  'Operating system': '운영 체제',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10(21H2 이상) 64비트',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 이상',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10세대 이상',
  'iPad Air 4th Gen or newer': 'iPad Air 4세대 이상',
  'iPad Mini 6th Gen or newer': 'iPad mini 6세대 이상',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2세대 이상',
  'Extend your support subscription': '지원 구독 연장',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    '지원을 통해 {{brand}} 스위트를 최신 상태로 유지하고 서비스 데스크에 직접 문의할 수 있습니다.',
  'Bronze support': 'Bronze 지원',
  'Every suite licence includes the first year of Bronze support.':
    '모든 스위트 라이선스에는 첫해 Bronze 지원이 포함됩니다.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    '첫해 이후 지원은 {{price}}(부가가치세 별도)에 자동으로 갱신됩니다.',
  'You can cancel at any time; your licence stays yours.':
    '언제든지 취소할 수 있으며, 라이선스는 계속 본인 소유입니다.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    '지원이 만료되었나요? 종료 이후의 개월 수를 보충하고 그 시점부터 연장하세요.',
  'Extend it': '연장하기',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    '{{email}}(으)로 로그인했습니다. 지원을 연장할 라이선스를 선택하세요.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    '라이선스와 지원 현황을 보려면 라이선스 키에 연결된 이메일 주소로 로그인하세요.',
  'Extend support for your licences': '내 라이선스의 지원 연장',
  'Sign in to extend support': '로그인하여 지원 연장',
  'Buy a support extension': '지원 연장 구매',
  'Your suite licences': '내 스위트 라이선스',
  'Extend support': '지원 연장',
  'support renews automatically': '지원이 자동으로 갱신됩니다',
  'Support runs until {{date}} and renews automatically.': '지원은 {{date}}까지이며 자동으로 갱신됩니다.',
  'Support runs until {{date}}.': '지원은 {{date}}까지입니다.',
  'Support lapsed on {{date}}.': '지원이 {{date}}에 만료되었습니다.',
  'No support is on record for this licence.': '이 라이선스에는 지원 기록이 없습니다.',
  'Support paused since {{date}}': '지원 {{date}}부터 일시 중지됨',
  'Support payment due: the renewal of {{date}} is not paid yet':
    '지원 결제 기한 지남: {{date}} 갱신분이 아직 결제되지 않음',
  'Suite support extension': '스위트 지원 연장',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    '스위트 라이선스의 Bronze 지원을 시작하거나 연장하세요. 지원이 만료되었다면 종료 이후의 개월 수를 보충하면 최신 릴리스로 돌아갈 수 있습니다.',
  '{{family}} suite support': '{{family}} 스위트 지원',
  'Suite support': '스위트 지원',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    '라이선스가 {{family}} 스위트용입니다. 위에서 {{family}}를 선택하세요.',
  'Lapsed months to catch up': '보충할 만료 개월 수',
  '{{price}} per lapsed month, once.': '만료된 개월당 {{price}}, 1회.',
  'Your support extension': '내 지원 연장',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    '이 라이선스의 지원은 {{date}}에 자동으로 갱신되므로 연장할 것이 없습니다.',
  'Support will run from {{start}} until {{end}}.': '지원은 {{start}}부터 {{end}}까지입니다.',
  'Support will run until {{end}}.': '지원은 {{end}}까지입니다.',
  'Support then renews at {{price}}; cancel at any time.':
    '이후 지원은 {{price}}에 갱신되며 언제든지 취소할 수 있습니다.',
  'The key could not be checked just now. Please try again.': '지금은 키를 확인할 수 없습니다. 다시 시도하세요.',
  'Your suite licence': '내 스위트 라이선스',
  'Licence key': '라이선스 키',
  'Check licence key': '라이선스 키 확인',
  'Licence {{id}}: {{family}} suite.': '라이선스 {{id}}: {{family}} 스위트.',
  'Or {{signIn}} to choose one of your licences.': '또는 {{signIn}}하여 라이선스 중 하나를 선택하세요.',
  'sign in': '로그인',
  'Your licences could not be read just now. Please try again.': '지금은 라이선스를 읽을 수 없습니다. 다시 시도하세요.',
  'Reading your licences…': '라이선스를 읽는 중…',
  'No suite licence is bound to your address.': '주소에 연결된 스위트 라이선스가 없습니다.',
  'See your licences': '내 라이선스 보기',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    '{{brand}} 라이선스 키가 아닙니다. 라이선스 이메일이나 /licenses에서 키 전체를 복사하세요.',
  'This licence key does not verify. Check that it was copied completely.':
    '이 라이선스 키를 확인할 수 없습니다. 전체가 복사되었는지 확인하세요.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    '지원 연장은 스위트 라이선스용입니다. 이 키는 트레이너 좌석용입니다.',
};

export default ko;
