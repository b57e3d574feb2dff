import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  Checkout: 'Kasa',
  Payment: 'Płatność',
  'Your order': 'Twoje zamówienie',
  'Your licences': 'Twoje licencje',
  'E-mail address': 'Adres e-mail',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Twoje klucze licencyjne są powiązane z tym adresem i na niego wysyłane. Zaloguj się nim później, aby zobaczyć licencje.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Jesteś zalogowany(-a): klucze licencyjne są powiązane z adresem e-mail Twojego konta.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Następnie zobaczysz kwotę z VAT i zapłacisz; nic nie zostanie pobrane przed potwierdzeniem płatności.',
  'VAT is added for your country at payment.': 'VAT Twojego kraju zostanie doliczony przy płatności.',
  'Starting payment…': 'Rozpoczynanie płatności…',
  'Continue to payment': 'Przejdź do płatności',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Obowiązuje nasz {{terms}}; zobacz też {{withdrawal}} dla treści cyfrowych i {{privacy}}.',
  terms: 'regulamin',
  'right of withdrawal': 'prawo odstąpienia',
  'privacy notice': 'informację o prywatności',
  'Extends the support of licence {{licence}}.': 'Przedłuża wsparcie licencji {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Przedłuża wsparcie licencji {{licence}}, w tym {{count}} miesiąc zaległy za czas, gdy wsparcie było wygasłe.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Przedłuża wsparcie licencji {{licence}}, w tym zaległe miesiące ({{count}}) za czas, gdy wsparcie było wygasłe.',
  Item: 'Pozycja',
  Amount: 'Kwota',
  'First year of support included': 'Pierwszy rok wsparcia w cenie',
  'Support is free for the first year of each licence': 'Wsparcie jest bezpłatne przez pierwszy rok każdej licencji',
  'Net price': 'Cena netto',
  'one-time': 'jednorazowo',
  'per month': 'miesięcznie',
  'per year': 'rocznie',
  'Order {{number}}': 'Zamówienie {{number}}',
  'Your licences will be bound to {{email}}.': 'Twoje licencje zostaną powiązane z {{email}}.',
  'Change the e-mail address': 'Zmień adres e-mail',
  'Support of licence {{licence}} will run until {{date}}.': 'Wsparcie licencji {{licence}} potrwa do {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Bezpieczny formularz płatności otworzy się nad tą stroną. Zamknięcie go bez płacenia zabierze Cię z powrotem do koszyka.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Karta została odrzucona. Nic nie pobrano; spróbuj innej karty lub metody płatności w formularzu.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Formularz płatności zgłosił problem. Sprawdź wprowadzone dane i spróbuj ponownie.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Nie udało się wczytać bezpiecznego formularza płatności. Sprawdź połączenie i spróbuj ponownie.',
  'This payment link is incomplete: it names no order.':
    'Ten link do płatności jest niepełny: nie wskazuje żadnego zamówienia.',
  'Thank you for your purchase.': 'Dziękujemy za zakup.',
  'Order number': 'Numer zamówienia',
  'Reference for support': 'Numer dla wsparcia',
  Bought: 'Kupiono',
  VAT: 'VAT',
  'Amount charged': 'Pobrana kwota',
  '{{amount}}, excluding VAT': '{{amount}}, bez VAT',
  'Licences bound to': 'Licencje powiązane z',
  'Support of licence {{licence}} now runs until {{date}}.': 'Wsparcie licencji {{licence}} trwa teraz do {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'Twój klucz licencyjny został wydany i wysłany na {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Twoje klucze licencyjne ({{count}}) zostały wydane i wysłane na {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Twoja płatność jest potwierdzana. Licencje zostaną wydane, gdy to nastąpi, a potem przyjdzie e-mail; ta strona nie musi być otwarta.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Płatność otrzymana. Licencje są wydawane; to potrwa kilka sekund…',
  'What happens next': 'Co dalej',
  'A confirmation e-mail is on its way.': 'Wiadomość z potwierdzeniem jest w drodze.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Wiadomość z kluczami licencyjnymi jest w drodze; zachowaj ją.',
  'Your licence key stays the same.': 'Twój klucz licencyjny się nie zmienia.',
  'Enter a key in the simulator software to activate it.': 'Wpisz klucz w oprogramowaniu symulatora, aby go aktywować.',
  'Your licences, keys and support are always in your account under My licences.':
    'Licencje, klucze i wsparcie są zawsze na Twoim koncie w sekcji Moje licencje.',
  'Create your account with this e-mail to see your licences':
    'Załóż konto z tym adresem e-mail, aby zobaczyć licencje',
  'Go to your licences': 'Przejdź do swoich licencji',
  'Back to the shop': 'Wróć do sklepu',
  'Test payment — local Paddle stand-in': 'Płatność testowa — lokalny zamiennik Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'To formularz testowy lokalnego środowiska deweloperskiego. Żadna karta nie zostanie obciążona i nie przepływają prawdziwe pieniądze; płatność tutaj wysyła te same podpisane webhooki co Paddle.',
  'Pay (test)': 'Zapłać (test)',
  'Decline card (test)': 'Odrzuć kartę (test)',
  'Cancel payment': 'Anuluj płatność',
  'The local test payment was refused. Is the local stack still running?':
    'Lokalna płatność testowa została odrzucona. Czy lokalne środowisko nadal działa?',
  'The payment was cancelled. Your basket is as you left it.':
    'Płatność została anulowana. Twój koszyk jest taki, jak go zostawiłeś(-aś).',
  'The payment did not go through. Nothing was charged; please try again.':
    'Płatność się nie powiodła. Nic nie pobrano; spróbuj ponownie.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Podaj prawidłowy adres e-mail, na przykład imie@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Liczba musi być liczbą całkowitą od 1 do {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Jeden z wybranych dodatków nie jest dostępny dla tego produktu.',
  'The shop could not be reached. Please check your connection and try again.':
    'Nie można połączyć się ze sklepem. Sprawdź połączenie i spróbuj ponownie.',
  'Something went wrong on our side. Please try again in a moment.':
    'Coś poszło nie tak po naszej stronie. Spróbuj ponownie za chwilę.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Zaległe miesiące muszą być liczbą całkowitą od 0 do {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Tej licencji nie można przedłużyć tym produktem. Zacznij od nowa na stronie licencji.',
  'Refunded on {{date}}': 'Zwrot {{date}}',
  'Charged back on {{date}}': 'Obciążenie zwrotne {{date}}',
  'amount not known': 'kwota nieznana',
  'Credit note': 'Nota kredytowa',
  'Credit note of {{date}}': 'Nota kredytowa z {{date}}',
  'Net paid': 'Zapłacono po zwrotach',
  'This order was refunded: its licence keys no longer activate the software.':
    'To zamówienie zostało zwrócone: jego klucze licencyjne nie aktywują już oprogramowania.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Nasze warunki zmieniły się, gdy ta strona była otwarta. Odśwież stronę i przeczytaj je ponownie.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Wsparcie tej licencji odnawia się już automatycznie; przedłużenie opłaciłoby ten sam okres dwukrotnie. Najpierw anuluj odnawianie, jeśli chcesz przedłużyć je na inny okres.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Subskrypcja wsparcia tej licencji jest wstrzymana; po wznowieniu odnawia wsparcie licencji, więc przedłużenie opłaciłoby ten sam okres dwukrotnie. Wznów ją albo najpierw ją anuluj, jeśli chcesz przedłużyć wsparcie na inny okres.',
};

export default pl;
