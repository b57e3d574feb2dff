import type { MailTexts } from './en';

export const it: MailTexts = {
  team: 'Il team di {{brand}}',
  hello: 'Salve,',
  thanks: 'Grazie per il suo ordine.',
  legalLine: 'Condizioni, informativa sulla privacy, note legali e diritto di recesso:',
  legalTerms: 'Condizioni',
  legalPrivacy: 'Informativa sulla privacy',
  legalImprint: 'Note legali',
  legalWithdrawal: 'Diritto di recesso',
  orderSubjectOne: 'la sua chiave di licenza',
  orderSubjectMany: 'le sue {{count}} chiavi di licenza',
  orderSubjectExtension: 'la sua estensione del supporto è pagata',
  resentSubject: 'Inviato di nuovo: {{subject}}',
  factOrderNumber: 'Numero d’ordine',
  factReference: 'Riferimento per l’assistenza',
  factProduct: 'Prodotto',
  factItems: 'Articoli',
  factRenewal: 'Rinnovo',
  factNet: 'Prezzo netto',
  factVat: 'IVA',
  factCharged: 'Importo addebitato',
  excludingVat: '{{amount}} (IVA esclusa)',
  renewalYear: '{{amount}} all’anno, con rinnovo automatico fino alla disdetta',
  renewalMonth: '{{amount}} al mese, con rinnovo automatico fino alla disdetta',
  renewalWithVat: '{{gross}} (di cui {{vat}} di IVA)',
  renewalFirstYear: 'Primo anno incluso, poi {{price}}',
  extendedUntil:
    'Il supporto della licenza {{licence}} è esteso: ora dura fino al {{date}}. La sua chiave di licenza resta la stessa.',
  extended: 'Il supporto della licenza {{licence}} è esteso. La sua chiave di licenza resta la stessa.',
  seeLicences: 'Vedi le sue licenze',
  goToLicences: 'Vai alle sue licenze',
  seeOrder: 'Vedi l’ordine e la fattura',
  keysOne: 'Ecco la sua chiave di licenza.',
  keysMany: 'Ecco le sue {{count}} chiavi di licenza, una per licenza.',
  keysFirst:
    'Ecco le prime {{mailed}} delle sue {{count}} chiavi di licenza; tutte sono nella sua pagina delle licenze.',
  keyLabel: 'Licenza {{index}} di {{count}} ({{licence}})',
  suiteKeyUse:
    'Usi questa chiave per attivare la sua licenza {{product}} nel software del simulatore. È legata al suo indirizzo e-mail.',
  seatKeyUse: 'Usi questa chiave per sbloccare una postazione dell’app FMS Trainer finché il suo abbonamento è attivo.',
  seatKeyUseAircraft:
    'Usi questa chiave per sbloccare una postazione dell’app FMS Trainer ({{aircraft}}) finché il suo abbonamento è attivo.',
  signInToSee:
    'Acceda con questo indirizzo e-mail per vedere le sue licenze, copiare le chiavi e gestire il supporto in qualsiasi momento.',
  offerSubject: 'le viene offerta una licenza',
  offer: '{{from}} le offre la propria licenza {{product}} ({{licence}}).',
  offerHowTo:
    'Per accettarla, acceda (o crei il suo account) con questo indirizzo e-mail e scelga Accetta. La chiave di licenza verrà quindi emessa di nuovo per lei.',
  acceptLicence: 'Accetta la licenza',
  newOwnerSubject: 'la licenza ora è sua',
  newOwnerBound: 'La licenza {{product}} ({{licence}}) ora è legata al suo indirizzo e-mail.',
  newKeyLabel: 'La sua nuova chiave di licenza',
  newKeyUse: 'Inserisca questa chiave nel software; la chiave del precedente proprietario non è più quella valida.',
  movedSupportPaid:
    'Il suo supporto è pagato fino al {{date}} e non si rinnova per lei. Lo prosegua da quella data con una sua estensione del supporto.',
  movedSupportNone: 'Non ha un supporto attivo. Avvii il supporto con una sua estensione del supporto.',
  continueSupport: 'Prosegui il supporto',
  previousOwnerSubject: 'il trasferimento della licenza è completato',
  previousOwnerAccepted:
    '{{to}} ha accettato la sua licenza {{product}} ({{licence}}). Non è più legata al suo indirizzo e-mail e la vecchia chiave è sostituita.',
  previousOwnerMovedByStaff:
    'Il nostro team di assistenza ha trasferito la sua licenza {{product}} ({{licence}}) a {{to}}. Non è più legata al suo indirizzo e-mail e la vecchia chiave è sostituita.',
  byStaff:
    'Il nostro team di assistenza ha effettuato questa modifica. Risponda a questa e-mail se non se lo aspettava.',
  resentByStaff: 'Il nostro team di assistenza le ha inviato di nuovo questa e-mail.',
  correctedByStaff:
    'Il nostro team di assistenza ha corretto l’indirizzo e-mail di questo ordine con il suo e ha emesso nuove chiavi di licenza.',
  renewalStoppedAfter:
    'Il suo abbonamento di supporto per questa licenza non si rinnova dopo il {{date}}: non le verrà più addebitato nulla per questa licenza.',
  renewalStopped:
    'Il suo abbonamento di supporto per questa licenza non si rinnova più: non le verrà più addebitato nulla per questa licenza.',
  lapsingSubject: 'il suo supporto termina presto',
  lapsing: 'Il supporto della sua licenza {{product}} ({{licence}}) termina il {{date}} e non si rinnova.',
  lapsingAdvice: 'Lo estenda prima di allora per mantenere aggiornamenti e assistenza senza mesi arretrati.',
  extendSupport: 'Estendi il supporto',
  lapsedSubject: 'il suo supporto è scaduto',
  lapsed:
    'Il supporto della sua licenza {{product}} ({{licence}}) è terminato il {{date}}. La sua licenza continua a funzionare.',
  lapsedAdvice:
    'Può estendere il supporto in qualsiasi momento; l’estensione comprende i mesi trascorsi dalla scadenza.',
  extendedForOwnerSubject: 'il supporto della sua licenza è stato esteso',
  extendedForOwner:
    'Qualcuno ha acquistato un’estensione del supporto per la sua licenza {{product}} ({{licence}}). Il supporto ora dura fino al {{date}}.',
  extendedForOwnerNothingToDo: 'La sua chiave di licenza resta la stessa; non deve fare nulla.',
  cancelledSubject: 'Il suo abbonamento è disdetto',
  cancelled:
    'Ha disdetto il suo abbonamento a «{{product}}». Resta attivo fino al {{date}} e non verrà più addebitato.',
  factSubscription: 'Abbonamento',
  factEndsOn: 'Termina il',
  cancelledResume:
    'Ha cambiato idea? Fino a quel giorno può riprenderlo dalla pagina degli abbonamenti, senza costi aggiuntivi.',
  resumeOrManage: 'Riprendi o gestisci gli abbonamenti',
  resumedSubject: 'Il suo abbonamento continua',
  resumedOn:
    'Il suo abbonamento a «{{product}}» non è più disdetto: continua e si rinnova automaticamente il {{date}}.',
  resumed: 'Il suo abbonamento a «{{product}}» non è più disdetto: continua e si rinnova automaticamente.',
  cancelAgain: 'Può disdirlo di nuovo in qualsiasi momento prima di allora.',
  seeSubscriptions: 'Vedi i suoi abbonamenti',
  passwordChangedSubject: 'la sua password è stata cambiata',
  passwordChanged:
    'La password del suo account {{brand}} {{email}} è stata cambiata il {{date}}. Tutti gli altri dispositivi su cui aveva effettuato l’accesso sono stati disconnessi.',
  passwordChangedNotYou: 'Se non l’ha cambiata lei, imposti subito una nuova password con «Password dimenticata?».',
  signIn: 'Accedi',
  deleteCodeSubject: 'il suo codice per eliminare l’account',
  deleteCode:
    'Ha chiesto di eliminare il suo account {{brand}} {{email}}. Inserisca questo codice nella pagina del suo account per confermarlo.',
  deleteCodeLabel: 'Il suo codice',
  deleteCodeExpiry:
    'Il codice è valido 15 minuti. Se non l’ha richiesto, ignori questa e-mail: il suo account resta com’è.',
  accountDeletedSubject: 'il suo account è eliminato',
  accountDeleted:
    'Il suo account {{brand}} {{email}} e ogni modo di accedervi sono stati eliminati il {{date}}, e ogni sessione è terminata.',
  accountDeletedKept:
    'Conservati per la contabilità: i suoi ordini pagati, le fatture e i rimborsi (10 anni, come richiede la legge fiscale). Le sue licenze e le relative chiavi continuano a funzionare, e registrandosi di nuovo con questo indirizzo ricompaiono.',
  accountDeletedSubscriptions:
    'I suoi abbonamenti non si rinnovano più; ognuno dura fino alla fine del periodo pagato.',
};
