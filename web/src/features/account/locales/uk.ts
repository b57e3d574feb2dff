import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Ukrainian. */
const uk: Translations<typeof en> = {
  'My account': 'Мій обліковий запис',
  'My licences': 'Мої ліцензії',
  'My subscriptions': 'Мої підписки',
  'My orders and invoices': 'Мої замовлення й рахунки',
  'Extend support': 'Подовжити підтримку',
  'Signed in as {{email}}': 'Ви ввійшли як {{email}}',
  Sessions: 'Сеанси',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Вихід на цьому й на всіх інших пристроях, наприклад на спільному комп’ютері льотної школи.',
  'Sign out': 'Вийти',
  'Sign out everywhere': 'Вийти всюди',
  'Your data': 'Ваші дані',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Один файл JSON з вашим обліковим записом, замовленнями, ліцензіями та їхніми ключами, підписками, передаваннями й листами, які ми вам надіслали.',
  'Download my data': 'Завантажити мої дані',
  'Delete my account': 'Видалити мій обліковий запис',
  'Delete my account…': 'Видалити мій обліковий запис…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Ваші ліцензії та їхні ключі й далі працюють, а після повторної реєстрації з цією адресою вони з’являться знову. Рахунки зберігаються, як вимагає податкове законодавство.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Буде видалено всі способи входу з цією адресою (пароль, Google, Apple), завершено всі сеанси й зупинено подовження всіх підписок (кожна діє до кінця оплаченого періоду). Скасувати це неможливо.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Ви входите через Google або Apple: підтвердьте кодом, який ми надішлемо на вашу адресу.',
  'Send me a code': 'Надіслати код',
  'Send a new code': 'Надіслати новий код',
  'The code from the mail': 'Код із листа',
  'Your password': 'Ваш пароль',
  Cancel: 'Скасувати',
  'Change password': 'Змінити пароль',
  'Current password': 'Поточний пароль',
  'New password': 'Новий пароль',
  'At least 10 characters.': 'Щонайменше 10 символів.',
  'Confirm new password': 'Підтвердьте новий пароль',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Пароль змінено. На всіх інших пристроях, де ви були авторизовані, виконано вихід.',
  Password: 'Пароль',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Ви входите через Google або Apple, тож ваш пароль зберігається там, а не тут. Змініть його в обліковому записі Google або Apple.',
  'Your account is deleted': 'Ваш обліковий запис видалено',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Усі способи входу з вашою адресою (пароль, Google, Apple) видалено, усі сеанси завершено. Підтвердження вже надіслано на вашу адресу.',
  'What we keep, and why': 'Що ми зберігаємо і чому',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Оплачені замовлення, рахунки та повернення — 10 років від кінця року оплати: цього вимагає податкове законодавство.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Ваші ліцензії та їхні ключі: вони й далі працюють, а після повторної реєстрації з тією самою адресою з’являться знову.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Ваші підписки до кінця оплаченого періоду: жодна більше не подовжується.',
  'Which mails we sent about an order (never their text), for one year.':
    'Які листи ми надіслали щодо замовлення (але не їхній текст) — один рік.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Усе інше (неоплачені замовлення, неприйняті пропозиції передавання, журнал надісланих вам листів) видалено. Докладніше — у нашому {{privacy}}.',
  'privacy notice': 'повідомленні про конфіденційність',
  'Back to the shop': 'Повернутися до магазину',
  'My orders': 'Мої замовлення',
  'All your orders': 'Усі ваші замовлення',
  'You have no orders yet.': 'У вас поки немає замовлень.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}}, щоб купити набір кабіни або FMS Trainer.',
  'Visit the shop': 'Завітайте до магазину',
  'Older orders': 'Старіші замовлення',
  'Order of {{date}}': 'Замовлення від {{date}}',
  'Renewal of {{date}}': 'Подовження від {{date}}',
  Net: 'Без ПДВ',
  VAT: 'ПДВ',
  'Total paid': 'Усього сплачено',
  'Net paid': 'Сплачено за вирахуванням повернень',
  Status: 'Статус',
  'Order number': 'Номер замовлення',
  'Transaction (for support)': 'Транзакція (для підтримки)',
  'Download invoice': 'Завантажити рахунок',
  Paid: 'Оплачено',
  Refunded: 'Повернуто',
  'Partly refunded': 'Частково повернуто',
  'Refunded on {{date}}': 'Повернення {{date}}',
  'Charged back on {{date}}': 'Опротестовано {{date}}',
  'amount not known': 'сума невідома',
  'Credit note': 'Кредит-нота',
  'Credit note of {{date}}': 'Кредит-нота від {{date}}',
  'Revoked: this key no longer activates the software.': 'Відкликано: цей ключ більше не активує програму.',
  'Copy key': 'Копіювати ключ',
  'Show whole key': 'Показати ключ повністю',
  'Fold key': 'Згорнути ключ',
  Copied: 'Скопійовано',
  'Copying is blocked here: select the key and copy it by hand.':
    'Копіювання тут заблоковано: виділіть ключ і скопіюйте його вручну.',
};

export default uk;
