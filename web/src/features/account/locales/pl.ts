import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  'My account': 'Moje konto',
  'My licences': 'Moje licencje',
  'My subscriptions': 'Moje subskrypcje',
  'My orders and invoices': 'Moje zamówienia i faktury',
  'Extend support': 'Przedłuż wsparcie',
  'Signed in as {{email}}': 'Zalogowano jako {{email}}',
  Sessions: 'Sesje',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Wylogowuje Cię na tym i każdym innym urządzeniu, na przykład na wspólnym komputerze szkoły lotniczej.',
  'Sign out': 'Wyloguj się',
  'Sign out everywhere': 'Wyloguj się wszędzie',
  'Your data': 'Twoje dane',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Jeden plik JSON z Twoim kontem, zamówieniami, licencjami i ich kluczami, subskrypcjami, przeniesieniami i wiadomościami, które Ci wysłaliśmy.',
  'Download my data': 'Pobierz moje dane',
  'Delete my account': 'Usuń moje konto',
  'Delete my account…': 'Usuń moje konto…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Twoje licencje i ich klucze nadal działają, a ponowna rejestracja tym adresem je pokaże. Faktury są przechowywane zgodnie z prawem podatkowym.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'To usuwa każdy sposób logowania tym adresem (hasło, Google, Apple), kończy każdą sesję i zatrzymuje odnawianie każdej subskrypcji (każda trwa do końca opłaconego okresu). Tego nie można cofnąć.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Logujesz się przez Google lub Apple: potwierdź kodem, który wyślemy na Twój adres.',
  'Send me a code': 'Wyślij mi kod',
  'Send a new code': 'Wyślij nowy kod',
  'The code from the mail': 'Kod z wiadomości',
  'Your password': 'Twoje hasło',
  Cancel: 'Anuluj',
  'Change password': 'Zmień hasło',
  'Current password': 'Obecne hasło',
  'New password': 'Nowe hasło',
  'At least 10 characters.': 'Co najmniej 10 znaków.',
  'Confirm new password': 'Potwierdź nowe hasło',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Hasło zostało zmienione. Wszystkie inne urządzenia, na których byłeś(-aś) zalogowany(-a), zostały wylogowane.',
  Password: 'Hasło',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Logujesz się przez Google lub Apple, więc Twoje hasło jest przechowywane tam, nie tutaj. Zmień je na swoim koncie Google lub Apple.',
  'Your account is deleted': 'Twoje konto zostało usunięte',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Każdy sposób logowania Twoim adresem (hasło, Google, Apple) został usunięty, a wszystkie sesje zakończone. Potwierdzenie jest w drodze na Twój adres.',
  'What we keep, and why': 'Co zachowujemy i dlaczego',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Opłacone zamówienia, faktury i zwroty przez 10 lat od końca roku płatności: wymaga tego prawo podatkowe.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Twoje licencje i ich klucze: nadal działają, a ponowna rejestracja tym samym adresem je pokaże.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Twoje subskrypcje do końca opłaconego okresu: żadna się już nie odnawia.',
  'Which mails we sent about an order (never their text), for one year.':
    'Jakie wiadomości wysłaliśmy w sprawie zamówienia (nigdy ich treść), przez rok.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Wszystko inne (nigdy nieopłacone zamówienia, nieprzyjęte oferty przeniesienia, dziennik wysłanych wiadomości) zostało usunięte. Więcej w naszej {{privacy}}.',
  'privacy notice': 'informacji o prywatności',
  'Back to the shop': 'Wróć do sklepu',
  'My orders': 'Moje zamówienia',
  'All your orders': 'Wszystkie Twoje zamówienia',
  'You have no orders yet.': 'Nie masz jeszcze zamówień.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}}, aby kupić pakiet kokpitu lub FMS Trainer.',
  'Visit the shop': 'Odwiedź sklep',
  'Older orders': 'Starsze zamówienia',
  'Order of {{date}}': 'Zamówienie z {{date}}',
  'Renewal of {{date}}': 'Odnowienie z {{date}}',
  Net: 'Netto',
  VAT: 'VAT',
  'Total paid': 'Zapłacono łącznie',
  'Net paid': 'Zapłacono netto',
  Status: 'Status',
  'Order number': 'Numer zamówienia',
  'Transaction (for support)': 'Transakcja (dla wsparcia)',
  'Download invoice': 'Pobierz fakturę',
  Paid: 'Opłacone',
  Refunded: 'Zwrócone',
  'Partly refunded': 'Częściowo zwrócone',
  'Refunded on {{date}}': 'Zwrot {{date}}',
  'Charged back on {{date}}': 'Obciążenie zwrotne {{date}}',
  'amount not known': 'kwota nieznana',
  'Credit note': 'Nota kredytowa',
  'Credit note of {{date}}': 'Nota kredytowa z {{date}}',
  'Revoked: this key no longer activates the software.': 'Unieważniony: ten klucz nie aktywuje już oprogramowania.',
  'Copy key': 'Kopiuj klucz',
  'Show whole key': 'Pokaż cały klucz',
  'Fold key': 'Zwiń klucz',
  Copied: 'Skopiowano',
  'Copying is blocked here: select the key and copy it by hand.':
    'Kopiowanie jest tu zablokowane: zaznacz klucz i skopiuj go ręcznie.',
};

export default pl;
