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
};

export default ru;
