import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Norwegian Bokmål. */
const nb: Translations<typeof en> = {
  'My account': 'Min konto',
  'My licences': 'Mine lisenser',
  'My subscriptions': 'Mine abonnementer',
  'My orders and invoices': 'Mine bestillinger og fakturaer',
  'Extend support': 'Forleng støtten',
  'Signed in as {{email}}': 'Logget inn som {{email}}',
  Sessions: 'Økter',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Logger deg ut på denne og alle andre enheter, for eksempel en delt datamaskin på flyskolen.',
  'Sign out': 'Logg ut',
  'Sign out everywhere': 'Logg ut overalt',
  'Your data': 'Dataene dine',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Én JSON-fil med kontoen din, bestillinger, lisenser og nøklene deres, abonnementer, overføringer og e-postene vi har sendt deg.',
  'Download my data': 'Last ned dataene mine',
  'Delete my account': 'Slett kontoen min',
  'Delete my account…': 'Slett kontoen min…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Lisensene og nøklene dine virker fortsatt, og hvis du registrerer deg på nytt med denne adressen, vises de. Fakturaer oppbevares slik skatteloven krever.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Dette sletter alle måter å logge inn med denne adressen på (passord, Google, Apple), avslutter alle økter og stopper fornyelsen av alle abonnementer (hvert løper til slutten av den betalte perioden). Det kan ikke angres.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Du logger inn med Google eller Apple: bekreft med en kode vi sender til adressen din.',
  'Send me a code': 'Send meg en kode',
  'Send a new code': 'Send en ny kode',
  'The code from the mail': 'Koden fra e-posten',
  'Your password': 'Passordet ditt',
  Cancel: 'Avbryt',
  'Change password': 'Endre passord',
  'Current password': 'Nåværende passord',
  'New password': 'Nytt passord',
  'At least 10 characters.': 'Minst 10 tegn.',
  'Confirm new password': 'Bekreft nytt passord',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Passordet ditt er endret. Alle andre enheter der du var logget inn, er logget ut.',
  Password: 'Passord',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Du logger inn med Google eller Apple, så passordet ditt ligger der, ikke her. Endre det i Google- eller Apple-kontoen din.',
  'Your account is deleted': 'Kontoen din er slettet',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Alle måter å logge inn med adressen din på (passord, Google, Apple) er slettet, og alle økter er avsluttet. En bekreftelse er på vei til adressen din.',
  'What we keep, and why': 'Hva vi oppbevarer, og hvorfor',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Betalte bestillinger, fakturaer og refusjoner i 10 år fra slutten av betalingsåret: skatteloven krever det.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Lisensene og nøklene dine: de virker fortsatt, og hvis du registrerer deg på nytt med samme adresse, vises de.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Abonnementene dine til slutten av den betalte perioden: ingen av dem fornyes lenger.',
  'Which mails we sent about an order (never their text), for one year.':
    'Hvilke e-poster vi har sendt om en bestilling (aldri teksten), i ett år.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Alt annet (bestillinger som aldri ble betalt, overføringstilbud ingen godtok, loggen over e-poster vi sendte deg) er slettet. Les mer i {{privacy}}.',
  'privacy notice': 'personvernerklæringen',
  'Back to the shop': 'Tilbake til butikken',
  'My orders': 'Mine bestillinger',
  'All your orders': 'Alle bestillingene dine',
  'You have no orders yet.': 'Du har ingen bestillinger ennå.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} for å kjøpe en cockpitpakke eller en FMS Trainer.',
  'Visit the shop': 'Besøk butikken',
  'Older orders': 'Eldre bestillinger',
  'Order of {{date}}': 'Bestilling {{date}}',
  'Renewal of {{date}}': 'Fornyelse {{date}}',
  Net: 'Netto',
  VAT: 'MVA',
  'Total paid': 'Totalt betalt',
  'Net paid': 'Netto betalt',
  Status: 'Status',
  'Order number': 'Ordrenummer',
  'Transaction (for support)': 'Transaksjon (for støtte)',
  'Download invoice': 'Last ned faktura',
  Paid: 'Betalt',
  Refunded: 'Refundert',
  'Partly refunded': 'Delvis refundert',
  'Refunded on {{date}}': 'Refundert {{date}}',
  'Charged back on {{date}}': 'Tilbakeført {{date}}',
  'amount not known': 'ukjent beløp',
  'Credit note': 'Kreditnota',
  'Credit note of {{date}}': 'Kreditnota {{date}}',
  'Revoked: this key no longer activates the software.':
    'Tilbakekalt: denne nøkkelen aktiverer ikke lenger programvaren.',
  'Copy key': 'Kopier nøkkel',
  'Show whole key': 'Vis hele nøkkelen',
  'Fold key': 'Skjul nøkkelen',
  Copied: 'Kopiert',
  'Copying is blocked here: select the key and copy it by hand.':
    'Kopiering er blokkert her: merk nøkkelen og kopier den for hånd.',
};

export default nb;
