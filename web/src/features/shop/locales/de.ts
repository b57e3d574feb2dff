import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  '{{price}} per month': '{{price}} pro Monat',
  '{{price}} per year': '{{price}} pro Jahr',
  'Prices are excluding VAT.': 'Preise verstehen sich ohne MwSt.',
  Continue: 'Weiter',
  'Price breakdown': 'Preisaufstellung',
  'First year of support included': 'Erstes Support-Jahr inklusive',
  'Get {{product}} on the App Store': '{{product}} im App Store laden',
  'Get {{product}} on the Microsoft Store': '{{product}} im Microsoft Store laden',
  'Prices are shown for up to {{count}} licences.': 'Preise werden für bis zu {{count}} Lizenzen angezeigt.',
  'Aircraft type': 'Flugzeugtyp',
  Platform: 'Plattform',
  'Licence type': 'Lizenzart',
  Subscription: 'Abonnement',
  Personal: 'Persönlich',
  Classroom: 'Unterricht',
  Monthly: 'Monatlich',
  Annual: 'Jährlich',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Nutzung auf Windows-PC oder -Tablet ohne Einschränkungen, optionale Anbindung einer Hardware-M(CDU)',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Persönliche Nutzung auf Windows-PC oder -Tablet, zu Hause oder bei der Arbeit, höchstens 4 Stunden pro Tag',
  'Use on iPad without restrictions': 'Nutzung auf dem iPad ohne Einschränkungen',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Persönliche Nutzung auf dem iPad, zu Hause oder bei der Arbeit, höchstens 4 Stunden pro Tag',
  'Download the FMS Trainer app': 'FMS Trainer-App herunterladen',
  'Purchase FMS Trainer': 'FMS Trainer kaufen',
  '{{platform}} FMS Trainer user licence': '{{platform}} FMS Trainer – Nutzerlizenz',
  '{{platform}} FMS Trainer for {{aircraft}}': '{{platform}} FMS Trainer für {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': '{{platform}} FMS Trainer für Ihr Flugzeug',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer für {{aircraft}}',
  '{{product}} on iPad': '{{product}} auf dem iPad',
  'Unknown aircraft type': 'Unbekannter Flugzeugtyp',
  'Your licence': 'Ihre Lizenz',
  Quantity: 'Menge',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Wählen Sie Flugzeugtyp, Lizenzart und Abonnement, um den Preis zu sehen.',
  'Volume discounts per licence': 'Mengenrabatte pro Lizenz',
  '{{minimum}} or more': '{{minimum}} oder mehr',
  '{{minimum}} to {{maximum}}': '{{minimum}} bis {{maximum}}',
  '{{brand}} suite user licence for private home use':
    '{{brand}}-Suite – Nutzerlizenz für die private Nutzung zu Hause',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'Eine unbefristete, nicht kommerzielle Lizenz für Ihr Heimcockpit, mit dem ersten Jahr Bronze-Support inklusive.',
  '{{brand}} {{family}} suite': '{{brand}}-{{family}}-Suite',
  '{{brand}} cockpit suite': '{{brand}}-Cockpit-Suite',
  Configuration: 'Konfiguration',
  'neo and ceo': 'neo und ceo',
  'ceo only': 'nur ceo',
  'Add-ons': 'Erweiterungen',
  '+ {{price}} per licence': '+ {{price}} pro Lizenz',
  Term: 'Laufzeit',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Jährlich – ein Jahr Bronze-Support ist inklusive, danach verlängert er sich zu {{price}}.',
  'Choose an aircraft type to see the price.': 'Wählen Sie einen Flugzeugtyp, um den Preis zu sehen.',
  'Choose a configuration to see the price.': 'Wählen Sie eine Konfiguration, um den Preis zu sehen.',
  'About {{brand}}': 'Über {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} entwickelt Flugsimulator-Software für Heimcockpits und für Piloten in der Ausbildung.',
  'What we sell': 'Was wir verkaufen',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} für die A320-Familie, die 737 und die 737 MAX 8, mit Erweiterungen wie dem Head-up-Display für die 737.',
  '{{brand}} cockpit suites': '{{brand}}-Cockpit-Suiten',
  '{{support}} that keep a suite up to date.': '{{support}}, die eine Suite auf dem neuesten Stand halten.',
  'Support subscriptions': 'Support-Abonnements',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    '{{trainer}}-Lizenzen für Windows-PC oder -Tablet und für das iPad, monatlich oder jährlich, persönlich oder für den Unterricht.',
  'Licence terms': 'Lizenzbedingungen',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'Eine Suite-Lizenz ist unbefristet und für die private, nicht kommerzielle Nutzung zu Hause bestimmt.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Sie enthält Support: Ein Jahr Bronze-Support ist inklusive, danach verlängert sich der Support jedes Jahr automatisch und kann jederzeit gekündigt werden.',
  'A suite licence is transferable to a new owner on request.':
    'Eine Suite-Lizenz kann auf Anfrage auf einen neuen Eigentümer übertragen werden.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Persönliche FMS Trainer-Lizenzen gelten für die persönliche Nutzung zu Hause oder bei der Arbeit, höchstens 4 Stunden pro Tag; Unterrichtslizenzen haben keine solche Einschränkung.',
  'All prices are in euro and exclude VAT.': 'Alle Preise sind in Euro und ohne MwSt.',
  '{{platform}} FMS Trainer system requirements': 'Systemanforderungen für den {{platform}} FMS Trainer',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Das Minimum, das Ihr Gerät für den {{brand}} {{platform}} FMS Trainer braucht.',
  'Buy {{brand}} {{platform}} FMS Trainer': '{{brand}} {{platform}} FMS Trainer kaufen',
  Processor: 'Prozessor',
  'Intel or AMD CPU from 2019 or later': 'Intel- oder AMD-CPU ab Baujahr 2019',
  Memory: 'Arbeitsspeicher',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Speicherplatz',
  '4 GB free disk space': '4 GB freier Speicherplatz',
  'Operating system': 'Betriebssystem',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 und neuer), 64 Bit',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 oder neuer',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10. Generation oder neuer',
  'iPad Air 4th Gen or newer': 'iPad Air 4. Generation oder neuer',
  'iPad Mini 6th Gen or newer': 'iPad mini 6. Generation oder neuer',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2. Generation oder neuer',
  'Extend your support subscription': 'Verlängern Sie Ihr Support-Abonnement',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Der Support hält Ihre {{brand}}-Suite auf dem neuesten Stand und gibt Ihnen einen direkten Draht zu unserem Service-Desk.',
  'Bronze support': 'Bronze-Support',
  'Every suite licence includes the first year of Bronze support.':
    'Jede Suite-Lizenz enthält das erste Jahr Bronze-Support.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Nach dem ersten Jahr verlängert sich der Support automatisch zu {{price}} (ohne MwSt.).',
  'You can cancel at any time; your licence stays yours.': 'Sie können jederzeit kündigen; Ihre Lizenz bleibt Ihre.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Support abgelaufen? Holen Sie die Monate seit dem Ende nach und verlängern Sie von dort aus.',
  'Extend it': 'Verlängern',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Sie sind als {{email}} angemeldet: Wählen Sie die Lizenz, deren Support Sie verlängern möchten.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Melden Sie sich mit der E-Mail-Adresse an, an die Ihre Lizenzschlüssel gebunden sind, um Ihre Lizenzen und deren Support zu sehen.',
  'Extend support for your licences': 'Support für Ihre Lizenzen verlängern',
  'Sign in to extend support': 'Anmelden, um den Support zu verlängern',
  'Buy a support extension': 'Support-Verlängerung kaufen',
  'Your suite licences': 'Ihre Suite-Lizenzen',
  'Extend support': 'Support verlängern',
  'support renews automatically': 'Support verlängert sich automatisch',
  'Support runs until {{date}} and renews automatically.':
    'Der Support läuft bis {{date}} und verlängert sich automatisch.',
  'Support runs until {{date}}.': 'Der Support läuft bis {{date}}.',
  'Support lapsed on {{date}}.': 'Der Support ist am {{date}} abgelaufen.',
  'No support is on record for this licence.': 'Für diese Lizenz ist kein Support verzeichnet.',
  'Support paused since {{date}}': 'Support pausiert seit {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Support-Zahlung fällig: Die Verlängerung vom {{date}} ist noch nicht bezahlt',
  'Suite support extension': 'Support-Verlängerung für die Suite',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Starten oder verlängern Sie den Bronze-Support für Ihre Suite-Lizenz. Ist Ihr Support abgelaufen, holen Sie die Monate seit dem Ende nach und sind wieder auf dem aktuellen Stand.',
  '{{family}} suite support': 'Support für die {{family}}-Suite',
  'Suite support': 'Suite-Support',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Ihre Lizenz gilt für die {{family}}-Suite; wählen Sie oben {{family}}.',
  'Lapsed months to catch up': 'Nachzuholende abgelaufene Monate',
  '{{price}} per lapsed month, once.': '{{price}} pro abgelaufenem Monat, einmalig.',
  'Your support extension': 'Ihre Support-Verlängerung',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Der Support für diese Lizenz verlängert sich am {{date}} automatisch; es gibt nichts zu verlängern.',
  'Support will run from {{start}} until {{end}}.': 'Der Support läuft vom {{start}} bis {{end}}.',
  'Support will run until {{end}}.': 'Der Support läuft bis {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Danach verlängert sich der Support zu {{price}}; jederzeit kündbar.',
  'The key could not be checked just now. Please try again.':
    'Der Schlüssel konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
  'Your suite licence': 'Ihre Suite-Lizenz',
  'Licence key': 'Lizenzschlüssel',
  'Check licence key': 'Lizenzschlüssel prüfen',
  'Licence {{id}}: {{family}} suite.': 'Lizenz {{id}}: {{family}}-Suite.',
  'Or {{signIn}} to choose one of your licences.': 'Oder {{signIn}}, um eine Ihrer Lizenzen zu wählen.',
  'sign in': 'melden Sie sich an',
  'Your licences could not be read just now. Please try again.':
    'Ihre Lizenzen konnten gerade nicht gelesen werden. Bitte versuchen Sie es erneut.',
  'Reading your licences…': 'Ihre Lizenzen werden gelesen …',
  'No suite licence is bound to your address.': 'An Ihre Adresse ist keine Suite-Lizenz gebunden.',
  'See your licences': 'Ihre Lizenzen ansehen',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Das ist kein {{brand}}-Lizenzschlüssel. Kopieren Sie den ganzen Schlüssel aus Ihrer Lizenz-E-Mail oder von /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Dieser Lizenzschlüssel lässt sich nicht bestätigen. Prüfen Sie, ob er vollständig kopiert wurde.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Support-Verlängerungen gelten für Suite-Lizenzen; dieser Schlüssel ist für einen Trainer-Platz.',
};

export default de;
