/**
 * Every sentence of the shop's mails in English, the base language: the other languages' files beside this one
 * translate each key (the type makes a missing key a compile error). `{{name}}` is filled in by the mail; amounts and
 * dates arrive already formatted for the language (`lambdas/contract/formats.ts`).
 */
export const en = {
  team: 'The {{brand}} team',
  hello: 'Hello,',
  thanks: 'Thank you for your order.',
  legalLine: 'Terms, privacy notice, imprint and right of withdrawal:',
  legalTerms: 'Terms',
  legalPrivacy: 'Privacy notice',
  legalImprint: 'Imprint',
  legalWithdrawal: 'Right of withdrawal',

  orderSubjectOne: 'your licence key',
  orderSubjectMany: 'your {{count}} licence keys',
  orderSubjectExtension: 'your support extension is paid',
  resentSubject: 'Re-sent: {{subject}}',
  factOrderNumber: 'Order number',
  factReference: 'Reference for support',
  factProduct: 'Product',
  factItems: 'Items',
  factRenewal: 'Renewal',
  factNet: 'Net price',
  factVat: 'VAT',
  factCharged: 'Amount charged',
  excludingVat: '{{amount}} (excluding VAT)',
  renewalYear: '{{amount}} per year, renewing automatically until cancelled',
  renewalMonth: '{{amount}} per month, renewing automatically until cancelled',
  renewalWithVat: '{{gross}} (including {{vat}} VAT)',
  renewalFirstYear: 'First year included, then {{price}}',
  extendedUntil:
    'The support of licence {{licence}} is extended: it now runs until {{date}}. Your licence key stays the same.',
  extended: 'The support of licence {{licence}} is extended. Your licence key stays the same.',
  seeLicences: 'See your licences',
  goToLicences: 'Go to your licences',
  seeOrder: 'See your order and invoice',
  keysOne: 'Here is your licence key.',
  keysMany: 'Here are your {{count}} licence keys, one per licence.',
  keysFirst: 'Here are the first {{mailed}} of your {{count}} licence keys; all of them are on your licences page.',
  keyLabel: 'Licence {{index}} of {{count}} ({{licence}})',
  suiteKeyUse:
    'Use this key to activate your {{product}} licence in the simulator software. It is bound to your e-mail address.',
  seatKeyUse: 'Use this key to unlock one seat of the FMS Trainer app while its subscription runs.',
  seatKeyUseAircraft:
    'Use this key to unlock one seat of the FMS Trainer app ({{aircraft}}) while its subscription runs.',
  signInToSee: 'Sign in with this e-mail address to see your licences, copy your keys and manage support at any time.',

  offerSubject: 'a licence is offered to you',
  offer: '{{from}} offers you their {{product}} licence ({{licence}}).',
  offerHowTo:
    'To accept it, sign in (or create your account) with this e-mail address and choose Accept. The licence key is then re-issued for you.',
  acceptLicence: 'Accept the licence',
  newOwnerSubject: 'the licence is now yours',
  newOwnerBound: 'The {{product}} licence ({{licence}}) is now bound to your e-mail address.',
  newKeyLabel: 'Your new licence key',
  newKeyUse: "Enter this key in the software; the previous owner's key no longer counts as current.",
  movedSupportPaid:
    'Its support is paid until {{date}} and does not renew for you. Continue it from that date with a support extension of your own.',
  movedSupportNone: 'It has no running support. Start support with a support extension of your own.',
  continueSupport: 'Continue support',
  previousOwnerSubject: 'your licence transfer is complete',
  previousOwnerAccepted:
    '{{to}} accepted your {{product}} licence ({{licence}}). It is no longer bound to your e-mail address, and its old key is superseded.',
  previousOwnerMovedByStaff:
    'Our support staff moved your {{product}} licence ({{licence}}) to {{to}}. It is no longer bound to your e-mail address, and its old key is superseded.',
  byStaff: 'Our support staff made this change. Reply to this mail if you did not expect it.',
  resentByStaff: 'Our support staff sent this mail again.',
  correctedByStaff:
    "Our support staff corrected this order's e-mail address to yours and issued new licence keys for it.",
  renewalStoppedAfter:
    'Your support subscription for it stops renewing after {{date}}: you are not charged for this licence again.',
  renewalStopped: 'Your support subscription for it stops renewing: you are not charged for this licence again.',

  lapsingSubject: 'your support ends soon',
  lapsing: 'Support for your {{product}} licence ({{licence}}) ends on {{date}} and does not renew.',
  lapsingAdvice: 'Extend it before then to keep updates and help without catch-up months.',
  extendSupport: 'Extend support',
  lapsedSubject: 'your support has lapsed',
  lapsed: 'Support for your {{product}} licence ({{licence}}) ended on {{date}}. Your licence keeps working.',
  lapsedAdvice: 'You can extend support at any time; the extension includes the months since it lapsed.',
  extendedForOwnerSubject: 'support for your licence was extended',
  extendedForOwner:
    'Someone bought a support extension for your {{product}} licence ({{licence}}). Its support now runs until {{date}}.',
  extendedForOwnerNothingToDo: 'Your licence key stays the same; you need to do nothing.',

  cancelledSubject: 'Your subscription is cancelled',
  cancelled:
    'You cancelled your subscription to \u201c{{product}}\u201d. It stays active until {{date}} and is not charged again.',
  factSubscription: 'Subscription',
  factEndsOn: 'Ends on',
  cancelledResume: 'Changed your mind? Until that day you can resume it on your subscriptions page, at no extra cost.',
  resumeOrManage: 'Resume or manage subscriptions',
  resumedSubject: 'Your subscription continues',
  resumedOn:
    'Your subscription to \u201c{{product}}\u201d is no longer cancelled: it continues and renews automatically on {{date}}.',
  resumed:
    'Your subscription to \u201c{{product}}\u201d is no longer cancelled: it continues and renews automatically.',
  cancelAgain: 'You can cancel it again at any time before then.',
  seeSubscriptions: 'See your subscriptions',

  passwordChangedSubject: 'your password was changed',
  passwordChanged:
    'The password of your {{brand}} account {{email}} was changed on {{date}}. Every other device where you were signed in has been signed out.',
  passwordChangedNotYou: 'If you did not change it, set a new password now with \u201cForgot your password?\u201d.',
  signIn: 'Sign in',
  deleteCodeSubject: 'your code to delete your account',
  deleteCode:
    'You asked to delete your {{brand}} account {{email}}. Enter this code on your account page to confirm it.',
  deleteCodeLabel: 'Your code',
  deleteCodeExpiry:
    'The code is valid for 15 minutes. If you did not ask for it, ignore this mail: your account stays as it is.',
  accountDeletedSubject: 'your account is deleted',
  accountDeleted:
    'Your {{brand}} account {{email}} and every way of signing in to it were deleted on {{date}}, and every session has ended.',
  accountDeletedKept:
    'Kept for the books: your paid orders, invoices and refunds (10 years, as tax law requires). Your licences and their keys keep working, and signing up again with this address shows them.',
  accountDeletedSubscriptions: 'Your subscriptions no longer renew; each runs to the end of its paid period.',
} as const;

export type MailTextKey = keyof typeof en;
export type MailTexts = Readonly<Record<MailTextKey, string>>;
