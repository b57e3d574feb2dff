import type { MailTexts } from './en';

export const sv: MailTexts = {
  team: '{{brand}}-teamet',
  hello: 'Hej,',
  thanks: 'Tack för din beställning.',
  legalLine: 'Villkor, integritetsmeddelande, kontaktuppgifter och ångerrätt:',
  legalTerms: 'Villkor',
  legalPrivacy: 'Integritetsmeddelande',
  legalImprint: 'Kontaktuppgifter',
  legalWithdrawal: 'Ångerrätt',
  orderSubjectOne: 'din licensnyckel',
  orderSubjectMany: 'dina {{count}} licensnycklar',
  orderSubjectExtension: 'din supportförlängning är betald',
  resentSubject: 'Skickat igen: {{subject}}',
  factOrderNumber: 'Ordernummer',
  factReference: 'Referens för support',
  factProduct: 'Produkt',
  factItems: 'Artiklar',
  factRenewal: 'Förnyelse',
  factNet: 'Nettopris',
  factVat: 'Moms',
  factCharged: 'Debiterat belopp',
  excludingVat: '{{amount}} (exklusive moms)',
  renewalYear: '{{amount}} per år, förnyas automatiskt tills du säger upp',
  renewalMonth: '{{amount}} per månad, förnyas automatiskt tills du säger upp',
  renewalWithVat: '{{gross}} (inklusive {{vat}} moms)',
  renewalFirstYear: 'Första året ingår, därefter {{price}}',
  extendedUntil:
    'Supporten för licens {{licence}} är förlängd: den gäller nu till {{date}}. Din licensnyckel är densamma.',
  extended: 'Supporten för licens {{licence}} är förlängd. Din licensnyckel är densamma.',
  seeLicences: 'Se dina licenser',
  goToLicences: 'Till dina licenser',
  seeOrder: 'Se din order och faktura',
  keysOne: 'Här är din licensnyckel.',
  keysMany: 'Här är dina {{count}} licensnycklar, en per licens.',
  keysFirst: 'Här är de första {{mailed}} av dina {{count}} licensnycklar; alla finns på din licenssida.',
  keyLabel: 'Licens {{index}} av {{count}} ({{licence}})',
  suiteKeyUse:
    'Använd den här nyckeln för att aktivera din {{product}}-licens i simulatorprogrammet. Den är kopplad till din e-postadress.',
  seatKeyUse: 'Använd den här nyckeln för att låsa upp en plats i FMS Trainer-appen medan prenumerationen löper.',
  seatKeyUseAircraft:
    'Använd den här nyckeln för att låsa upp en plats i FMS Trainer-appen ({{aircraft}}) medan prenumerationen löper.',
  signInToSee:
    'Logga in med den här e-postadressen för att när som helst se dina licenser, kopiera nycklar och hantera support.',
  offerSubject: 'en licens erbjuds dig',
  offer: '{{from}} erbjuder dig sin {{product}}-licens ({{licence}}).',
  offerHowTo:
    'För att ta emot den loggar du in (eller skapar ditt konto) med den här e-postadressen och väljer Acceptera. Licensnyckeln utfärdas då på nytt åt dig.',
  acceptLicence: 'Acceptera licensen',
  newOwnerSubject: 'licensen är nu din',
  newOwnerBound: '{{product}}-licensen ({{licence}}) är nu kopplad till din e-postadress.',
  newKeyLabel: 'Din nya licensnyckel',
  newKeyUse: 'Ange den här nyckeln i programmet; den tidigare ägarens nyckel gäller inte längre.',
  movedSupportPaid:
    'Supporten är betald till {{date}} och förnyas inte för dig. Fortsätt den från det datumet med en egen supportförlängning.',
  movedSupportNone: 'Den har ingen löpande support. Starta support med en egen supportförlängning.',
  continueSupport: 'Fortsätt supporten',
  previousOwnerSubject: 'din licensöverlåtelse är klar',
  previousOwnerAccepted:
    '{{to}} har accepterat din {{product}}-licens ({{licence}}). Den är inte längre kopplad till din e-postadress och den gamla nyckeln är ersatt.',
  previousOwnerMovedByStaff:
    'Vår support har flyttat din {{product}}-licens ({{licence}}) till {{to}}. Den är inte längre kopplad till din e-postadress och den gamla nyckeln är ersatt.',
  byStaff: 'Vår support gjorde den här ändringen. Svara på det här mejlet om du inte väntade dig den.',
  resentByStaff: 'Vår support har skickat det här mejlet igen.',
  correctedByStaff:
    'Vår support har rättat e-postadressen för den här beställningen till din och utfärdat nya licensnycklar för den.',
  renewalStoppedAfter:
    'Din supportprenumeration för den förnyas inte efter {{date}}: du debiteras inte mer för den här licensen.',
  renewalStopped: 'Din supportprenumeration för den förnyas inte längre: du debiteras inte mer för den här licensen.',
  lapsingSubject: 'din support upphör snart',
  lapsing: 'Supporten för din {{product}}-licens ({{licence}}) upphör den {{date}} och förnyas inte.',
  lapsingAdvice: 'Förläng den innan dess för att behålla uppdateringar och hjälp utan efterbetalningsmånader.',
  extendSupport: 'Förläng supporten',
  lapsedSubject: 'din support har upphört',
  lapsed: 'Supporten för din {{product}}-licens ({{licence}}) upphörde den {{date}}. Din licens fungerar fortfarande.',
  lapsedAdvice: 'Du kan förlänga supporten när som helst; förlängningen omfattar månaderna sedan den upphörde.',
  extendedForOwnerSubject: 'supporten för din licens har förlängts',
  extendedForOwner:
    'Någon har köpt en supportförlängning för din {{product}}-licens ({{licence}}). Supporten gäller nu till {{date}}.',
  extendedForOwnerNothingToDo: 'Din licensnyckel är densamma; du behöver inte göra något.',
  cancelledSubject: 'Din prenumeration är uppsagd',
  cancelled: 'Du har sagt upp din prenumeration på ”{{product}}”. Den är aktiv till {{date}} och debiteras inte igen.',
  factSubscription: 'Prenumeration',
  factEndsOn: 'Upphör den',
  cancelledResume: 'Ångrat dig? Fram till den dagen kan du återuppta den på din prenumerationssida utan extra kostnad.',
  resumeOrManage: 'Återuppta eller hantera prenumerationer',
  resumedSubject: 'Din prenumeration fortsätter',
  resumedOn:
    'Din prenumeration på ”{{product}}” är inte längre uppsagd: den fortsätter och förnyas automatiskt den {{date}}.',
  resumed: 'Din prenumeration på ”{{product}}” är inte längre uppsagd: den fortsätter och förnyas automatiskt.',
  cancelAgain: 'Du kan säga upp den igen när som helst före dess.',
  seeSubscriptions: 'Se dina prenumerationer',
  passwordChangedSubject: 'ditt lösenord har ändrats',
  passwordChanged:
    'Lösenordet för ditt {{brand}}-konto {{email}} ändrades den {{date}}. Alla andra enheter där du var inloggad har loggats ut.',
  passwordChangedNotYou: 'Om det inte var du som ändrade det, välj ett nytt lösenord nu med ”Glömt lösenordet?”.',
  signIn: 'Logga in',
  deleteCodeSubject: 'din kod för att radera ditt konto',
  deleteCode:
    'Du har bett om att radera ditt {{brand}}-konto {{email}}. Ange den här koden på din kontosida för att bekräfta.',
  deleteCodeLabel: 'Din kod',
  deleteCodeExpiry:
    'Koden gäller i 15 minuter. Om du inte bad om den kan du bortse från det här meddelandet: ditt konto förblir som det är.',
  accountDeletedSubject: 'ditt konto är raderat',
  accountDeleted:
    'Ditt {{brand}}-konto {{email}} och alla sätt att logga in på det raderades den {{date}}, och alla sessioner har avslutats.',
  accountDeletedKept:
    'Sparas för bokföringen: dina betalda beställningar, fakturor och återbetalningar (10 år, enligt skattelagstiftningen). Dina licenser och deras nycklar fortsätter att fungera, och om du registrerar dig igen med den här adressen visas de igen.',
  accountDeletedSubscriptions:
    'Dina prenumerationer förnyas inte längre; var och en löper till slutet av sin betalda period.',
};
