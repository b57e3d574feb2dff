import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Norwegian (Bokmål). */
const nb: Translations<typeof en> = {
  '{{price}} per month': '{{price}} per måned',
  '{{price}} per year': '{{price}} per år',
  'Prices are excluding VAT.': 'Prisene er eksklusive mva.',
  Continue: 'Fortsett',
  'Price breakdown': 'Prisoversikt',
  'First year of support included': 'Første års support er inkludert',
  'Get {{product}} on the App Store': 'Last ned {{product}} fra App Store',
  'Get {{product}} on the Microsoft Store': 'Last ned {{product}} fra Microsoft Store',
  'Prices are shown for up to {{count}} licences.': 'Priser vises for opptil {{count}} lisenser.',
  'Aircraft type': 'Flytype',
  Platform: 'Plattform',
  'Licence type': 'Lisenstype',
  Subscription: 'Abonnement',
  Personal: 'Personlig',
  Classroom: 'Klasserom',
  Monthly: 'Månedlig',
  Annual: 'Årlig',
  'Windows PC or tablet use, without restrictions, optional hardware M(CDU) connectivity':
    'Bruk på Windows-PC eller -nettbrett uten begrensninger, valgfri tilkobling av en M(CDU)-maskinvare',
  'Personal use on Windows PC or tablet, at home or at work, maximum 4 hours per day':
    'Personlig bruk på Windows-PC eller -nettbrett, hjemme eller på jobb, maks. 4 timer per dag',
  'Use on iPad without restrictions': 'Bruk på iPad uten begrensninger',
  'Personal use on iPad, at home or at work, maximum 4 hours per day':
    'Personlig bruk på iPad, hjemme eller på jobb, maks. 4 timer per dag',
  'Download the FMS Trainer app': 'Last ned FMS Trainer-appen',
  'Purchase FMS Trainer': 'Kjøp FMS Trainer',
  '{{platform}} FMS Trainer user licence': 'Brukerlisens for FMS Trainer for {{platform}}',
  '{{platform}} FMS Trainer for {{aircraft}}': 'FMS Trainer for {{platform}} – {{aircraft}}',
  '{{platform}} FMS Trainer for your aircraft': 'FMS Trainer for {{platform}} for flyet ditt',
  'FMS Trainer for {{aircraft}}': 'FMS Trainer for {{aircraft}}',
  '{{product}} on iPad': '{{product}} på iPad',
  'Unknown aircraft type': 'Ukjent flytype',
  'Your licence': 'Din lisens',
  Quantity: 'Antall',
  'Choose an aircraft type, licence type and subscription to see the price.':
    'Velg flytype, lisenstype og abonnement for å se prisen.',
  'Volume discounts per licence': 'Kvantumrabatter per lisens',
  '{{minimum}} or more': '{{minimum}} eller flere',
  '{{minimum}} to {{maximum}}': '{{minimum}} til {{maximum}}',
  '{{brand}} suite user licence for private home use': 'Brukerlisens for {{brand}}-pakken til privat bruk hjemme',
  'A perpetual, non-commercial licence for your home cockpit, with the first year of Bronze support included.':
    'En evigvarende, ikke-kommersiell lisens for hjemmecockpiten din, med første års Bronze-support inkludert.',
  '{{brand}} {{family}} suite': '{{brand}} {{family}}-pakke',
  '{{brand}} cockpit suite': '{{brand}}-cockpitpakke',
  Configuration: 'Konfigurasjon',
  'neo and ceo': 'neo og ceo',
  'ceo only': 'kun ceo',
  'Add-ons': 'Tillegg',
  '+ {{price}} per licence': '+ {{price}} per lisens',
  Term: 'Varighet',
  'Annual — one year of Bronze support is included, then it renews at {{price}}.':
    'Årlig – ett års Bronze-support er inkludert, deretter fornyes det for {{price}}.',
  'Choose an aircraft type to see the price.': 'Velg en flytype for å se prisen.',
  'Choose a configuration to see the price.': 'Velg en konfigurasjon for å se prisen.',
  'About {{brand}}': 'Om {{brand}}',
  '{{brand}} makes flight-simulator software for home cockpits and for pilots in training.':
    '{{brand}} lager flysimulatorprogramvare for hjemmecockpiter og for piloter under opplæring.',
  'What we sell': 'Dette selger vi',
  '{{suites}} for the A320 family, the 737 and the 737 MAX 8, with add-ons such as the Head-up Display for the 737.':
    '{{suites}} for A320-familien, 737 og 737 MAX 8, med tillegg som Head-up Display for 737.',
  '{{brand}} cockpit suites': '{{brand}}-cockpitpakker',
  '{{support}} that keep a suite up to date.': '{{support}} som holder en pakke oppdatert.',
  'Support subscriptions': 'Supportabonnementer',
  '{{trainer}} licences for Windows PC or tablet and for iPad, monthly or annual, personal or classroom.':
    '{{trainer}}-lisenser for Windows-PC eller -nettbrett og for iPad, månedlige eller årlige, personlige eller for klasserom.',
  'Licence terms': 'Lisensvilkår',
  'A suite licence is perpetual and for private, non-commercial home use.':
    'En pakkelisens er evigvarende og for privat, ikke-kommersiell bruk hjemme.',
  'It comes bundled with support: one year of Bronze support is included, then support renews automatically each year and can be cancelled at any time.':
    'Den leveres med support: ett års Bronze-support er inkludert, deretter fornyes supporten automatisk hvert år og kan sies opp når som helst.',
  'A suite licence is transferable to a new owner on request.':
    'En pakkelisens kan på forespørsel overføres til en ny eier.',
  'Personal FMS Trainer licences are for personal use, at home or at work, for a maximum of 4 hours per day; classroom licences have no such restriction.':
    'Personlige FMS Trainer-lisenser er for personlig bruk, hjemme eller på jobb, maks. 4 timer per dag; klasseromslisenser har ingen slik begrensning.',
  'All prices are in euro and exclude VAT.': 'Alle priser er i euro og eksklusive mva.',
  '{{platform}} FMS Trainer system requirements': 'Systemkrav for FMS Trainer for {{platform}}',
  'The minimum your device needs to run the {{brand}} {{platform}} FMS Trainer.':
    'Det minste enheten din trenger for å kjøre {{brand}} FMS Trainer for {{platform}}.',
  'Buy {{brand}} {{platform}} FMS Trainer': 'Kjøp {{brand}} FMS Trainer for {{platform}}',
  Processor: 'Prosessor',
  'Intel or AMD CPU from 2019 or later': 'Intel- eller AMD-prosessor fra 2019 eller senere',
  Memory: 'Minne',
  '8 GB RAM': '8 GB RAM',
  Storage: 'Lagring',
  '4 GB free disk space': '4 GB ledig diskplass',
  'Operating system': 'Operativsystem',
  'Windows 10 (21H2 and newer) 64-bit': 'Windows 10 (21H2 og nyere) 64-biters',
  'Windows 11': 'Windows 11',
  '4 GB RAM': '4 GB RAM',
  'iOS 17.2 or newer': 'iOS 17.2 eller nyere',
  iPad: 'iPad',
  'iPad 10th Gen or newer': 'iPad 10. generasjon eller nyere',
  'iPad Air 4th Gen or newer': 'iPad Air 4. generasjon eller nyere',
  'iPad Mini 6th Gen or newer': 'iPad mini 6. generasjon eller nyere',
  'iPad Pro 2nd Gen or newer': 'iPad Pro 2. generasjon eller nyere',
  'Extend your support subscription': 'Forleng supportabonnementet ditt',
  'Support keeps your {{brand}} suite up to date and gives you a direct line to our service desk.':
    'Supporten holder {{brand}}-pakken din oppdatert og gir deg direkte kontakt med servicedesken vår.',
  'Bronze support': 'Bronze-support',
  'Every suite licence includes the first year of Bronze support.':
    'Hver pakkelisens inkluderer første års Bronze-support.',
  'After the first year support renews automatically at {{price}} (excluding VAT).':
    'Etter det første året fornyes supporten automatisk for {{price}} (eksklusive mva.).',
  'You can cancel at any time; your licence stays yours.': 'Du kan si opp når som helst; lisensen forblir din.',
  'Support lapsed? Catch up on the months since it ended and extend from there.':
    'Har supporten utløpt? Ta igjen månedene siden den tok slutt, og forleng derfra.',
  'Extend it': 'Forleng den',
  'You are signed in as {{email}}: choose the licence whose support you want to extend.':
    'Du er logget inn som {{email}}: velg lisensen du vil forlenge supporten for.',
  'Sign in with the email address that is bound to your licence keys to see your licences and their support.':
    'Logg inn med e-postadressen lisensnøklene dine er knyttet til for å se lisensene dine og supporten deres.',
  'Extend support for your licences': 'Forleng supporten for lisensene dine',
  'Sign in to extend support': 'Logg inn for å forlenge supporten',
  'Buy a support extension': 'Kjøp en supportforlengelse',
  'Your suite licences': 'Pakkelisensene dine',
  'Extend support': 'Forleng support',
  'support renews automatically': 'supporten fornyes automatisk',
  'Support runs until {{date}} and renews automatically.': 'Supporten varer til {{date}} og fornyes automatisk.',
  'Support runs until {{date}}.': 'Supporten varer til {{date}}.',
  'Support lapsed on {{date}}.': 'Supporten utløp {{date}}.',
  'No support is on record for this licence.': 'Ingen support er registrert for denne lisensen.',
  'Support paused since {{date}}': 'Support satt på pause siden {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Supportbetaling forfalt: fornyelsen {{date}} er ikke betalt ennå',
  'Suite support extension': 'Supportforlengelse for pakken',
  'Start or extend Bronze support for your suite licence. If your support has lapsed, catch up on the months since it ended and you are back on the current release.':
    'Start eller forleng Bronze-support for pakkelisensen din. Har supporten utløpt, tar du igjen månedene siden den tok slutt og er tilbake på gjeldende versjon.',
  '{{family}} suite support': 'Support for {{family}}-pakken',
  'Suite support': 'Pakkesupport',
  'Your licence is for the {{family}} suite; choose {{family}} above.':
    'Lisensen din gjelder {{family}}-pakken; velg {{family}} ovenfor.',
  'Lapsed months to catch up': 'Utløpte måneder å ta igjen',
  '{{price}} per lapsed month, once.': '{{price}} per utløpt måned, én gang.',
  'Your support extension': 'Supportforlengelsen din',
  'Support for this licence renews automatically on {{date}}; there is nothing to extend.':
    'Supporten for denne lisensen fornyes automatisk {{date}}; det er ingenting å forlenge.',
  'Support will run from {{start}} until {{end}}.': 'Supporten varer fra {{start}} til {{end}}.',
  'Support will run until {{end}}.': 'Supporten varer til {{end}}.',
  'Support then renews at {{price}}; cancel at any time.':
    'Deretter fornyes supporten for {{price}}; si opp når du vil.',
  'The key could not be checked just now. Please try again.':
    'Nøkkelen kunne ikke kontrolleres akkurat nå. Prøv igjen.',
  'Your suite licence': 'Pakkelisensen din',
  'Licence key': 'Lisensnøkkel',
  'Check licence key': 'Kontroller lisensnøkkelen',
  'Licence {{id}}: {{family}} suite.': 'Lisens {{id}}: {{family}}-pakke.',
  'Or {{signIn}} to choose one of your licences.': 'Eller {{signIn}} for å velge en av lisensene dine.',
  'sign in': 'logg inn',
  'Your licences could not be read just now. Please try again.':
    'Lisensene dine kunne ikke leses akkurat nå. Prøv igjen.',
  'Reading your licences…': 'Leser lisensene dine …',
  'No suite licence is bound to your address.': 'Ingen pakkelisens er knyttet til adressen din.',
  'See your licences': 'Se lisensene dine',
  'This is not a {{brand}} licence key. Copy the whole key from your licence e-mail or from /licenses.':
    'Dette er ikke en lisensnøkkel fra {{brand}}. Kopier hele nøkkelen fra lisens-e-posten eller fra /licenses.',
  'This licence key does not verify. Check that it was copied completely.':
    'Lisensnøkkelen kan ikke bekreftes. Kontroller at den ble kopiert i sin helhet.',
  'Support extensions are for suite licences; this key is for a trainer seat.':
    'Supportforlengelser gjelder pakkelisenser; denne nøkkelen er for en trenerplass.',
};

export default nb;
