import type { MailTexts } from './en';

export const de: MailTexts = {
  team: 'Ihr {{brand}}-Team',
  hello: 'Hallo,',
  thanks: 'Vielen Dank für Ihre Bestellung.',
  legalLine: 'Bedingungen, Datenschutzhinweis, Impressum und Widerrufsrecht:',
  legalTerms: 'Bedingungen',
  legalPrivacy: 'Datenschutzhinweis',
  legalImprint: 'Impressum',
  legalWithdrawal: 'Widerrufsrecht',
  orderSubjectOne: 'Ihr Lizenzschlüssel',
  orderSubjectMany: 'Ihre {{count}} Lizenzschlüssel',
  orderSubjectExtension: 'Ihre Support-Verlängerung ist bezahlt',
  resentSubject: 'Erneut gesendet: {{subject}}',
  factOrderNumber: 'Bestellnummer',
  factReference: 'Referenz für den Support',
  factProduct: 'Produkt',
  factItems: 'Positionen',
  factRenewal: 'Verlängerung',
  factNet: 'Nettopreis',
  factVat: 'MwSt.',
  factCharged: 'Belasteter Betrag',
  excludingVat: '{{amount}} (ohne MwSt.)',
  renewalYear: '{{amount}} pro Jahr, verlängert sich automatisch bis zur Kündigung',
  renewalMonth: '{{amount}} pro Monat, verlängert sich automatisch bis zur Kündigung',
  renewalWithVat: '{{gross}} (inkl. {{vat}} MwSt.)',
  renewalFirstYear: 'Erstes Jahr inklusive, danach {{price}}',
  extendedUntil:
    'Der Support der Lizenz {{licence}} ist verlängert: Er läuft jetzt bis {{date}}. Ihr Lizenzschlüssel bleibt derselbe.',
  extended: 'Der Support der Lizenz {{licence}} ist verlängert. Ihr Lizenzschlüssel bleibt derselbe.',
  seeLicences: 'Ihre Lizenzen ansehen',
  goToLicences: 'Zu Ihren Lizenzen',
  seeOrder: 'Bestellung und Rechnung ansehen',
  keysOne: 'Hier ist Ihr Lizenzschlüssel.',
  keysMany: 'Hier sind Ihre {{count}} Lizenzschlüssel, einer pro Lizenz.',
  keysFirst: 'Hier sind die ersten {{mailed}} Ihrer {{count}} Lizenzschlüssel; alle stehen auf Ihrer Lizenzseite.',
  keyLabel: 'Lizenz {{index}} von {{count}} ({{licence}})',
  suiteKeyUse:
    'Mit diesem Schlüssel aktivieren Sie Ihre {{product}}-Lizenz in der Simulator-Software. Er ist an Ihre E-Mail-Adresse gebunden.',
  seatKeyUse: 'Mit diesem Schlüssel schalten Sie einen Platz der FMS-Trainer-App frei, solange ihr Abonnement läuft.',
  seatKeyUseAircraft:
    'Mit diesem Schlüssel schalten Sie einen Platz der FMS-Trainer-App ({{aircraft}}) frei, solange ihr Abonnement läuft.',
  signInToSee:
    'Melden Sie sich mit dieser E-Mail-Adresse an, um jederzeit Ihre Lizenzen zu sehen, Schlüssel zu kopieren und den Support zu verwalten.',
  offerSubject: 'Ihnen wird eine Lizenz angeboten',
  offer: '{{from}} bietet Ihnen die eigene {{product}}-Lizenz ({{licence}}) an.',
  offerHowTo:
    'Um sie anzunehmen, melden Sie sich mit dieser E-Mail-Adresse an (oder legen Sie Ihr Konto an) und wählen Sie „Annehmen“. Der Lizenzschlüssel wird dann für Sie neu ausgestellt.',
  acceptLicence: 'Lizenz annehmen',
  newOwnerSubject: 'die Lizenz gehört jetzt Ihnen',
  newOwnerBound: 'Die {{product}}-Lizenz ({{licence}}) ist jetzt an Ihre E-Mail-Adresse gebunden.',
  newKeyLabel: 'Ihr neuer Lizenzschlüssel',
  newKeyUse:
    'Geben Sie diesen Schlüssel in der Software ein; der Schlüssel des bisherigen Inhabers gilt nicht mehr als aktuell.',
  movedSupportPaid:
    'Ihr Support ist bis {{date}} bezahlt und verlängert sich für Sie nicht. Setzen Sie ihn ab diesem Tag mit einer eigenen Support-Verlängerung fort.',
  movedSupportNone:
    'Sie hat keinen laufenden Support. Beginnen Sie den Support mit einer eigenen Support-Verlängerung.',
  continueSupport: 'Support fortsetzen',
  previousOwnerSubject: 'Ihre Lizenzübertragung ist abgeschlossen',
  previousOwnerAccepted:
    '{{to}} hat Ihre {{product}}-Lizenz ({{licence}}) angenommen. Sie ist nicht mehr an Ihre E-Mail-Adresse gebunden, und ihr alter Schlüssel ist ersetzt.',
  previousOwnerMovedByStaff:
    'Unser Support-Team hat Ihre {{product}}-Lizenz ({{licence}}) an {{to}} übertragen. Sie ist nicht mehr an Ihre E-Mail-Adresse gebunden, und ihr alter Schlüssel ist ersetzt.',
  byStaff:
    'Unser Support-Team hat diese Änderung vorgenommen. Antworten Sie auf diese E-Mail, wenn Sie sie nicht erwartet haben.',
  resentByStaff: 'Unser Support-Team hat Ihnen diese E-Mail erneut gesendet.',
  correctedByStaff:
    'Unser Support-Team hat die E-Mail-Adresse dieser Bestellung auf Ihre korrigiert und neue Lizenzschlüssel dafür ausgestellt.',
  renewalStoppedAfter:
    'Ihr Support-Abonnement dafür verlängert sich nach dem {{date}} nicht mehr: Für diese Lizenz wird Ihnen nichts mehr berechnet.',
  renewalStopped:
    'Ihr Support-Abonnement dafür verlängert sich nicht mehr: Für diese Lizenz wird Ihnen nichts mehr berechnet.',
  lapsingSubject: 'Ihr Support endet bald',
  lapsing: 'Der Support für Ihre {{product}}-Lizenz ({{licence}}) endet am {{date}} und verlängert sich nicht.',
  lapsingAdvice: 'Verlängern Sie ihn vorher, um Updates und Hilfe ohne Nachzahlungsmonate zu behalten.',
  extendSupport: 'Support verlängern',
  lapsedSubject: 'Ihr Support ist abgelaufen',
  lapsed: 'Der Support für Ihre {{product}}-Lizenz ({{licence}}) endete am {{date}}. Ihre Lizenz funktioniert weiter.',
  lapsedAdvice: 'Sie können den Support jederzeit verlängern; die Verlängerung umfasst die Monate seit dem Ablauf.',
  extendedForOwnerSubject: 'der Support Ihrer Lizenz wurde verlängert',
  extendedForOwner:
    'Jemand hat eine Support-Verlängerung für Ihre {{product}}-Lizenz ({{licence}}) gekauft. Ihr Support läuft jetzt bis {{date}}.',
  extendedForOwnerNothingToDo: 'Ihr Lizenzschlüssel bleibt derselbe; Sie müssen nichts tun.',
  cancelledSubject: 'Ihr Abonnement ist gekündigt',
  cancelled:
    'Sie haben Ihr Abonnement „{{product}}“ gekündigt. Es bleibt bis {{date}} aktiv und wird nicht mehr berechnet.',
  factSubscription: 'Abonnement',
  factEndsOn: 'Endet am',
  cancelledResume:
    'Doch anders entschieden? Bis zu diesem Tag können Sie es auf Ihrer Abonnementseite ohne Mehrkosten fortsetzen.',
  resumeOrManage: 'Abonnements fortsetzen oder verwalten',
  resumedSubject: 'Ihr Abonnement läuft weiter',
  resumedOn:
    'Ihr Abonnement „{{product}}“ ist nicht mehr gekündigt: Es läuft weiter und verlängert sich automatisch am {{date}}.',
  resumed: 'Ihr Abonnement „{{product}}“ ist nicht mehr gekündigt: Es läuft weiter und verlängert sich automatisch.',
  cancelAgain: 'Sie können es bis dahin jederzeit wieder kündigen.',
  seeSubscriptions: 'Ihre Abonnements ansehen',
  passwordChangedSubject: 'Ihr Passwort wurde geändert',
  passwordChanged:
    'Das Passwort Ihres {{brand}}-Kontos {{email}} wurde am {{date}} geändert. Alle anderen Geräte, auf denen Sie angemeldet waren, wurden abgemeldet.',
  passwordChangedNotYou:
    'Wenn Sie es nicht geändert haben, legen Sie jetzt mit „Passwort vergessen?“ ein neues Passwort fest.',
  signIn: 'Anmelden',
  deleteCodeSubject: 'Ihr Code zum Löschen Ihres Kontos',
  deleteCode:
    'Sie möchten Ihr {{brand}}-Konto {{email}} löschen. Geben Sie diesen Code auf Ihrer Kontoseite ein, um es zu bestätigen.',
  deleteCodeLabel: 'Ihr Code',
  deleteCodeExpiry:
    'Der Code gilt 15 Minuten. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt, wie es ist.',
  accountDeletedSubject: 'Ihr Konto ist gelöscht',
  accountDeleted:
    'Ihr {{brand}}-Konto {{email}} und jede Art, sich damit anzumelden, wurden am {{date}} gelöscht, und jede Sitzung wurde beendet.',
  accountDeletedKept:
    'Für die Buchhaltung aufbewahrt: Ihre bezahlten Bestellungen, Rechnungen und Erstattungen (10 Jahre, wie das Steuerrecht es verlangt). Ihre Lizenzen und ihre Schlüssel funktionieren weiter, und eine neue Registrierung mit dieser Adresse zeigt sie wieder.',
  accountDeletedSubscriptions:
    'Ihre Abonnements verlängern sich nicht mehr; jedes läuft bis zum Ende seines bezahlten Zeitraums.',
};
