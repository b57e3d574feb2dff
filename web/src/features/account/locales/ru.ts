import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Russian. */
const ru: Translations<typeof en> = {
  'My account': 'Моя учётная запись',
  'My licences': 'Мои лицензии',
  'My subscriptions': 'Мои подписки',
  'My orders and invoices': 'Мои заказы и счета',
  'Extend support': 'Продлить поддержку',
  'Signed in as {{email}}': 'Вы вошли как {{email}}',
  Sessions: 'Сеансы',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Выход на этом и на всех других устройствах, например на общем компьютере лётной школы.',
  'Sign out': 'Выйти',
  'Sign out everywhere': 'Выйти везде',
  'Your data': 'Ваши данные',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Один файл JSON с вашей учётной записью, заказами, лицензиями и их ключами, подписками, передачами и письмами, которые мы вам отправили.',
  'Download my data': 'Скачать мои данные',
  'Delete my account': 'Удалить мою учётную запись',
  'Delete my account…': 'Удалить мою учётную запись…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Ваши лицензии и их ключи продолжают работать, а при повторной регистрации с этим адресом они снова появятся. Счета хранятся, как того требует налоговое законодательство.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Будут удалены все способы входа с этим адресом (пароль, Google, Apple), завершены все сеансы и остановлено продление всех подписок (каждая действует до конца оплаченного периода). Отменить это нельзя.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Вы входите через Google или Apple: подтвердите кодом, который мы отправим на ваш адрес.',
  'Send me a code': 'Отправить код',
  'Send a new code': 'Отправить новый код',
  'The code from the mail': 'Код из письма',
  'Your password': 'Ваш пароль',
  Cancel: 'Отмена',
  'Change password': 'Сменить пароль',
  'Current password': 'Текущий пароль',
  'New password': 'Новый пароль',
  'At least 10 characters.': 'Не менее 10 символов.',
  'Confirm new password': 'Подтвердите новый пароль',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Пароль изменён. На всех других устройствах, где вы были авторизованы, выполнен выход.',
  Password: 'Пароль',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Вы входите через Google или Apple, поэтому ваш пароль хранится там, а не здесь. Измените его в учётной записи Google или Apple.',
  'Your account is deleted': 'Ваша учётная запись удалена',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Все способы входа с вашим адресом (пароль, Google, Apple) удалены, все сеансы завершены. Подтверждение уже отправлено на ваш адрес.',
  'What we keep, and why': 'Что мы храним и почему',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Оплаченные заказы, счета и возвраты — 10 лет с конца года оплаты: этого требует налоговое законодательство.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Ваши лицензии и их ключи: они продолжают работать, а при повторной регистрации с тем же адресом снова появятся.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Ваши подписки до конца оплаченного периода: ни одна больше не продлевается.',
  'Which mails we sent about an order (never their text), for one year.':
    'Какие письма мы отправили по заказу (но не их текст) — один год.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Всё остальное (неоплаченные заказы, непринятые предложения передачи, журнал отправленных вам писем) удалено. Подробнее — в нашем {{privacy}}.',
  'privacy notice': 'уведомлении о конфиденциальности',
  'Back to the shop': 'Вернуться в магазин',
  'My orders': 'Мои заказы',
  'All your orders': 'Все ваши заказы',
  'You have no orders yet.': 'У вас пока нет заказов.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}}, чтобы купить набор кабины или FMS Trainer.',
  'Visit the shop': 'Загляните в магазин',
  'Older orders': 'Более ранние заказы',
  'Order of {{date}}': 'Заказ от {{date}}',
  'Renewal of {{date}}': 'Продление от {{date}}',
  Net: 'Без НДС',
  VAT: 'НДС',
  'Total paid': 'Всего оплачено',
  'Net paid': 'Оплачено за вычетом возвратов',
  Status: 'Статус',
  'Order number': 'Номер заказа',
  'Transaction (for support)': 'Транзакция (для поддержки)',
  'Download invoice': 'Скачать счёт',
  Paid: 'Оплачен',
  Refunded: 'Возвращён',
  'Partly refunded': 'Частично возвращён',
  'Refunded on {{date}}': 'Возврат {{date}}',
  'Charged back on {{date}}': 'Опротестован {{date}}',
  'amount not known': 'сумма неизвестна',
  'Credit note': 'Кредит-нота',
  'Credit note of {{date}}': 'Кредит-нота от {{date}}',
  'Revoked: this key no longer activates the software.': 'Отозван: этот ключ больше не активирует программу.',
  'Copy key': 'Копировать ключ',
  'Show whole key': 'Показать ключ целиком',
  'Fold key': 'Свернуть ключ',
  Copied: 'Скопировано',
  'Copying is blocked here: select the key and copy it by hand.':
    'Копирование здесь заблокировано: выделите ключ и скопируйте его вручную.',
  'No suite licence is bound to this address.': 'К этому адресу не привязана ни одна лицензия пакета.',
  'Buy a cockpit suite': 'Купить пакет кабины',
  'Suite licences': 'Лицензии пакетов',
  'Licence {{licence}}, {{aircraft}}': 'Лицензия {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Лицензия {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Лицензия {{licence}}, оплачена до {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Поддержка истекла 1 месяц назад: продление включает 1 месяц доплаты.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Поддержка истекла {{count}} мес. назад: продление включает месяцы доплаты ({{count}}).',
  'Support term': 'Срок поддержки',
  Monthly: 'Ежемесячно',
  Annual: 'Ежегодно',
  'Support will run from {{start}} until {{end}}.': 'Поддержка будет действовать с {{start}} по {{end}}.',
  'Support will run until {{date}}.': 'Поддержка будет действовать до {{date}}.',
  Continue: 'Продолжить',
  'Support renews automatically; nothing to extend.': 'Поддержка продлевается автоматически; продлевать нечего.',
  'You have no subscriptions.': 'У вас нет подписок.',
  Subscriptions: 'Подписки',
  'Licences {{licences}}': 'Лицензии {{licences}}',
  Subscription: 'Подписка',
  'Pays for': 'Оплачивает',
  Supports: 'Поддерживает',
  'Cancelled — ends on {{date}}': 'Отменена — заканчивается {{date}}',
  'Active, renews automatically': 'Активна, продлевается автоматически',
  'Next billing date': 'Дата следующего списания',
  none: 'нет',
  Amount: 'Сумма',
  'Current period ends': 'Текущий период заканчивается',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Отмена запрошена; ждём подтверждения платёжного провайдера…',
  'Resuming; waiting for the payment provider to confirm…': 'Возобновление; ждём подтверждения платёжного провайдера…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Передумали? До {{date}} её можно возобновить, и она будет продлеваться, как раньше.',
  'Cancel subscription': 'Отменить подписку',
  Resume: 'Возобновить',
  'Manage payment method': 'Управлять способом оплаты',
  'Confirm cancellation': 'Подтвердить отмену',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Отменить в конце текущего периода? Она останется активной до {{date}}, и новых списаний не будет.',
  'Yes, cancel at period end': 'Да, отменить в конце периода',
  'Keep subscription': 'Оставить подписку',
  '{{price}} per month plus VAT': '{{price}} в месяц плюс НДС',
  '{{price}} per year plus VAT': '{{price}} в год плюс НДС',
  '1 seat': '1 место',
  '{{count}} seats': 'Мест: {{count}}',
  'This action is not available.': 'Это действие недоступно.',
  'The shop could not be reached. Please check your connection and try again.':
    'Не удалось связаться с магазином. Проверьте подключение и повторите попытку.',
  'You have no licences yet.': 'У вас пока нет лицензий.',
  Licences: 'Лицензии',
  Licence: 'Лицензия',
  Aircraft: 'Самолёт',
  Configuration: 'Конфигурация',
  'Add-ons': 'Дополнения',
  'Licence key (re-issued {{date}})': 'Лицензионный ключ (перевыпущен {{date}})',
  'Licence key': 'Лицензионный ключ',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Спор по этой покупке решён в вашу пользу, но отменённую при этом подписку на поддержку возобновить нельзя.',
  'Restart support': 'Возобновить поддержку заново',
  'Continue support from {{date}}': 'Продолжить поддержку с {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Оплата',
  Seats: 'Места',
  'Seat {{number}} key ({{licence}})': 'Ключ места {{number}} ({{licence}})',
  Purchased: 'Куплено',
  'Revoked (refunded)': 'Отозвана (возврат)',
  'Transfer to {{email}} pending since {{date}}.': 'Передача на {{email}} ожидает с {{date}}.',
  'Cancel transfer': 'Отменить передачу',
  'Transfer to a new owner…': 'Передать новому владельцу…',
  "New owner's e-mail address": 'Адрес электронной почты нового владельца',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Новый владелец принимает лицензию, войдя с этим адресом; после этого она больше не ваша, а её ключ перевыпускается.',
  'Offer transfer': 'Предложить передачу',
  'Licences offered to you': 'Лицензии, предложенные вам',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) от {{email}}, предложена {{date}}.',
  'Accept licence {{licence}}': 'Принять лицензию {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Все лицензии и места тренажёра, купленные на ваш адрес электронной почты, с ключами. Скопируйте ключ в окно лицензии симулятора на компьютере, где он работает; ключ, перевыпущенный после передачи или продления, заменяет прежний.',
  'neo and ceo': 'neo и ceo',
  'ceo only': 'только ceo',
  'Support active until {{date}}, renews automatically': 'Поддержка активна до {{date}}, продлевается автоматически',
  'Support active until {{date}}, cancelled (does not renew)':
    'Поддержка активна до {{date}}, отменена (не продлевается)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Поддержка активна до {{date}}, оплачена предыдущим владельцем, продлевается автоматически',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Поддержка активна до {{date}}, оплачена предыдущим владельцем; для вас не продлевается',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Поддержка активна до {{date}}, оплачена кем-то другим, продлевается автоматически',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Поддержка активна до {{date}}, оплачена кем-то другим; для вас не продлевается',
  'Support lapsed since {{date}}': 'Поддержка истекла {{date}}',
  'Support paused since {{date}}': 'Поддержка приостановлена с {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Оплата поддержки просрочена: продление от {{date}} ещё не оплачено',
  'No support on record yet': 'Поддержка пока не зарегистрирована',
  'Subscription active until {{date}}, renews automatically':
    'Подписка активна до {{date}}, продлевается автоматически',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Подписка активна до {{date}}, отменена (не продлевается)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Подписка активна до {{date}}, оплачена предыдущим владельцем, продлевается автоматически',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Подписка активна до {{date}}, оплачена предыдущим владельцем; для вас не продлевается',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Подписка активна до {{date}}, оплачена кем-то другим, продлевается автоматически',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Подписка активна до {{date}}, оплачена кем-то другим; для вас не продлевается',
  'Subscription lapsed since {{date}}': 'Подписка истекла {{date}}',
  'Subscription paused since {{date}}': 'Подписка приостановлена с {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Оплата подписки просрочена: продление от {{date}} ещё не оплачено',
  'No subscription on record yet': 'Подписка пока не зарегистрирована',
  Active: 'Активна',
  Trial: 'Пробный период',
  'Payment overdue': 'Платёж просрочен',
  Paused: 'Приостановлена',
  Cancelled: 'Отменена',
  'Support for {{product}}': 'Поддержка для {{product}}',
  'Next charge': 'Следующее списание',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (включая НДС {{vat}})',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Все заказы и продления, оплаченные с вашего адреса электронной почты: списанная сумма, возвраты, счёт и кредит-ноты.',
};

export default ru;
