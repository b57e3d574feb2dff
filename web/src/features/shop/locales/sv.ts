import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  '{{price}} per month': '{{price}} per månad',
  '{{price}} per year': '{{price}} per år',
  'Prices are excluding VAT.': 'Priserna är exklusive moms.',
  Continue: 'Fortsätt',
  'Price breakdown': 'Prisuppdelning',
  'First year of support included': 'Första årets support ingår',
  'Get {{product}} on the App Store': 'Hämta {{product}} i App Store',
  'Get {{product}} on the Microsoft Store': 'Hämta {{product}} i Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Priser visas för upp till {{count}} licenser.',
  'Aircraft type': 'Flygplanstyp',
  Platform: 'Plattform',
  'Licence type': 'Licenstyp',
  Subscription: 'Prenumeration',
  Personal: 'Personlig',
  Classroom: 'Klassrum',
  Monthly: 'Månadsvis',
  Annual: 'Årsvis',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Användning på Windows-dator eller -surfplatta utan begränsningar, valfri anslutning av en M(CDU)-hårdvara',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Personlig användning på Windows-dator eller -surfplatta, hemma eller på jobbet, högst 4 timmar per dag',
  'Use on iPad without restrictions': 'Användning på iPad utan begränsningar',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Personlig användning på iPad, hemma eller på jobbet, högst 4 timmar per dag',
  'Download the FMS Trainer app': 'Ladda ned appen FMS Trainer',
  'Purchase FMS Trainer': 'Köp FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Användarlicens för FMS Trainer för {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer för {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer för {{platform}} för ditt flygplan',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer för {{aircraft}}',
  '{{product}} on iPad': '{{product}} på iPad',
  'Unknown aircraft type': 'Okänd flygplanstyp',
  'Your licence': 'Din licens',
  Quantity: 'Antal',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Välj flygplanstyp, licenstyp och prenumeration för att se priset.',
  'Volume discounts per licence': 'Mängdrabatter per licens',
  '{{minimum}} or more': '{{minimum}} eller fler',
  '{{minimum}} to {{maximum}}': '{{minimum}} till {{maximum}}',
  '{{brand}} suite user licence for private home use': 'Användarlicens för {{brand}}-sviten för privat bruk i hemmet',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'En evig, icke-kommersiell licens för din hemmacockpit, med första årets Bronze-support inkluderat.',
  '{{brand}} {{family}} suite': '{{brand}} {{family}}-svit',
  '{{brand}} cockpit suite': '{{brand}}-cockpitsvit',
  Configuration: 'Konfiguration',
  'neo and ceo': 'neo och ceo',
  'ceo only': 'endast ceo',
  'Add-ons': 'Tillägg',
  '+ {{price}} per licence': '+ {{price}} per licens',
  Term: 'Löptid',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Årsvis – ett års Bronze-support ingår, sedan förnyas den för {{price}}.',
  'Choose an aircraft type to see the price.': 'Välj en flygplanstyp för att se priset.',
  'Choose a configuration to see the price.': 'Välj en konfiguration för att se priset.',
  'About {{brand}}': 'Om {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} gör flygsimulatorprogramvara för hemmacockpits och för piloter under utbildning.',
  'What we sell': 'Det här säljer vi',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} för A320-familjen, 737 och 737 MAX 8, med tillägg som Head-up Display för 737.',
  '{{brand}} cockpit suites': '{{brand}}-cockpitsviter',
  '{{support}} that keep a suite up to date.': '{{support}} som håller en svit uppdaterad.',
  'Support subscriptions': 'Supportprenumerationer',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    '{{trainer}}-licenser för Windows-dator eller -surfplatta och för iPad, månadsvis eller årsvis, personliga eller för klassrum.',
  'Licence terms': 'Licensvillkor',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'En svitlicens är evig och avsedd för privat, icke-kommersiellt bruk i hemmet.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Den levereras med support: ett års Bronze-support ingår, sedan förnyas supporten automatiskt varje år och kan sägas upp när som helst.',
  'A suite licence is transferable to a new owner on request.':
    'En svitlicens kan på begäran överlåtas till en ny ägare.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Personliga FMS Trainer-licenser är för personligt bruk, hemma eller på jobbet, högst 4 timmar per dag; klassrumslicenser har ingen sådan begränsning.',
  'All prices are in euro and exclude VAT.': 'Alla priser är i euro och exklusive moms.',
  '{{platform}} FMS Trainer system requirements': 'Systemkrav för FMS Trainer för {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Det minsta din enhet behöver för att köra {{brand}} FMS Trainer för {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Köp {{brand}} FMS Trainer för {{platform}}',
  Processor: 'Processor',
  'Intel or AMD CPU from 2019 or later': 'Intel- eller AMD-processor från 2019 eller senare',
  Memory: 'Minne',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Lagring',
  '4 GB free disk space': '4 GB ledigt diskutrymme',
  'Operating system': 'Operativsystem',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 och senare) 64-bitars',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 eller senare',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10:e generationen eller senare',
  'iPad Air 4th Gen or newer': 'iPad Air 4:e generationen eller senare',
  'iPad Mini 6th Gen or newer': 'iPad mini 6:e generationen eller senare',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2:a generationen eller senare',
  'Extend your support subscription': 'Förläng din supportprenumeration',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Supporten håller din {{brand}}-svit uppdaterad och ger dig en direktlinje till vår servicedesk.',
  'Bronze support': 'Bronze-support',
  'Every suite licence includes the first year of Bronze support.':
    'Varje svitlicens inkluderar första årets Bronze-support.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Efter första året förnyas supporten automatiskt för {{price}} (exklusive moms).',
  'You can cancel at any time; your licence stays yours.': 'Du kan säga upp när som helst; licensen förblir din.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Har supporten löpt ut? Ta igen månaderna sedan den upphörde och förläng därifrån.',
  'Extend it': 'Förläng den',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Du är inloggad som {{email}}: välj licensen vars support du vill förlänga.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Logga in med e-postadressen som dina licensnycklar är kopplade till för att se dina licenser och deras support.',
  'Extend support for your licences': 'Förläng supporten för dina licenser',
  'Sign in to extend support': 'Logga in för att förlänga supporten',
  'Buy a support extension': 'Köp en supportförlängning',
  'Your suite licences': 'Dina svitlicenser',
  'Extend support': 'Förläng support',
  'support renews automatically': 'supporten förnyas automatiskt',
  'Support runs until {{date}} and renews automatically.': 'Supporten gäller till {{date}} och förnyas automatiskt.',
  'Support runs until {{date}}.': 'Supporten gäller till {{date}}.',
  'Support lapsed on {{date}}.': 'Supporten löpte ut {{date}}.',
  'No support is on record for this licence.': 'Ingen support finns registrerad för den här licensen.',
  'Support paused since {{date}}': 'Support pausad sedan {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Supportbetalning förfallen: förnyelsen den {{date}} är inte betald än',
  'Suite support extension': 'Supportförlängning för sviten',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Starta eller förläng Bronze-supporten för din svitlicens. Om supporten har löpt ut tar du igen månaderna sedan den upphörde och är tillbaka på den aktuella versionen.',
  '{{family}} suite support': 'Support för {{family}}-sviten',
  'Suite support': 'Svitsupport',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Din licens gäller {{family}}-sviten; välj {{family}} ovan.',
  'Lapsed months to catch up': 'Utgångna månader att ta igen',
  '{{price}} per lapsed month, once.': '{{price}} per utgången månad, en gång.',
  'Your support extension': 'Din supportförlängning',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Supporten för den här licensen förnyas automatiskt {{date}}; det finns inget att förlänga.',
  'Support will run from {{start}} until {{end}}.': 'Supporten gäller från {{start}} till {{end}}.',
  'Support will run until {{end}}.': 'Supporten gäller till {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Därefter förnyas supporten för {{price}}; säg upp när du vill.',
  'The key could not be checked just now. Please try again.': 'Nyckeln kunde inte kontrolleras just nu. Försök igen.',
  'Your suite licence': 'Din svitlicens',
  'Licence key': 'Licensnyckel',
  'Check licence key': 'Kontrollera licensnyckeln',
  'Licence {{id}}: {{family}} suite.': 'Licens {{id}}: {{family}}-svit.',
  'Or {{signIn}} to choose one of your licences.': 'Eller {{signIn}} för att välja en av dina licenser.',
  'sign in': 'logga in',
  'Your licences could not be read just now. Please try again.': 'Dina licenser kunde inte läsas just nu. Försök igen.',
  'Reading your licences…': 'Läser dina licenser …',
  'No suite licence is bound to your address.': 'Ingen svitlicens är kopplad till din adress.',
  'See your licences': 'Se dina licenser',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Det här är ingen licensnyckel från {{brand}}. Kopiera hela nyckeln från licensmejlet eller från /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Licensnyckeln kan inte verifieras. Kontrollera att den kopierades helt.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Supportförlängningar gäller svitlicenser; den här nyckeln är för en tränarplats.',
};

export default sv;
