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
  'Net paid': 'Zapłacono po zwrotach',
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
  'No suite licence is bound to this address.': 'Z tym adresem nie jest powiązana żadna licencja pakietu.',
  'Buy a cockpit suite': 'Kup pakiet kokpitu',
  'Suite licences': 'Licencje pakietów',
  'Licence {{licence}}, {{aircraft}}': 'Licencja {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licencja {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licencja {{licence}}, opłacona do {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Wsparcie wygasło 1 miesiąc temu: przedłużenie obejmuje 1 miesiąc zaległy.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Wsparcie wygasło {{count}} mies. temu: przedłużenie obejmuje zaległe miesiące ({{count}}).',
  'Support term': 'Okres wsparcia',
  Monthly: 'Miesięcznie',
  Annual: 'Rocznie',
  'Support will run from {{start}} until {{end}}.': 'Wsparcie będzie trwać od {{start}} do {{end}}.',
  'Support will run until {{date}}.': 'Wsparcie będzie trwać do {{date}}.',
  Continue: 'Dalej',
  'Support renews automatically; nothing to extend.': 'Wsparcie odnawia się automatycznie; nie ma czego przedłużać.',
  'You have no subscriptions.': 'Nie masz subskrypcji.',
  Subscriptions: 'Subskrypcje',
  'Licences {{licences}}': 'Licencje {{licences}}',
  Subscription: 'Subskrypcja',
  'Pays for': 'Płaci za',
  Supports: 'Obejmuje',
  'Cancelled — ends on {{date}}': 'Anulowana — kończy się {{date}}',
  'Active, renews automatically': 'Aktywna, odnawia się automatycznie',
  'Next billing date': 'Następna data płatności',
  none: 'brak',
  Amount: 'Kwota',
  'Current period ends': 'Bieżący okres kończy się',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Zgłoszono anulowanie; czekamy na potwierdzenie operatora płatności…',
  'Resuming; waiting for the payment provider to confirm…': 'Wznawianie; czekamy na potwierdzenie operatora płatności…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Zmiana zdania? Do {{date}} możesz ją wznowić, a będzie się odnawiać jak dotąd.',
  'Cancel subscription': 'Anuluj subskrypcję',
  Resume: 'Wznów',
  'Manage payment method': 'Zarządzaj metodą płatności',
  'Confirm cancellation': 'Potwierdź anulowanie',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Anulować na koniec bieżącego okresu? Pozostanie aktywna do {{date}} i nie zostanie ponownie obciążona.',
  'Yes, cancel at period end': 'Tak, anuluj na koniec okresu',
  'Keep subscription': 'Zachowaj subskrypcję',
  '{{price}} per month plus VAT': '{{price}} miesięcznie plus VAT',
  '{{price}} per year plus VAT': '{{price}} rocznie plus VAT',
  '1 seat': '1 stanowisko',
  '{{count}} seats': 'Stanowiska: {{count}}',
  'This action is not available.': 'Ta czynność jest niedostępna.',
  'The shop could not be reached. Please check your connection and try again.':
    'Nie udało się połączyć ze sklepem. Sprawdź połączenie i spróbuj ponownie.',
  'You have no licences yet.': 'Nie masz jeszcze licencji.',
  Licences: 'Licencje',
  Licence: 'Licencja',
  Aircraft: 'Samolot',
  Configuration: 'Konfiguracja',
  'Add-ons': 'Dodatki',
  'Licence key (re-issued {{date}})': 'Klucz licencyjny (wydany ponownie {{date}})',
  'Licence key': 'Klucz licencyjny',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Spór dotyczący tego zakupu rozstrzygnięto na Twoją korzyść, ale anulowanej wtedy subskrypcji wsparcia nie można wznowić.',
  'Restart support': 'Uruchom wsparcie ponownie',
  'Continue support from {{date}}': 'Kontynuuj wsparcie od {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Rozliczenie',
  Seats: 'Stanowiska',
  'Seat {{number}} key ({{licence}})': 'Klucz stanowiska {{number}} ({{licence}})',
  Purchased: 'Kupiono',
  'Revoked (refunded)': 'Unieważniona (zwrot)',
  'Transfer to {{email}} pending since {{date}}.': 'Przeniesienie na {{email}} oczekuje od {{date}}.',
  'Cancel transfer': 'Anuluj przeniesienie',
  'Transfer to a new owner…': 'Przenieś na nowego właściciela…',
  "New owner's e-mail address": 'Adres e-mail nowego właściciela',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Nowy właściciel przyjmuje licencję po zalogowaniu się tym adresem; wtedy przestaje ona należeć do Ciebie, a jej klucz zostaje wydany ponownie.',
  'Offer transfer': 'Zaproponuj przeniesienie',
  'Licences offered to you': 'Licencje zaproponowane Tobie',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) od {{email}}, zaproponowana {{date}}.',
  'Accept licence {{licence}}': 'Przyjmij licencję {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Każda licencja i stanowisko trenera kupione z Twoim adresem e-mail, wraz z kluczem. Skopiuj klucz do okna licencji symulatora na komputerze, na którym działa; klucz wydany ponownie po przeniesieniu lub odnowieniu zastępuje poprzedni.',
  'neo and ceo': 'neo i ceo',
  'ceo only': 'tylko ceo',
  'Support active until {{date}}, renews automatically': 'Wsparcie aktywne do {{date}}, odnawia się automatycznie',
  'Support active until {{date}}, cancelled (does not renew)':
    'Wsparcie aktywne do {{date}}, anulowane (nie odnawia się)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Wsparcie aktywne do {{date}}, opłacone przez poprzedniego właściciela, odnawia się automatycznie',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Wsparcie aktywne do {{date}}, opłacone przez poprzedniego właściciela; dla Ciebie się nie odnawia',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Wsparcie aktywne do {{date}}, opłacone przez kogoś innego, odnawia się automatycznie',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Wsparcie aktywne do {{date}}, opłacone przez kogoś innego; dla Ciebie się nie odnawia',
  'Support lapsed since {{date}}': 'Wsparcie wygasło {{date}}',
  'Support paused since {{date}}': 'Wsparcie wstrzymane od {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Płatność za wsparcie zaległa: odnowienie z {{date}} nie jest jeszcze opłacone',
  'No support on record yet': 'Brak zarejestrowanego wsparcia',
  'Subscription active until {{date}}, renews automatically':
    'Subskrypcja aktywna do {{date}}, odnawia się automatycznie',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Subskrypcja aktywna do {{date}}, anulowana (nie odnawia się)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Subskrypcja aktywna do {{date}}, opłacona przez poprzedniego właściciela, odnawia się automatycznie',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Subskrypcja aktywna do {{date}}, opłacona przez poprzedniego właściciela; dla Ciebie się nie odnawia',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Subskrypcja aktywna do {{date}}, opłacona przez kogoś innego, odnawia się automatycznie',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Subskrypcja aktywna do {{date}}, opłacona przez kogoś innego; dla Ciebie się nie odnawia',
  'Subscription lapsed since {{date}}': 'Subskrypcja wygasła {{date}}',
  'Subscription paused since {{date}}': 'Subskrypcja wstrzymana od {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Płatność za subskrypcję zaległa: odnowienie z {{date}} nie jest jeszcze opłacone',
  'No subscription on record yet': 'Brak zarejestrowanej subskrypcji',
  Active: 'Aktywna',
  Trial: 'Okres próbny',
  'Payment overdue': 'Płatność zaległa',
  Paused: 'Wstrzymana',
  Cancelled: 'Anulowana',
  'Support for {{product}}': 'Wsparcie dla {{product}}',
  'Next charge': 'Następne obciążenie',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (w tym {{vat}} VAT)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Każde zamówienie i odnowienie opłacone z Twojego adresu e-mail, z pobraną kwotą, zwrotami, fakturą i notami kredytowymi.',
};

export default pl;
