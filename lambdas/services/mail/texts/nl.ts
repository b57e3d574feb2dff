import type { MailTexts } from './en';

export const nl: MailTexts = {
  team: 'Het {{brand}}-team',
  hello: 'Hallo,',
  thanks: 'Bedankt voor uw bestelling.',
  legalLine: 'Voorwaarden, privacyverklaring, colofon en herroepingsrecht:',
  legalTerms: 'Voorwaarden',
  legalPrivacy: 'Privacyverklaring',
  legalImprint: 'Colofon',
  legalWithdrawal: 'Herroepingsrecht',
  orderSubjectOne: 'uw licentiesleutel',
  orderSubjectMany: 'uw {{count}} licentiesleutels',
  orderSubjectExtension: 'uw supportverlenging is betaald',
  resentSubject: 'Opnieuw verzonden: {{subject}}',
  factOrderNumber: 'Bestelnummer',
  factReference: 'Referentie voor support',
  factProduct: 'Product',
  factItems: 'Artikelen',
  factRenewal: 'Verlenging',
  factNet: 'Nettoprijs',
  factVat: 'Btw',
  factCharged: 'Afgeschreven bedrag',
  excludingVat: '{{amount}} (exclusief btw)',
  renewalYear: '{{amount}} per jaar, automatisch verlengd tot u opzegt',
  renewalMonth: '{{amount}} per maand, automatisch verlengd tot u opzegt',
  renewalWithVat: '{{gross}} (inclusief {{vat}} btw)',
  renewalFirstYear: 'Eerste jaar inbegrepen, daarna {{price}}',
  extendedUntil:
    'De support van licentie {{licence}} is verlengd: die loopt nu tot {{date}}. Uw licentiesleutel blijft hetzelfde.',
  extended: 'De support van licentie {{licence}} is verlengd. Uw licentiesleutel blijft hetzelfde.',
  seeLicences: 'Uw licenties bekijken',
  goToLicences: 'Naar uw licenties',
  seeOrder: 'Uw bestelling en factuur bekijken',
  keysOne: 'Hier is uw licentiesleutel.',
  keysMany: 'Hier zijn uw {{count}} licentiesleutels, één per licentie.',
  keysFirst:
    'Hier zijn de eerste {{mailed}} van uw {{count}} licentiesleutels; ze staan allemaal op uw licentiepagina.',
  keyLabel: 'Licentie {{index}} van {{count}} ({{licence}})',
  suiteKeyUse:
    'Gebruik deze sleutel om uw {{product}}-licentie in de simulatorsoftware te activeren. Hij is gekoppeld aan uw e-mailadres.',
  seatKeyUse: 'Gebruik deze sleutel om één plaats van de FMS Trainer-app te ontgrendelen zolang het abonnement loopt.',
  seatKeyUseAircraft:
    'Gebruik deze sleutel om één plaats van de FMS Trainer-app ({{aircraft}}) te ontgrendelen zolang het abonnement loopt.',
  signInToSee:
    'Meld u aan met dit e-mailadres om op elk moment uw licenties te zien, uw sleutels te kopiëren en support te beheren.',
  offerSubject: 'er wordt u een licentie aangeboden',
  offer: '{{from}} biedt u de eigen {{product}}-licentie ({{licence}}) aan.',
  offerHowTo:
    'Meld u aan (of maak uw account aan) met dit e-mailadres en kies Accepteren om haar te aanvaarden. De licentiesleutel wordt dan opnieuw voor u uitgegeven.',
  acceptLicence: 'Licentie accepteren',
  newOwnerSubject: 'de licentie is nu van u',
  newOwnerBound: 'De {{product}}-licentie ({{licence}}) is nu gekoppeld aan uw e-mailadres.',
  newKeyLabel: 'Uw nieuwe licentiesleutel',
  newKeyUse: 'Voer deze sleutel in de software in; de sleutel van de vorige eigenaar geldt niet meer als de huidige.',
  movedSupportPaid:
    'De support is betaald tot {{date}} en wordt voor u niet verlengd. Zet hem vanaf die datum voort met een eigen supportverlenging.',
  movedSupportNone: 'Er loopt geen support. Start support met een eigen supportverlenging.',
  continueSupport: 'Support voortzetten',
  previousOwnerSubject: 'uw licentieoverdracht is voltooid',
  previousOwnerAccepted:
    '{{to}} heeft uw {{product}}-licentie ({{licence}}) geaccepteerd. Ze is niet meer gekoppeld aan uw e-mailadres en de oude sleutel is vervangen.',
  previousOwnerMovedByStaff:
    'Ons supportteam heeft uw {{product}}-licentie ({{licence}}) overgezet naar {{to}}. Ze is niet meer gekoppeld aan uw e-mailadres en de oude sleutel is vervangen.',
  byStaff: 'Ons supportteam heeft deze wijziging doorgevoerd. Beantwoord deze e-mail als u dit niet verwachtte.',
  resentByStaff: 'Ons supportteam heeft deze e-mail opnieuw verzonden.',
  correctedByStaff:
    'Ons supportteam heeft het e-mailadres van deze bestelling gecorrigeerd naar het uwe en er nieuwe licentiesleutels voor uitgegeven.',
  renewalStoppedAfter:
    'Uw supportabonnement hiervoor wordt na {{date}} niet meer verlengd: u betaalt niet meer voor deze licentie.',
  renewalStopped: 'Uw supportabonnement hiervoor wordt niet meer verlengd: u betaalt niet meer voor deze licentie.',
  lapsingSubject: 'uw support eindigt binnenkort',
  lapsing: 'De support voor uw {{product}}-licentie ({{licence}}) eindigt op {{date}} en wordt niet verlengd.',
  lapsingAdvice: 'Verleng hem vóór die datum om updates en hulp te houden zonder inhaalmaanden.',
  extendSupport: 'Support verlengen',
  lapsedSubject: 'uw support is verlopen',
  lapsed: 'De support voor uw {{product}}-licentie ({{licence}}) eindigde op {{date}}. Uw licentie blijft werken.',
  lapsedAdvice: 'U kunt de support op elk moment verlengen; de verlenging omvat de maanden sinds het verlopen.',
  extendedForOwnerSubject: 'de support van uw licentie is verlengd',
  extendedForOwner:
    'Iemand heeft een supportverlenging gekocht voor uw {{product}}-licentie ({{licence}}). De support loopt nu tot {{date}}.',
  extendedForOwnerNothingToDo: 'Uw licentiesleutel blijft hetzelfde; u hoeft niets te doen.',
  cancelledSubject: 'Uw abonnement is opgezegd',
  cancelled:
    'U hebt uw abonnement op ‘{{product}}’ opgezegd. Het blijft actief tot {{date}} en wordt niet meer in rekening gebracht.',
  factSubscription: 'Abonnement',
  factEndsOn: 'Eindigt op',
  cancelledResume:
    'Van gedachten veranderd? Tot die dag kunt u het op uw abonnementenpagina hervatten, zonder extra kosten.',
  resumeOrManage: 'Abonnementen hervatten of beheren',
  resumedSubject: 'Uw abonnement loopt door',
  resumedOn:
    'Uw abonnement op ‘{{product}}’ is niet meer opgezegd: het loopt door en wordt automatisch verlengd op {{date}}.',
  resumed: 'Uw abonnement op ‘{{product}}’ is niet meer opgezegd: het loopt door en wordt automatisch verlengd.',
  cancelAgain: 'U kunt het tot dan op elk moment opnieuw opzeggen.',
  seeSubscriptions: 'Uw abonnementen bekijken',
  passwordChangedSubject: 'uw wachtwoord is gewijzigd',
  passwordChanged:
    'Het wachtwoord van uw {{brand}}-account {{email}} is op {{date}} gewijzigd. Op alle andere apparaten waar u was aangemeld, bent u afgemeld.',
  passwordChangedNotYou:
    'Hebt u het niet zelf gewijzigd? Stel dan nu een nieuw wachtwoord in met ‘Wachtwoord vergeten?’.',
  signIn: 'Aanmelden',
  deleteCodeSubject: 'uw code om uw account te verwijderen',
  deleteCode:
    'U hebt gevraagd uw {{brand}}-account {{email}} te verwijderen. Voer deze code in op uw accountpagina om dat te bevestigen.',
  deleteCodeLabel: 'Uw code',
  deleteCodeExpiry:
    'De code is 15 minuten geldig. Hebt u er niet om gevraagd, negeer dan deze e-mail: uw account blijft zoals het is.',
  accountDeletedSubject: 'uw account is verwijderd',
  accountDeleted:
    'Uw {{brand}}-account {{email}} en elke manier om erop aan te melden zijn op {{date}} verwijderd, en elke sessie is beëindigd.',
  accountDeletedKept:
    'Bewaard voor de boekhouding: uw betaalde bestellingen, facturen en terugbetalingen (10 jaar, zoals de belastingwet vereist). Uw licenties en hun sleutels blijven werken, en als u zich opnieuw registreert met dit adres, ziet u ze weer.',
  accountDeletedSubscriptions:
    'Uw abonnementen worden niet meer verlengd; elk loopt tot het einde van de betaalde periode.',
};
