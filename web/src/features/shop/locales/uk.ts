import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  '{{price}} per month': '{{price}} на місяць',
  '{{price}} per year': '{{price}} на рік',
  'Prices are excluding VAT.': 'Ціни вказано без ПДВ.',
  Continue: 'Продовжити',
  'Price breakdown': 'Складові ціни',
  'First year of support included': 'Перший рік підтримки включено',
  'Get {{product}} on the App Store': 'Завантажити {{product}} з App Store',
  'Get {{product}} on the Microsoft Store': 'Завантажити {{product}} з Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Ціни показано щонайбільше для {{count}} ліцензій.',
  'Aircraft type': 'Тип літака',
  Platform: 'Платформа',
  'Licence type': 'Тип ліцензії',
  Subscription: 'Підписка',
  Personal: 'Особиста',
  Classroom: 'Навчальний клас',
  Monthly: 'Щомісяця',
  Annual: 'Щороку',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Використання на ПК або планшеті з Windows без обмежень, опційне підключення апаратного M(CDU)',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Особисте використання на ПК або планшеті з Windows, вдома чи на роботі, не більше 4 годин на день',
  'Use on iPad without restrictions': 'Використання на iPad без обмежень',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Особисте використання на iPad, вдома чи на роботі, не більше 4 годин на день',
  'Download the FMS Trainer app': 'Завантажте застосунок FMS Trainer',
  'Purchase FMS Trainer': 'Купити FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Ліцензія користувача FMS Trainer для {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer для {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer для {{platform}} для вашого літака',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer для {{aircraft}}',
  '{{product}} on iPad': '{{product}} на iPad',
  'Unknown aircraft type': 'Невідомий тип літака',
  'Your licence': 'Ваша ліцензія',
  Quantity: 'Кількість',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Виберіть тип літака, тип ліцензії та підписку, щоб побачити ціну.',
  'Volume discounts per licence': 'Знижки за обсяг на ліцензію',
  '{{minimum}} or more': '{{minimum}} і більше',
  '{{minimum}} to {{maximum}}': 'Від {{minimum}} до {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Ліцензія користувача пакета {{brand}} для приватного домашнього використання',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Безстрокова некомерційна ліцензія для вашої домашньої кабіни з першим роком підтримки Bronze.',
  '{{brand}} {{family}} suite': 'Пакет {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Пакет кабіни {{brand}}',
  Configuration: 'Конфігурація',
  'neo and ceo': 'neo і ceo',
  'ceo only': 'лише ceo',
  'Add-ons': 'Доповнення',
  '+ {{price}} per licence': '+ {{price}} за ліцензію',
  Term: 'Термін',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Щороку — рік підтримки Bronze включено, потім вона поновлюється за {{price}}.',
  'Choose an aircraft type to see the price.': 'Виберіть тип літака, щоб побачити ціну.',
  'Choose a configuration to see the price.': 'Виберіть конфігурацію, щоб побачити ціну.',
  'About {{brand}}': 'Про {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} створює програмне забезпечення для авіасимуляторів — для домашніх кабін і для пілотів, що навчаються.',
  'What we sell': 'Що ми продаємо',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} для сімейства A320, 737 і 737 MAX 8 з доповненнями, як-от Head-up Display для 737.',
  '{{brand}} cockpit suites': 'Пакети кабіни {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}}, що підтримують пакет в актуальному стані.',
  'Support subscriptions': 'Підписки на підтримку',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Ліцензії {{trainer}} для ПК або планшета з Windows і для iPad, місячні або річні, особисті або для навчального класу.',
  'Licence terms': 'Умови ліцензії',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Ліцензія пакета безстрокова й призначена для приватного некомерційного домашнього використання.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Вона постачається з підтримкою: рік підтримки Bronze включено, потім підтримка щороку поновлюється автоматично, і її можна скасувати будь-коли.',
  'A suite licence is transferable to a new owner on request.':
    'Ліцензію пакета можна за запитом передати новому власникові.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Особисті ліцензії FMS Trainer призначені для особистого використання вдома чи на роботі не більше 4 годин на день; ліцензії для навчального класу такого обмеження не мають.',
  'All prices are in euro and exclude VAT.': 'Усі ціни вказано в євро без ПДВ.',
  '{{platform}} FMS Trainer system requirements': 'Системні вимоги FMS Trainer для {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Мінімум, потрібний вашому пристрою для роботи {{brand}} FMS Trainer для {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Купити {{brand}} FMS Trainer для {{platform}}',
  Processor: 'Процесор',
  'Intel or AMD CPU from 2019 or later': 'Процесор Intel або AMD 2019 року чи новіший',
  Memory: 'Пам’ять',
  '8 GB RAM': '8 ГБ ОЗП',
  Storage: 'Накопичувач',
  '4 GB free disk space': '4 ГБ вільного місця на диску',
  'Operating system': 'Операційна система',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 і новіші), 64-розрядна',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 ГБ ОЗП',
  'iOS 17.2 or newer': 'iOS 17.2 або новіша',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10-го покоління або новіший',
  'iPad Air 4th Gen or newer': 'iPad Air 4-го покоління або новіший',
  'iPad Mini 6th Gen or newer': 'iPad mini 6-го покоління або новіший',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2-го покоління або новіший',
  'Extend your support subscription': 'Продовжте підписку на підтримку',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Підтримка тримає ваш пакет {{brand}} в актуальному стані й дає прямий зв’язок із нашою службою підтримки.',
  'Bronze support': 'Підтримка Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Кожна ліцензія пакета містить перший рік підтримки Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Після першого року підтримка автоматично поновлюється за {{price}} (без ПДВ).',
  'You can cancel at any time; your licence stays yours.': 'Ви можете скасувати будь-коли; ліцензія залишається вашою.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Підтримка закінчилася? Доплатіть за місяці з моменту завершення й продовжте звідти.',
  'Extend it': 'Продовжити',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Ви ввійшли як {{email}}: виберіть ліцензію, підтримку якої хочете продовжити.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Увійдіть з адресою електронної пошти, до якої прив’язано ліцензійні ключі, щоб побачити ліцензії та їхню підтримку.',
  'Extend support for your licences': 'Продовжити підтримку ваших ліцензій',
  'Sign in to extend support': 'Увійдіть, щоб продовжити підтримку',
  'Buy a support extension': 'Купити продовження підтримки',
  'Your suite licences': 'Ваші ліцензії пакета',
  'Extend support': 'Продовжити підтримку',
  'support renews automatically': 'підтримка поновлюється автоматично',
  'Support runs until {{date}} and renews automatically.': 'Підтримка діє до {{date}} і поновлюється автоматично.',
  'Support runs until {{date}}.': 'Підтримка діє до {{date}}.',
  'Support lapsed on {{date}}.': 'Підтримка закінчилася {{date}}.',
  'No support is on record for this licence.': 'Для цієї ліцензії підтримку не зареєстровано.',
  'Support paused since {{date}}': 'Підтримку призупинено з {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Оплата підтримки прострочена: подовження від {{date}} ще не оплачено',
  'Suite support extension': 'Продовження підтримки пакета',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Почніть або продовжте підтримку Bronze для ліцензії пакета. Якщо підтримка закінчилася, доплатіть за місяці з моменту завершення — і ви знову на поточній версії.',
  '{{family}} suite support': 'Підтримка пакета {{family}}',
  'Suite support': 'Підтримка пакета',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Ваша ліцензія — для пакета {{family}}; виберіть {{family}} вище.',
  'Lapsed months to catch up': 'Пропущені місяці для доплати',
  '{{price}} per lapsed month, once.': '{{price}} за кожен пропущений місяць, одноразово.',
  'Your support extension': 'Ваше продовження підтримки',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Підтримка цієї ліцензії автоматично поновиться {{date}}; продовжувати нічого.',
  'Support will run from {{start}} until {{end}}.': 'Підтримка діятиме з {{start}} до {{end}}.',
  'Support will run until {{end}}.': 'Підтримка діятиме до {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Потім підтримка поновлюється за {{price}}; скасувати можна будь-коли.',
  'The key could not be checked just now. Please try again.': 'Зараз не вдалося перевірити ключ. Спробуйте ще раз.',
  'Your suite licence': 'Ваша ліцензія пакета',
  'Licence key': 'Ліцензійний ключ',
  'Check licence key': 'Перевірити ліцензійний ключ',
  'Licence {{id}}: {{family}} suite.': 'Ліцензія {{id}}: пакет {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'Або {{signIn}}, щоб вибрати одну зі своїх ліцензій.',
  'sign in': 'увійдіть',
  'Your licences could not be read just now. Please try again.':
    'Зараз не вдалося прочитати ваші ліцензії. Спробуйте ще раз.',
  'Reading your licences…': 'Читаємо ваші ліцензії…',
  'No suite licence is bound to your address.': 'До вашої адреси не прив’язано жодної ліцензії пакета.',
  'See your licences': 'Переглянути ваші ліцензії',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Це не ліцензійний ключ {{brand}}. Скопіюйте ключ повністю з листа з ліцензією або зі сторінки /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Цей ліцензійний ключ не проходить перевірку. Переконайтеся, що його скопійовано повністю.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Продовження підтримки доступне для ліцензій пакета; цей ключ — для місця тренажера.',
};

export default uk;
