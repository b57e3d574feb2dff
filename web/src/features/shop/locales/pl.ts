import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Polish. */
const pl: Translations<typeof en> = {
  '{{price}} per month': '{{price}} miesięcznie',
  '{{price}} per year': '{{price}} rocznie',
  'Prices are excluding VAT.': 'Ceny nie zawierają VAT.',
  Continue: 'Dalej',
  'Price breakdown': 'Szczegóły ceny',
  'First year of support included': 'Pierwszy rok wsparcia w cenie',
  'Get {{product}} on the App Store': 'Pobierz {{product}} z App Store',
  'Get {{product}} on the Microsoft Store': 'Pobierz {{product}} z Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Ceny są pokazywane dla maksymalnie {{count}} licencji.',
  'Aircraft type': 'Typ samolotu',
  Platform: 'Platforma',
  'Licence type': 'Rodzaj licencji',
  Subscription: 'Subskrypcja',
  Personal: 'Osobista',
  Classroom: 'Sala szkoleniowa',
  Monthly: 'Miesięczna',
  Annual: 'Roczna',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Użytkowanie na komputerze lub tablecie z Windows bez ograniczeń, opcjonalne podłączenie sprzętowego M(CDU)',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Użytek osobisty na komputerze lub tablecie z Windows, w domu lub w pracy, maksymalnie 4 godziny dziennie',
  'Use on iPad without restrictions': 'Użytkowanie na iPadzie bez ograniczeń',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Użytek osobisty na iPadzie, w domu lub w pracy, maksymalnie 4 godziny dziennie',
  'Download the FMS Trainer app': 'Pobierz aplikację FMS Trainer',
  'Purchase FMS Trainer': 'Kup FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Licencja użytkownika FMS Trainer na {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer na {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer na {{platform}} dla Twojego samolotu',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer dla {{aircraft}}',
  '{{product}} on iPad': '{{product}} na iPadzie',
  'Unknown aircraft type': 'Nieznany typ samolotu',
  'Your licence': 'Twoja licencja',
  Quantity: 'Ilość',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Wybierz typ samolotu, rodzaj licencji i subskrypcję, aby zobaczyć cenę.',
  'Volume discounts per licence': 'Rabaty ilościowe za licencję',
  '{{minimum}} or more': '{{minimum}} lub więcej',
  '{{minimum}} to {{maximum}}': 'Od {{minimum}} do {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Licencja użytkownika pakietu {{brand}} do prywatnego użytku domowego',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Wieczysta, niekomercyjna licencja na domowy kokpit z pierwszym rokiem wsparcia Bronze w cenie.',
  '{{brand}} {{family}} suite': 'Pakiet {{brand}} {{family}}',
  '{{brand}} cockpit suite': 'Pakiet kokpitu {{brand}}',
  Configuration: 'Konfiguracja',
  'neo and ceo': 'neo i ceo',
  'ceo only': 'tylko ceo',
  'Add-ons': 'Dodatki',
  '+ {{price}} per licence': '+ {{price}} za licencję',
  Term: 'Okres',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Roczny — rok wsparcia Bronze w cenie, potem odnawia się za {{price}}.',
  'Choose an aircraft type to see the price.': 'Wybierz typ samolotu, aby zobaczyć cenę.',
  'Choose a configuration to see the price.': 'Wybierz konfigurację, aby zobaczyć cenę.',
  'About {{brand}}': 'O {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} tworzy oprogramowanie do symulacji lotu dla domowych kokpitów i pilotów w trakcie szkolenia.',
  'What we sell': 'Co sprzedajemy',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} dla rodziny A320, 737 i 737 MAX 8, z dodatkami takimi jak Head-up Display do 737.',
  '{{brand}} cockpit suites': 'Pakiety kokpitu {{brand}}',
  '{{support}} that keep a suite up to date.': '{{support}}, które utrzymują pakiet w aktualnej wersji.',
  'Support subscriptions': 'Subskrypcje wsparcia',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    'Licencje {{trainer}} na komputer lub tablet z Windows i na iPada, miesięczne lub roczne, osobiste lub do sal szkoleniowych.',
  'Licence terms': 'Warunki licencji',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Licencja pakietu jest wieczysta i przeznaczona do prywatnego, niekomercyjnego użytku domowego.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Obejmuje wsparcie: rok wsparcia Bronze jest w cenie, potem wsparcie odnawia się automatycznie co roku i można je anulować w dowolnym momencie.',
  'A suite licence is transferable to a new owner on request.':
    'Licencję pakietu można na życzenie przenieść na nowego właściciela.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Osobiste licencje FMS Trainer są do użytku osobistego, w domu lub w pracy, maksymalnie 4 godziny dziennie; licencje do sal szkoleniowych nie mają takiego ograniczenia.',
  'All prices are in euro and exclude VAT.': 'Wszystkie ceny są w euro i nie zawierają VAT.',
  '{{platform}} FMS Trainer system requirements': 'Wymagania systemowe FMS Trainer na {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Minimum, jakiego Twoje urządzenie potrzebuje do uruchomienia {{brand}} FMS Trainer na {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Kup {{brand}} FMS Trainer na {{platform}}',
  Processor: 'Procesor',
  'Intel or AMD CPU from 2019 or later': 'Procesor Intel lub AMD z 2019 roku lub nowszy',
  Memory: 'Pamięć',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Pamięć masowa',
  '4 GB free disk space': '4 GB wolnego miejsca na dysku',
  'Operating system': 'System operacyjny',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 i nowsze) 64-bitowy',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 lub nowszy',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10. generacji lub nowszy',
  'iPad Air 4th Gen or newer': 'iPad Air 4. generacji lub nowszy',
  'iPad Mini 6th Gen or newer': 'iPad mini 6. generacji lub nowszy',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2. generacji lub nowszy',
  'Extend your support subscription': 'Przedłuż subskrypcję wsparcia',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Wsparcie utrzymuje Twój pakiet {{brand}} w aktualnej wersji i daje bezpośredni kontakt z naszym działem obsługi.',
  'Bronze support': 'Wsparcie Bronze',
  'Every suite licence includes the first year of Bronze support.':
    'Każda licencja pakietu obejmuje pierwszy rok wsparcia Bronze.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Po pierwszym roku wsparcie odnawia się automatycznie za {{price}} (bez VAT).',
  'You can cancel at any time; your licence stays yours.':
    'Możesz anulować w dowolnym momencie; licencja pozostaje Twoja.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Wsparcie wygasło? Nadrób miesiące od jego zakończenia i przedłuż od tego momentu.',
  'Extend it': 'Przedłuż',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Jesteś zalogowany jako {{email}}: wybierz licencję, której wsparcie chcesz przedłużyć.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Zaloguj się adresem e-mail powiązanym z kluczami licencyjnymi, aby zobaczyć swoje licencje i ich wsparcie.',
  'Extend support for your licences': 'Przedłuż wsparcie swoich licencji',
  'Sign in to extend support': 'Zaloguj się, aby przedłużyć wsparcie',
  'Buy a support extension': 'Kup przedłużenie wsparcia',
  'Your suite licences': 'Twoje licencje pakietu',
  'Extend support': 'Przedłuż wsparcie',
  'support renews automatically': 'wsparcie odnawia się automatycznie',
  'Support runs until {{date}} and renews automatically.': 'Wsparcie trwa do {{date}} i odnawia się automatycznie.',
  'Support runs until {{date}}.': 'Wsparcie trwa do {{date}}.',
  'Support lapsed on {{date}}.': 'Wsparcie wygasło {{date}}.',
  'No support is on record for this licence.': 'Dla tej licencji nie odnotowano wsparcia.',
  'Support paused since {{date}}': 'Wsparcie wstrzymane od {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Płatność za wsparcie zaległa: odnowienie z {{date}} nie jest jeszcze opłacone',
  'Suite support extension': 'Przedłużenie wsparcia pakietu',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Rozpocznij lub przedłuż wsparcie Bronze dla licencji pakietu. Jeśli wsparcie wygasło, nadrób miesiące od jego zakończenia i wróć do bieżącej wersji.',
  '{{family}} suite support': 'Wsparcie pakietu {{family}}',
  'Suite support': 'Wsparcie pakietu',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Twoja licencja dotyczy pakietu {{family}}; wybierz {{family}} powyżej.',
  'Lapsed months to catch up': 'Wygasłe miesiące do nadrobienia',
  '{{price}} per lapsed month, once.': '{{price}} za każdy wygasły miesiąc, jednorazowo.',
  'Your support extension': 'Twoje przedłużenie wsparcia',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Wsparcie dla tej licencji odnowi się automatycznie {{date}}; nie ma czego przedłużać.',
  'Support will run from {{start}} until {{end}}.': 'Wsparcie będzie trwać od {{start}} do {{end}}.',
  'Support will run until {{end}}.': 'Wsparcie będzie trwać do {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Potem wsparcie odnawia się za {{price}}; możesz anulować w dowolnym momencie.',
  'The key could not be checked just now. Please try again.': 'Nie udało się teraz sprawdzić klucza. Spróbuj ponownie.',
  'Your suite licence': 'Twoja licencja pakietu',
  'Licence key': 'Klucz licencyjny',
  'Check licence key': 'Sprawdź klucz licencyjny',
  'Licence {{id}}: {{family}} suite.': 'Licencja {{id}}: pakiet {{family}}.',
  'Or {{signIn}} to choose one of your licences.': 'Lub {{signIn}}, aby wybrać jedną ze swoich licencji.',
  'sign in': 'zaloguj się',
  'Your licences could not be read just now. Please try again.':
    'Nie udało się teraz odczytać Twoich licencji. Spróbuj ponownie.',
  'Reading your licences…': 'Odczytywanie licencji…',
  'No suite licence is bound to your address.': 'Z Twoim adresem nie jest powiązana żadna licencja pakietu.',
  'See your licences': 'Zobacz swoje licencje',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'To nie jest klucz licencyjny {{brand}}. Skopiuj cały klucz z e-maila z licencją lub ze strony /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Tego klucza licencyjnego nie da się zweryfikować. Sprawdź, czy został skopiowany w całości.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Przedłużenia wsparcia dotyczą licencji pakietu; ten klucz jest do stanowiska trenera.',
};

export default pl;
