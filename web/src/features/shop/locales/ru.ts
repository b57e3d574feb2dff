import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  '{{price}} per month': '{{price}} в месяц',
  '{{price}} per year': '{{price}} в год',
  'Prices are excluding VAT.': 'Цены указаны без НДС.',
  Continue: 'Продолжить',
  'Price breakdown': 'Состав цены',
  'First year of support included': 'Первый год поддержки включён',
  'Get {{product}} on the App Store': 'Загрузить {{product}} в App Store',
  'Get {{product}} on the Microsoft Store': 'Загрузить {{product}} в Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Цены показаны не более чем для {{count}} лицензий.',
  'Aircraft type': 'Тип самолёта',
  Platform: 'Платформа',
  'Licence type': 'Тип лицензии',
  Subscription: 'Подписка',
  Personal: 'Личная',
  Classroom: 'Учебный класс',
  Monthly: 'Ежемесячно',
  Annual: 'Ежегодно',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Использование на ПК или планшете с Windows без ограничений, опциональное подключение аппаратного M(CDU)',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Личное использование на ПК или планшете с Windows, дома или на работе, не более 4 часов в день',
  'Use on iPad without restrictions': 'Использование на iPad без ограничений',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Личное использование на iPad, дома или на работе, не более 4 часов в день',
  'Download the FMS Trainer app': 'Скачайте приложение FMS Trainer',
  'Purchase FMS Trainer': 'Купить FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Пользовательская лицензия FMS Trainer для {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer для {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer для {{platform}} для вашего самолёта',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer для {{aircraft}}',
  '{{product}} on iPad': '{{product}} на iPad',
  'Unknown aircraft type': 'Неизвестный тип самолёта',
  'Your licence': 'Ваша лицензия',
  Quantity: 'Количество',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Выберите тип самолёта, тип лицензии и подписку, чтобы увидеть цену.',
  'Volume discounts per licence': 'Скидки за объём на лицензию',
  '{{minimum}} or more': '{{minimum}} и более',
  '{{minimum}} to {{maximum}}': 'От {{minimum}} до {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Пользовательская лицензия пакета {{brand}} для личного домашнего использования',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Бессрочная некоммерческая лицензия для вашей домашней кабины, с первым годом поддержки Bronze.',
  '{{brand}} {{family}} suite': 'Пакет {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Пакет кабины {{brand}}',
  Configuration: 'Конфигурация',
  'neo and ceo': 'neo и ceo',
  'ceo only': 'только ceo',
  'Add-ons': 'Дополнения',
  '+ {{price}} per licence': '+ {{price}} за лицензию',
  Term: 'Срок',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Ежегодно — год поддержки Bronze включён, затем она продлевается за {{price}}.',
  'Choose an aircraft type to see the price.': 'Выберите тип самолёта, чтобы увидеть цену.',
  'Choose a configuration to see the price.': 'Выберите конфигурацию, чтобы увидеть цену.',
  'About {{brand}}': 'О {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} создаёт программы для авиасимуляторов — для домашних кабин и для пилотов, проходящих обучение.',
  'What we sell': 'Что мы продаём',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} для семейства A320, 737 и 737 MAX 8 с дополнениями, например Head-up Display для 737.',
  '{{brand}} cockpit suites': 'Пакеты кабины {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}}, которые поддерживают пакет в актуальном состоянии.',
  'Support subscriptions': 'Подписки на поддержку',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Лицензии {{trainer}} для ПК или планшета с Windows и для iPad, месячные или годовые, личные или для учебного класса.',
  'Licence terms': 'Условия лицензии',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Лицензия пакета бессрочна и предназначена для личного некоммерческого домашнего использования.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'В неё входит поддержка: год поддержки Bronze включён, затем поддержка продлевается автоматически каждый год, и её можно отменить в любой момент.',
  'A suite licence is transferable to a new owner on request.':
    'Лицензию пакета можно по запросу передать новому владельцу.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Личные лицензии FMS Trainer предназначены для личного использования дома или на работе не более 4 часов в день; у лицензий для учебного класса такого ограничения нет.',
  'All prices are in euro and exclude VAT.': 'Все цены указаны в евро без НДС.',
  '{{platform}} FMS Trainer system requirements': 'Системные требования FMS Trainer для {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Минимум, необходимый вашему устройству для работы {{brand}} FMS Trainer для {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Купить {{brand}} FMS Trainer для {{platform}}',
  Processor: 'Процессор',
  'Intel or AMD CPU from 2019 or later': 'Процессор Intel или AMD 2019 года или новее',
  Memory: 'Память',
  '8 GB RAM': '8 ГБ ОЗУ',
  Storage: 'Накопитель',
  '4 GB free disk space': '4 ГБ свободного места на диске',
  'Operating system': 'Операционная система',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 и новее), 64-разрядная',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 ГБ ОЗУ',
  'iOS 17.2 or newer': 'iOS 17.2 или новее',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10-го поколения или новее',
  'iPad Air 4th Gen or newer': 'iPad Air 4-го поколения или новее',
  'iPad Mini 6th Gen or newer': 'iPad mini 6-го поколения или новее',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2-го поколения или новее',
  'Extend your support subscription': 'Продлите подписку на поддержку',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Поддержка поддерживает ваш пакет {{brand}} в актуальном состоянии и даёт прямую связь с нашей службой поддержки.',
  'Bronze support': 'Поддержка Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Каждая лицензия пакета включает первый год поддержки Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'После первого года поддержка автоматически продлевается за {{price}} (без НДС).',
  'You can cancel at any time; your licence stays yours.':
    'Вы можете отменить подписку в любой момент; лицензия останется вашей.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Поддержка истекла? Оплатите месяцы с момента её окончания и продлите с этого момента.',
  'Extend it': 'Продлить',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Вы вошли как {{email}}: выберите лицензию, поддержку которой хотите продлить.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Войдите с адресом электронной почты, к которому привязаны ваши лицензионные ключи, чтобы увидеть лицензии и их поддержку.',
  'Extend support for your licences': 'Продлить поддержку ваших лицензий',
  'Sign in to extend support': 'Войдите, чтобы продлить поддержку',
  'Buy a support extension': 'Купить продление поддержки',
  'Your suite licences': 'Ваши лицензии пакета',
  'Extend support': 'Продлить поддержку',
  'support renews automatically': 'поддержка продлевается автоматически',
  'Support runs until {{date}} and renews automatically.':
    'Поддержка действует до {{date}} и продлевается автоматически.',
  'Support runs until {{date}}.': 'Поддержка действует до {{date}}.',
  'Support lapsed on {{date}}.': 'Поддержка истекла {{date}}.',
  'No support is on record for this licence.': 'Для этой лицензии поддержка не зарегистрирована.',
  'Support paused since {{date}}': 'Поддержка приостановлена с {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Оплата поддержки просрочена: продление от {{date}} ещё не оплачено',
  'Suite support extension': 'Продление поддержки пакета',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Начните или продлите поддержку Bronze для лицензии пакета. Если поддержка истекла, оплатите месяцы с момента её окончания — и вы снова на актуальной версии.',
  '{{family}} suite support': 'Поддержка пакета {{family}}',
  'Suite support': 'Поддержка пакета',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Ваша лицензия — для пакета {{family}}; выберите {{family}} выше.',
  'Lapsed months to catch up': 'Пропущенные месяцы для доплаты',
  '{{price}} per lapsed month, once.': '{{price}} за каждый пропущенный месяц, единоразово.',
  'Your support extension': 'Ваше продление поддержки',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Поддержка этой лицензии автоматически продлится {{date}}; продлевать нечего.',
  'Support will run from {{start}} until {{end}}.': 'Поддержка будет действовать с {{start}} по {{end}}.',
  'Support will run until {{end}}.': 'Поддержка будет действовать до {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Затем поддержка продлевается за {{price}}; отменить можно в любой момент.',
  'The key could not be checked just now. Please try again.': 'Сейчас не удалось проверить ключ. Повторите попытку.',
  'Your suite licence': 'Ваша лицензия пакета',
  'Licence key': 'Лицензионный ключ',
  'Check licence key': 'Проверить лицензионный ключ',
  'Licence {{id}}: {{family}} suite.': 'Лицензия {{id}}: пакет {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'Или {{signIn}}, чтобы выбрать одну из своих лицензий.',
  'sign in': 'войдите',
  'Your licences could not be read just now. Please try again.':
    'Сейчас не удалось прочитать ваши лицензии. Повторите попытку.',
  'Reading your licences…': 'Читаем ваши лицензии…',
  'No suite licence is bound to your address.': 'К вашему адресу не привязана ни одна лицензия пакета.',
  'See your licences': 'Посмотреть ваши лицензии',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Это не лицензионный ключ {{brand}}. Скопируйте ключ целиком из письма с лицензией или со страницы /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Этот лицензионный ключ не проходит проверку. Убедитесь, что он скопирован полностью.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Продление поддержки доступно для лицензий пакета; этот ключ — для места тренажёра.',
};

export default ru;
