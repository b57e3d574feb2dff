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
  'No suite licence is bound to this address.': "До цієї адреси не прив'язано жодної ліцензії пакета.",
  'Buy a cockpit suite': 'Купити пакет кабіни',
  'Suite licences': 'Ліцензії пакетів',
  'Licence {{licence}}, {{aircraft}}': 'Ліцензія {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Ліцензія {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Ліцензія {{licence}}, оплачена до {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Підтримка закінчилася 1 місяць тому: продовження включає 1 місяць доплати.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Підтримка закінчилася {{count}} міс. тому: продовження включає місяці доплати ({{count}}).',
  'Support term': 'Строк підтримки',
  Monthly: 'Щомісяця',
  Annual: 'Щороку',
  'Support will run from {{start}} until {{end}}.': 'Підтримка діятиме з {{start}} до {{end}}.',
  'Support will run until {{date}}.': 'Підтримка діятиме до {{date}}.',
  Continue: 'Продовжити',
  'Support renews automatically; nothing to extend.': 'Підтримка подовжується автоматично; нічого продовжувати.',
  'You have no subscriptions.': 'У вас немає підписок.',
  Subscriptions: 'Підписки',
  'Licences {{licences}}': 'Ліцензії {{licences}}',
  Subscription: 'Підписка',
  'Pays for': 'Оплачує',
  Supports: 'Підтримує',
  'Cancelled — ends on {{date}}': 'Скасовано — закінчується {{date}}',
  'Active, renews automatically': 'Активна, подовжується автоматично',
  'Next billing date': 'Дата наступного списання',
  none: 'немає',
  Amount: 'Сума',
  'Current period ends': 'Поточний період закінчується',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Скасування запитано; чекаємо на підтвердження платіжного провайдера…',
  'Resuming; waiting for the payment provider to confirm…':
    'Відновлення; чекаємо на підтвердження платіжного провайдера…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Передумали? До {{date}} її можна відновити, і вона подовжуватиметься, як раніше.',
  'Cancel subscription': 'Скасувати підписку',
  Resume: 'Відновити',
  'Manage payment method': 'Керувати способом оплати',
  'Confirm cancellation': 'Підтвердити скасування',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Скасувати наприкінці поточного періоду? Вона залишиться активною до {{date}}, і нових списань не буде.',
  'Yes, cancel at period end': 'Так, скасувати наприкінці періоду',
  'Keep subscription': 'Залишити підписку',
  '{{price}} per month plus VAT': '{{price}} на місяць плюс ПДВ',
  '{{price}} per year plus VAT': '{{price}} на рік плюс ПДВ',
  '1 seat': '1 місце',
  '{{count}} seats': 'Місць: {{count}}',
  'This action is not available.': 'Ця дія недоступна.',
  'The shop could not be reached. Please check your connection and try again.':
    "Не вдалося зв'язатися з магазином. Перевірте з'єднання та спробуйте ще раз.",
  'You have no licences yet.': 'У вас ще немає ліцензій.',
  Licences: 'Ліцензії',
  Licence: 'Ліцензія',
  Aircraft: 'Літак',
  Configuration: 'Конфігурація',
  'Add-ons': 'Доповнення',
  'Licence key (re-issued {{date}})': 'Ліцензійний ключ (перевипущено {{date}})',
  'Licence key': 'Ліцензійний ключ',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Суперечку щодо цієї покупки вирішено на вашу користь, але скасовану тоді підписку на підтримку відновити не можна.',
  'Restart support': 'Запустити підтримку знову',
  'Continue support from {{date}}': 'Продовжити підтримку з {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Оплата',
  Seats: 'Місця',
  'Seat {{number}} key ({{licence}})': 'Ключ місця {{number}} ({{licence}})',
  Purchased: 'Придбано',
  'Revoked (refunded)': 'Відкликано (повернено кошти)',
  'Transfer to {{email}} pending since {{date}}.': 'Передача на {{email}} очікує з {{date}}.',
  'Cancel transfer': 'Скасувати передачу',
  'Transfer to a new owner…': 'Передати новому власникові…',
  "New owner's e-mail address": 'Адреса електронної пошти нового власника',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Новий власник приймає ліцензію, увійшовши з цією адресою; після цього вона вже не ваша, а її ключ перевипускається.',
  'Offer transfer': 'Запропонувати передачу',
  'Licences offered to you': 'Ліцензії, запропоновані вам',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) від {{email}}, запропоновано {{date}}.',
  'Accept licence {{licence}}': 'Прийняти ліцензію {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    "Усі ліцензії та місця тренажера, придбані на вашу адресу електронної пошти, з ключами. Скопіюйте ключ у вікно ліцензії симулятора на комп'ютері, де він працює; ключ, перевипущений після передачі чи подовження, замінює попередній.",
  'neo and ceo': 'neo і ceo',
  'ceo only': 'лише ceo',
  'Support active until {{date}}, renews automatically': 'Підтримка активна до {{date}}, подовжується автоматично',
  'Support active until {{date}}, cancelled (does not renew)':
    'Підтримка активна до {{date}}, скасована (не подовжується)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Підтримка активна до {{date}}, оплачена попереднім власником, подовжується автоматично',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Підтримка активна до {{date}}, оплачена попереднім власником; для вас не подовжується',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Підтримка активна до {{date}}, оплачена кимось іншим, подовжується автоматично',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Підтримка активна до {{date}}, оплачена кимось іншим; для вас не подовжується',
  'Support lapsed since {{date}}': 'Підтримка закінчилася {{date}}',
  'Support paused since {{date}}': 'Підтримку призупинено з {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Оплата підтримки прострочена: подовження від {{date}} ще не оплачено',
  'No support on record yet': 'Підтримку ще не зареєстровано',
  'Subscription active until {{date}}, renews automatically': 'Підписка активна до {{date}}, подовжується автоматично',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Підписка активна до {{date}}, скасована (не подовжується)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Підписка активна до {{date}}, оплачена попереднім власником, подовжується автоматично',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Підписка активна до {{date}}, оплачена попереднім власником; для вас не подовжується',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Підписка активна до {{date}}, оплачена кимось іншим, подовжується автоматично',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Підписка активна до {{date}}, оплачена кимось іншим; для вас не подовжується',
  'Subscription lapsed since {{date}}': 'Підписка закінчилася {{date}}',
  'Subscription paused since {{date}}': 'Підписку призупинено з {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Оплата підписки прострочена: подовження від {{date}} ще не оплачено',
  'No subscription on record yet': 'Підписку ще не зареєстровано',
  Active: 'Активна',
  Trial: 'Пробний період',
  'Payment overdue': 'Платіж прострочено',
  Paused: 'Призупинено',
  Cancelled: 'Скасовано',
  'Support for {{product}}': 'Підтримка для {{product}}',
  'Next charge': 'Наступне списання',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (включно з ПДВ {{vat}})',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Кожне замовлення та продовження, оплачені з вашої адреси електронної пошти, із сумою списання, поверненнями, рахунком і кредитовими нотами.',
};

export default uk;
