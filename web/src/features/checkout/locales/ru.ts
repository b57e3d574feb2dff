import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  Checkout: 'Оформление заказа',
  Payment: 'Оплата',
  'Your order': 'Ваш заказ',
  'Your licences': 'Ваши лицензии',
  'E-mail address': 'Адрес электронной почты',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Ваши лицензионные ключи привязываются к этому адресу и отправляются на него. Позже войдите с ним, чтобы увидеть свои лицензии.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Вы вошли в систему: лицензионные ключи привязываются к адресу электронной почты вашей учётной записи.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Далее вы увидите сумму с НДС и оплатите; ничего не списывается, пока вы не подтвердите оплату.',
  'VAT is added for your country at payment.': 'НДС вашей страны добавляется при оплате.',
  'Starting payment…': 'Начинаем оплату…',
  'Continue to payment': 'Перейти к оплате',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Действуют наши {{terms}}; см. также {{withdrawal}} для цифрового контента и {{privacy}}.',
  terms: 'условия',
  'right of withdrawal': 'право на отказ',
  'privacy notice': 'уведомление о конфиденциальности',
  'Extends the support of licence {{licence}}.': 'Продлевает поддержку лицензии {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Продлевает поддержку лицензии {{licence}}, включая пропущенные месяцы ({{count}}) за время, когда поддержка была прекращена.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Продлевает поддержку лицензии {{licence}}, включая пропущенные месяцы ({{count}}) за время, когда поддержка была прекращена.',
  Item: 'Позиция',
  Amount: 'Сумма',
  'First year of support included': 'Первый год поддержки включён',
  'Support is free for the first year of each licence': 'Поддержка бесплатна в первый год каждой лицензии',
  'Net price': 'Цена без НДС',
  'one-time': 'разово',
  'per month': 'в месяц',
  'per year': 'в год',
  'Order {{number}}': 'Заказ {{number}}',
  'Your licences will be bound to {{email}}.': 'Ваши лицензии будут привязаны к {{email}}.',
  'Change the e-mail address': 'Изменить адрес электронной почты',
  'Support of licence {{licence}} will run until {{date}}.':
    'Поддержка лицензии {{licence}} будет действовать до {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Защищённая форма оплаты откроется поверх этой страницы. Если закрыть её без оплаты, вы вернётесь в корзину.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Карта отклонена. Ничего не списано; попробуйте другую карту или способ оплаты в форме.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Форма оплаты сообщила о проблеме. Проверьте введённые данные и попробуйте снова.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Не удалось загрузить защищённую форму оплаты. Проверьте подключение и попробуйте снова.',
  'This payment link is incomplete: it names no order.': 'Эта ссылка на оплату неполная: в ней нет заказа.',
  'Thank you for your purchase.': 'Спасибо за покупку.',
  'Order number': 'Номер заказа',
  'Reference for support': 'Номер для поддержки',
  Bought: 'Куплено',
  VAT: 'НДС',
  'Amount charged': 'Списанная сумма',
  '{{amount}}, excluding VAT': '{{amount}}, без НДС',
  'Licences bound to': 'Лицензии привязаны к',
  'Support of licence {{licence}} now runs until {{date}}.':
    'Поддержка лицензии {{licence}} теперь действует до {{date}}.',
  'Your licence key has been issued and sent to {{email}}.': 'Ваш лицензионный ключ выпущен и отправлен на {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Ваши лицензионные ключи ({{count}}) выпущены и отправлены на {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Ваш платёж подтверждается. Лицензии будут выпущены сразу после этого, затем придёт письмо; держать эту страницу открытой не нужно.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Платёж получен. Лицензии выпускаются; это займёт несколько секунд…',
  'What happens next': 'Что дальше',
  'A confirmation e-mail is on its way.': 'Письмо с подтверждением уже в пути.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Письмо с лицензионными ключами уже в пути; сохраните его.',
  'Your licence key stays the same.': 'Ваш лицензионный ключ не меняется.',
  'Enter a key in the simulator software to activate it.':
    'Введите ключ в программе симулятора, чтобы активировать его.',
  'Your licences, keys and support are always in your account under My licences.':
    'Ваши лицензии, ключи и поддержка всегда доступны в учётной записи в разделе «Мои лицензии».',
  'Create your account with this e-mail to see your licences':
    'Создайте учётную запись с этим адресом, чтобы видеть свои лицензии',
  'Go to your licences': 'Перейти к лицензиям',
  'Back to the shop': 'Вернуться в магазин',
  'Test payment — local Paddle stand-in': 'Тестовый платёж — локальная замена Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Это тестовая форма локальной среды разработки. С карты ничего не списывается и реальные деньги не движутся; оплата здесь отправляет те же подписанные веб-хуки, что и Paddle.',
  'Pay (test)': 'Оплатить (тест)',
  'Decline card (test)': 'Отклонить карту (тест)',
  'Cancel payment': 'Отменить оплату',
  'The local test payment was refused. Is the local stack still running?':
    'Локальный тестовый платёж отклонён. Локальная среда ещё работает?',
  'The payment was cancelled. Your basket is as you left it.':
    'Оплата отменена. Корзина осталась такой, какой вы её оставили.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Оплата не прошла. Ничего не списано; попробуйте снова.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Введите действительный адрес электронной почты, например name@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Количество должно быть целым числом от 1 до {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Одно из выбранных дополнений недоступно для этого продукта.',
  'The shop could not be reached. Please check your connection and try again.':
    'Магазин недоступен. Проверьте подключение и попробуйте снова.',
  'Something went wrong on our side. Please try again in a moment.':
    'У нас что-то пошло не так. Попробуйте ещё раз через минуту.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Количество пропущенных месяцев должно быть целым числом от 0 до {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Эту лицензию нельзя продлить этим продуктом. Начните заново со страницы лицензий.',
  'Refunded on {{date}}': 'Возврат {{date}}',
  'Charged back on {{date}}': 'Опротестован {{date}}',
  'amount not known': 'сумма неизвестна',
  'Credit note': 'Кредит-нота',
  'Credit note of {{date}}': 'Кредит-нота от {{date}}',
  'Net paid': 'Оплачено за вычетом возвратов',
  'This order was refunded: its licence keys no longer activate the software.':
    'Этот заказ возвращён: его лицензионные ключи больше не активируют программу.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Наши условия изменились, пока эта страница была открыта. Перезагрузите страницу и прочитайте их снова.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Поддержка этой лицензии уже продлевается автоматически; продление оплатило бы тот же период дважды. Сначала отмените автоматическое продление, если хотите продлить на другой срок.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Подписка на поддержку этой лицензии приостановлена; после возобновления она продлевает поддержку лицензии, поэтому продление оплатило бы тот же период дважды. Возобновите её или сначала отмените, если хотите продлить на другой срок.',
};

export default ru;
