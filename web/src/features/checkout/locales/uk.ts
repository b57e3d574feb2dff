import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  Checkout: 'Оформлення замовлення',
  Payment: 'Оплата',
  'Your order': 'Ваше замовлення',
  'Your licences': 'Ваші ліцензії',
  'E-mail address': 'Адреса електронної пошти',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Ваші ліцензійні ключі прив’язуються до цієї адреси й надсилаються на неї. Пізніше увійдіть із нею, щоб побачити свої ліцензії.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Ви ввійшли: ліцензійні ключі прив’язуються до адреси електронної пошти вашого облікового запису.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Далі ви побачите суму з ПДВ і сплатите; нічого не списується, доки ви не підтвердите оплату.',
  'VAT is added for your country at payment.': 'ПДВ вашої країни додається під час оплати.',
  'Starting payment…': 'Починаємо оплату…',
  'Continue to payment': 'Перейти до оплати',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Діють наші {{terms}}; див. також {{withdrawal}} для цифрового вмісту й {{privacy}}.',
  terms: 'умови',
  'right of withdrawal': 'право на відмову',
  'privacy notice': 'повідомлення про конфіденційність',
  'Extends the support of licence {{licence}}.': 'Подовжує підтримку ліцензії {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Подовжує підтримку ліцензії {{licence}}, включно з пропущеними місяцями ({{count}}) за час, коли підтримка не діяла.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Подовжує підтримку ліцензії {{licence}}, включно з пропущеними місяцями ({{count}}) за час, коли підтримка не діяла.',
  Item: 'Позиція',
  Amount: 'Сума',
  'First year of support included': 'Перший рік підтримки включено',
  'Support is free for the first year of each licence': 'Підтримка безкоштовна в перший рік кожної ліцензії',
  'Net price': 'Ціна без ПДВ',
  'one-time': 'одноразово',
  'per month': 'на місяць',
  'per year': 'на рік',
  'Order {{number}}': 'Замовлення {{number}}',
  'Your licences will be bound to {{email}}.': 'Ваші ліцензії буде прив’язано до {{email}}.',
  'Change the e-mail address': 'Змінити адресу електронної пошти',
  'Support of licence {{licence}} will run until {{date}}.': 'Підтримка ліцензії {{licence}} діятиме до {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Захищена форма оплати відкриється поверх цієї сторінки. Якщо закрити її без оплати, ви повернетеся до кошика.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Картку відхилено. Нічого не списано; спробуйте іншу картку або спосіб оплати у формі.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Форма оплати повідомила про проблему. Перевірте введені дані й спробуйте ще раз.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Не вдалося завантажити захищену форму оплати. Перевірте з’єднання й спробуйте ще раз.',
  'This payment link is incomplete: it names no order.': 'Це посилання на оплату неповне: у ньому немає замовлення.',
  'Thank you for your purchase.': 'Дякуємо за покупку.',
  'Order number': 'Номер замовлення',
  'Reference for support': 'Номер для підтримки',
  Bought: 'Придбано',
  VAT: 'ПДВ',
  'Amount charged': 'Списана сума',
  '{{amount}}, excluding VAT': '{{amount}}, без ПДВ',
  'Licences bound to': 'Ліцензії прив’язано до',
  'Support of licence {{licence}} now runs until {{date}}.': 'Підтримка ліцензії {{licence}} тепер діє до {{date}}.',
  'Your licence key has been issued and sent to {{email}}.': 'Ваш ліцензійний ключ випущено й надіслано на {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Ваші ліцензійні ключі ({{count}}) випущено й надіслано на {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Ваш платіж підтверджується. Ліцензії буде випущено одразу після цього, потім надійде лист; тримати цю сторінку відкритою не потрібно.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Платіж отримано. Ліцензії випускаються; це займе кілька секунд…',
  'What happens next': 'Що далі',
  'A confirmation e-mail is on its way.': 'Лист із підтвердженням уже в дорозі.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Лист із ліцензійними ключами вже в дорозі; збережіть його.',
  'Your licence key stays the same.': 'Ваш ліцензійний ключ не змінюється.',
  'Enter a key in the simulator software to activate it.': 'Введіть ключ у програмі симулятора, щоб активувати його.',
  'Your licences, keys and support are always in your account under My licences.':
    'Ваші ліцензії, ключі й підтримка завжди доступні в обліковому записі в розділі «Мої ліцензії».',
  'Create your account with this e-mail to see your licences':
    'Створіть обліковий запис із цією адресою, щоб бачити свої ліцензії',
  'Go to your licences': 'Перейти до ліцензій',
  'Back to the shop': 'Повернутися до магазину',
  'Test payment — local Paddle stand-in': 'Тестовий платіж — локальна заміна Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Це тестова форма локального середовища розробки. З картки нічого не списується і справжні гроші не рухаються; оплата тут надсилає ті самі підписані вебхуки, що й Paddle.',
  'Pay (test)': 'Сплатити (тест)',
  'Decline card (test)': 'Відхилити картку (тест)',
  'Cancel payment': 'Скасувати оплату',
  'The local test payment was refused. Is the local stack still running?':
    'Локальний тестовий платіж відхилено. Локальне середовище ще працює?',
  'The payment was cancelled. Your basket is as you left it.':
    'Оплату скасовано. Кошик залишився таким, яким ви його залишили.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Оплата не пройшла. Нічого не списано; спробуйте ще раз.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Введіть дійсну адресу електронної пошти, наприклад name@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Кількість має бути цілим числом від 1 до {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Одне з вибраних доповнень недоступне для цього продукту.',
  'The shop could not be reached. Please check your connection and try again.':
    'Магазин недоступний. Перевірте з’єднання й спробуйте ще раз.',
  'Something went wrong on our side. Please try again in a moment.':
    'У нас щось пішло не так. Спробуйте ще раз за хвилину.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Кількість пропущених місяців має бути цілим числом від 0 до {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Цю ліцензію не можна подовжити цим продуктом. Почніть знову зі сторінки ліцензій.',
  'Refunded on {{date}}': 'Повернення {{date}}',
  'Charged back on {{date}}': 'Опротестовано {{date}}',
  'amount not known': 'сума невідома',
  'Credit note': 'Кредит-нота',
  'Credit note of {{date}}': 'Кредит-нота від {{date}}',
  'Net paid': 'Сплачено за вирахуванням повернень',
  'This order was refunded: its licence keys no longer activate the software.':
    'Це замовлення повернуто: його ліцензійні ключі більше не активують програму.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Наші умови змінилися, поки ця сторінка була відкрита. Перезавантажте сторінку й прочитайте їх ще раз.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Підтримка цієї ліцензії вже продовжується автоматично; продовження оплатило б той самий період двічі. Спершу скасуйте автоматичне продовження, якщо хочете продовжити на інший строк.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Підписку на підтримку цієї ліцензії призупинено; після відновлення вона продовжує підтримку ліцензії, тож продовження оплатило б той самий період двічі. Відновіть її або спершу скасуйте, якщо хочете продовжити на інший строк.',
};

export default uk;
