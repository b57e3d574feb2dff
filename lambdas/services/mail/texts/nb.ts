import type { MailTexts } from './en';

export const nb: MailTexts = {
  team: '{{brand}}-teamet',
  hello: 'Hei,',
  thanks: 'Takk for bestillingen.',
  legalLine: 'Vilkår, personvernerklæring, kontaktinformasjon og angrerett:',
  legalTerms: 'Vilkår',
  legalPrivacy: 'Personvernerklæring',
  legalImprint: 'Kontaktinformasjon',
  legalWithdrawal: 'Angrerett',
  orderSubjectOne: 'lisensnøkkelen din',
  orderSubjectMany: 'de {{count}} lisensnøklene dine',
  orderSubjectExtension: 'støtteforlengelsen din er betalt',
  resentSubject: 'Sendt på nytt: {{subject}}',
  factOrderNumber: 'Ordrenummer',
  factReference: 'Referanse for støtte',
  factProduct: 'Produkt',
  factItems: 'Varer',
  factRenewal: 'Fornyelse',
  factNet: 'Nettopris',
  factVat: 'MVA',
  factCharged: 'Belastet beløp',
  excludingVat: '{{amount}} (uten MVA)',
  renewalYear: '{{amount}} per år, fornyes automatisk til du sier opp',
  renewalMonth: '{{amount}} per måned, fornyes automatisk til du sier opp',
  renewalWithVat: '{{gross}} (inkludert {{vat}} MVA)',
  renewalFirstYear: 'Første år inkludert, deretter {{price}}',
  extendedUntil:
    'Støtten for lisens {{licence}} er forlenget: den varer nå til {{date}}. Lisensnøkkelen din er den samme.',
  extended: 'Støtten for lisens {{licence}} er forlenget. Lisensnøkkelen din er den samme.',
  seeLicences: 'Se lisensene dine',
  goToLicences: 'Gå til lisensene dine',
  seeOrder: 'Se ordren og fakturaen',
  keysOne: 'Her er lisensnøkkelen din.',
  keysMany: 'Her er de {{count}} lisensnøklene dine, én per lisens.',
  keysFirst: 'Her er de første {{mailed}} av de {{count}} lisensnøklene dine; alle står på lisenssiden din.',
  keyLabel: 'Lisens {{index}} av {{count}} ({{licence}})',
  suiteKeyUse:
    'Bruk denne nøkkelen til å aktivere {{product}}-lisensen din i simulatorprogramvaren. Den er knyttet til e-postadressen din.',
  seatKeyUse: 'Bruk denne nøkkelen til å låse opp én plass i FMS Trainer-appen mens abonnementet løper.',
  seatKeyUseAircraft:
    'Bruk denne nøkkelen til å låse opp én plass i FMS Trainer-appen ({{aircraft}}) mens abonnementet løper.',
  signInToSee:
    'Logg inn med denne e-postadressen for å se lisensene dine, kopiere nøkler og administrere støtte når som helst.',
  offerSubject: 'du får tilbud om en lisens',
  offer: '{{from}} tilbyr deg sin {{product}}-lisens ({{licence}}).',
  offerHowTo:
    'For å godta den logger du inn (eller oppretter kontoen din) med denne e-postadressen og velger Godta. Lisensnøkkelen utstedes da på nytt til deg.',
  acceptLicence: 'Godta lisensen',
  newOwnerSubject: 'lisensen er nå din',
  newOwnerBound: '{{product}}-lisensen ({{licence}}) er nå knyttet til e-postadressen din.',
  newKeyLabel: 'Den nye lisensnøkkelen din',
  newKeyUse: 'Skriv inn denne nøkkelen i programvaren; den forrige eierens nøkkel gjelder ikke lenger.',
  movedSupportPaid:
    'Støtten er betalt til {{date}} og fornyes ikke for deg. Fortsett den fra den datoen med din egen støtteforlengelse.',
  movedSupportNone: 'Den har ingen løpende støtte. Start støtte med din egen støtteforlengelse.',
  continueSupport: 'Fortsett støtten',
  previousOwnerSubject: 'lisensoverføringen din er fullført',
  previousOwnerAccepted:
    '{{to}} har godtatt {{product}}-lisensen din ({{licence}}). Den er ikke lenger knyttet til e-postadressen din, og den gamle nøkkelen er erstattet.',
  previousOwnerMovedByStaff:
    'Supportteamet vårt har flyttet {{product}}-lisensen din ({{licence}}) til {{to}}. Den er ikke lenger knyttet til e-postadressen din, og den gamle nøkkelen er erstattet.',
  byStaff: 'Supportteamet vårt gjorde denne endringen. Svar på denne e-posten hvis du ikke ventet den.',
  resentByStaff: 'Supportteamet vårt har sendt denne e-posten på nytt.',
  correctedByStaff:
    'Supportteamet vårt har rettet e-postadressen for denne bestillingen til din og utstedt nye lisensnøkler for den.',
  renewalStoppedAfter:
    'Støtteabonnementet ditt for den fornyes ikke etter {{date}}: du belastes ikke mer for denne lisensen.',
  renewalStopped: 'Støtteabonnementet ditt for den fornyes ikke lenger: du belastes ikke mer for denne lisensen.',
  lapsingSubject: 'støtten din slutter snart',
  lapsing: 'Støtten for {{product}}-lisensen din ({{licence}}) slutter {{date}} og fornyes ikke.',
  lapsingAdvice: 'Forleng den før da for å beholde oppdateringer og hjelp uten etterbetalingsmåneder.',
  extendSupport: 'Forleng støtten',
  lapsedSubject: 'støtten din har utløpt',
  lapsed: 'Støtten for {{product}}-lisensen din ({{licence}}) sluttet {{date}}. Lisensen din virker fortsatt.',
  lapsedAdvice: 'Du kan forlenge støtten når som helst; forlengelsen omfatter månedene siden den utløp.',
  extendedForOwnerSubject: 'støtten for lisensen din er forlenget',
  extendedForOwner:
    'Noen har kjøpt en støtteforlengelse for {{product}}-lisensen din ({{licence}}). Støtten varer nå til {{date}}.',
  extendedForOwnerNothingToDo: 'Lisensnøkkelen din er den samme; du trenger ikke gjøre noe.',
  cancelledSubject: 'Abonnementet ditt er sagt opp',
  cancelled: 'Du har sagt opp abonnementet ditt på «{{product}}». Det er aktivt til {{date}} og belastes ikke igjen.',
  factSubscription: 'Abonnement',
  factEndsOn: 'Slutter',
  cancelledResume:
    'Ombestemt deg? Frem til den dagen kan du gjenoppta det på abonnementssiden din uten ekstra kostnad.',
  resumeOrManage: 'Gjenoppta eller administrer abonnementer',
  resumedSubject: 'Abonnementet ditt fortsetter',
  resumedOn:
    'Abonnementet ditt på «{{product}}» er ikke lenger sagt opp: det fortsetter og fornyes automatisk {{date}}.',
  resumed: 'Abonnementet ditt på «{{product}}» er ikke lenger sagt opp: det fortsetter og fornyes automatisk.',
  cancelAgain: 'Du kan si det opp igjen når som helst før da.',
  seeSubscriptions: 'Se abonnementene dine',
  passwordChangedSubject: 'passordet ditt er endret',
  passwordChanged:
    'Passordet til {{brand}}-kontoen din {{email}} ble endret {{date}}. Alle andre enheter der du var logget inn, er logget ut.',
  passwordChangedNotYou: 'Hvis det ikke var du som endret det, velg et nytt passord nå med «Glemt passordet?».',
  signIn: 'Logg inn',
  deleteCodeSubject: 'koden din for å slette kontoen',
  deleteCode:
    'Du har bedt om å slette {{brand}}-kontoen din {{email}}. Skriv inn denne koden på kontosiden din for å bekrefte.',
  deleteCodeLabel: 'Koden din',
  deleteCodeExpiry:
    'Koden gjelder i 15 minutter. Hvis du ikke ba om den, kan du se bort fra denne e-posten: kontoen din forblir som den er.',
  accountDeletedSubject: 'kontoen din er slettet',
  accountDeleted:
    '{{brand}}-kontoen din {{email}} og alle måter å logge inn på den ble slettet {{date}}, og alle økter er avsluttet.',
  accountDeletedKept:
    'Oppbevares for regnskapet: betalte bestillinger, fakturaer og refusjoner (10 år, slik skatteloven krever). Lisensene og nøklene dine virker fortsatt, og hvis du registrerer deg på nytt med denne adressen, vises de igjen.',
  accountDeletedSubscriptions:
    'Abonnementene dine fornyes ikke lenger; hvert av dem løper til slutten av den betalte perioden.',
};
