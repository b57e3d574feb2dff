import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  '{{price}} per month': '{{price}} per maand',
  '{{price}} per year': '{{price}} per jaar',
  'Prices are excluding VAT.': 'Prijzen zijn exclusief btw.',
  Continue: 'Doorgaan',
  'Price breakdown': 'Prijsopbouw',
  'First year of support included': 'Eerste jaar support inbegrepen',
  'Get {{product}} on the App Store': '{{product}} downloaden in de App Store',
  'Get {{product}} on the Microsoft Store': '{{product}} downloaden in de Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Prijzen worden getoond voor maximaal {{count}} licenties.',
  'Aircraft type': 'Vliegtuigtype',
  Platform: 'Platform',
  'Licence type': 'Licentietype',
  Subscription: 'Abonnement',
  Personal: 'Persoonlijk',
  Classroom: 'Klaslokaal',
  Monthly: 'Maandelijks',
  Annual: 'Jaarlijks',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Gebruik op Windows-pc of -tablet, zonder beperkingen, optionele aansluiting van een hardware-M(CDU)',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Persoonlijk gebruik op Windows-pc of -tablet, thuis of op het werk, maximaal 4 uur per dag',
  'Use on iPad without restrictions': 'Gebruik op iPad zonder beperkingen',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Persoonlijk gebruik op iPad, thuis of op het werk, maximaal 4 uur per dag',
  'Download the FMS Trainer app': 'Download de FMS Trainer-app',
  'Purchase FMS Trainer': 'FMS Trainer kopen',
  '{{platform}} FMS Trainer user licence': 'Gebruikerslicentie FMS Trainer voor {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer voor {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer voor {{platform}} voor uw vliegtuig',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer voor {{aircraft}}',
  '{{product}} on iPad': '{{product}} op iPad',
  'Unknown aircraft type': 'Onbekend vliegtuigtype',
  'Your licence': 'Uw licentie',
  Quantity: 'Aantal',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Kies een vliegtuigtype, licentietype en abonnement om de prijs te zien.',
  'Volume discounts per licence': 'Volumekortingen per licentie',
  '{{minimum}} or more': '{{minimum}} of meer',
  '{{minimum}} to {{maximum}}': '{{minimum}} tot {{maximum}}',
  '{{brand}} suite user licence for private home use':
    'Gebruikerslicentie voor de {{brand}}-suite voor privégebruik thuis',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Een eeuwigdurende, niet-commerciële licentie voor uw thuiscockpit, met het eerste jaar Bronze-support inbegrepen.',
  '{{brand}} {{family}} suite': '{{brand}} {{family}}-suite',
  '{{brand}} cockpit suite': '{{brand}}-cockpitsuite',
  Configuration: 'Configuratie',
  'neo and ceo': 'neo en ceo',
  'ceo only': 'alleen ceo',
  'Add-ons': 'Uitbreidingen',
  '+ {{price}} per licence': '+ {{price}} per licentie',
  Term: 'Looptijd',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Jaarlijks — een jaar Bronze-support is inbegrepen, daarna wordt het verlengd voor {{price}}.',
  'Choose an aircraft type to see the price.': 'Kies een vliegtuigtype om de prijs te zien.',
  'Choose a configuration to see the price.': 'Kies een configuratie om de prijs te zien.',
  'About {{brand}}': 'Over {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} maakt vluchtsimulatiesoftware voor thuiscockpits en voor piloten in opleiding.',
  'What we sell': 'Wat we verkopen',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} voor de A320-familie, de 737 en de 737 MAX 8, met uitbreidingen zoals het Head-up Display voor de 737.',
  '{{brand}} cockpit suites': '{{brand}}-cockpitsuites',
  '{{support}} that keep a suite up to date.': '{{support}} die een suite up-to-date houden.',
  'Support subscriptions': 'Supportabonnementen',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    '{{trainer}}-licenties voor Windows-pc of -tablet en voor iPad, maandelijks of jaarlijks, persoonlijk of voor het klaslokaal.',
  'Licence terms': 'Licentievoorwaarden',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Een suitelicentie is eeuwigdurend en voor privé, niet-commercieel gebruik thuis.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Support is inbegrepen: een jaar Bronze-support zit erbij, daarna wordt support elk jaar automatisch verlengd en kan op elk moment worden opgezegd.',
  'A suite licence is transferable to a new owner on request.':
    'Een suitelicentie kan op verzoek worden overgedragen aan een nieuwe eigenaar.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Persoonlijke FMS Trainer-licenties zijn voor persoonlijk gebruik, thuis of op het werk, maximaal 4 uur per dag; klaslokaallicenties hebben die beperking niet.',
  'All prices are in euro and exclude VAT.': 'Alle prijzen zijn in euro en exclusief btw.',
  '{{platform}} FMS Trainer system requirements': 'Systeemvereisten voor FMS Trainer voor {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Het minimum dat uw apparaat nodig heeft om {{brand}} FMS Trainer voor {{platform}} te draaien.',
  'Buy {{brand}} {{platform}} FMS Trainer': '{{brand}} FMS Trainer voor {{platform}} kopen',
  Processor: 'Processor',
  'Intel or AMD CPU from 2019 or later': 'Intel- of AMD-processor uit 2019 of later',
  Memory: 'Geheugen',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Opslag',
  '4 GB free disk space': '4 GB vrije schijfruimte',
  'Operating system': 'Besturingssysteem',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 en nieuwer) 64-bit',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 of nieuwer',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10e generatie of nieuwer',
  'iPad Air 4th Gen or newer': 'iPad Air 4e generatie of nieuwer',
  'iPad Mini 6th Gen or newer': 'iPad mini 6e generatie of nieuwer',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2e generatie of nieuwer',
  'Extend your support subscription': 'Verleng uw supportabonnement',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Support houdt uw {{brand}}-suite up-to-date en geeft u een directe lijn met onze servicedesk.',
  'Bronze support': 'Bronze-support',
  'Every suite licence includes the first year of Bronze support.':
    'Elke suitelicentie bevat het eerste jaar Bronze-support.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Na het eerste jaar wordt support automatisch verlengd voor {{price}} (exclusief btw).',
  'You can cancel at any time; your licence stays yours.': 'U kunt op elk moment opzeggen; uw licentie blijft van u.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Support verlopen? Haal de maanden sinds het einde in en verleng vanaf daar.',
  'Extend it': 'Verlengen',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'U bent aangemeld als {{email}}: kies de licentie waarvan u de support wilt verlengen.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Meld u aan met het e-mailadres waaraan uw licentiesleutels gekoppeld zijn om uw licenties en hun support te zien.',
  'Extend support for your licences': 'Support voor uw licenties verlengen',
  'Sign in to extend support': 'Meld u aan om support te verlengen',
  'Buy a support extension': 'Een supportverlenging kopen',
  'Your suite licences': 'Uw suitelicenties',
  'Extend support': 'Support verlengen',
  'support renews automatically': 'support wordt automatisch verlengd',
  'Support runs until {{date}} and renews automatically.': 'Support loopt tot {{date}} en wordt automatisch verlengd.',
  'Support runs until {{date}}.': 'Support loopt tot {{date}}.',
  'Support lapsed on {{date}}.': 'Support is verlopen op {{date}}.',
  'No support is on record for this licence.': 'Er is geen support geregistreerd voor deze licentie.',
  'Support paused since {{date}}': 'Support gepauzeerd sinds {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Supportbetaling verschuldigd: de verlenging van {{date}} is nog niet betaald',
  'Suite support extension': 'Supportverlenging voor de suite',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Start of verleng Bronze-support voor uw suitelicentie. Is uw support verlopen, haal dan de maanden sinds het einde in en u hebt weer de huidige versie.',
  '{{family}} suite support': 'Support voor de {{family}}-suite',
  'Suite support': 'Suitesupport',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Uw licentie is voor de {{family}}-suite; kies hierboven {{family}}.',
  'Lapsed months to catch up': 'In te halen verlopen maanden',
  '{{price}} per lapsed month, once.': '{{price}} per verlopen maand, eenmalig.',
  'Your support extension': 'Uw supportverlenging',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Support voor deze licentie wordt op {{date}} automatisch verlengd; er valt niets te verlengen.',
  'Support will run from {{start}} until {{end}}.': 'Support loopt van {{start}} tot {{end}}.',
  'Support will run until {{end}}.': 'Support loopt tot {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Daarna wordt support verlengd voor {{price}}; op elk moment opzegbaar.',
  'The key could not be checked just now. Please try again.':
    'De sleutel kon nu niet worden gecontroleerd. Probeer het opnieuw.',
  'Your suite licence': 'Uw suitelicentie',
  'Licence key': 'Licentiesleutel',
  'Check licence key': 'Licentiesleutel controleren',
  'Licence {{id}}: {{family}} suite.': 'Licentie {{id}}: {{family}}-suite.',
  'Or {{signIn}} to choose one of your licences.': 'Of {{signIn}} om een van uw licenties te kiezen.',
  'sign in': 'meld u aan',
  'Your licences could not be read just now. Please try again.':
    'Uw licenties konden nu niet worden gelezen. Probeer het opnieuw.',
  'Reading your licences…': 'Uw licenties worden gelezen…',
  'No suite licence is bound to your address.': 'Er is geen suitelicentie aan uw adres gekoppeld.',
  'See your licences': 'Uw licenties bekijken',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Dit is geen {{brand}}-licentiesleutel. Kopieer de hele sleutel uit uw licentie-e-mail of van /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Deze licentiesleutel kan niet worden geverifieerd. Controleer of hij volledig is gekopieerd.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Supportverlengingen zijn voor suitelicenties; deze sleutel is voor een trainerplaats.',
};

export default nl;
