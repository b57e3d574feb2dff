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
  'Net paid': 'Betalt etter refusjoner',
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
  'No suite licence is bound to this address.': 'Ingen suitelisens er knyttet til denne adressen.',
  'Buy a cockpit suite': 'Kjøp en cockpitsuite',
  'Suite licences': 'Suitelisenser',
  'Licence {{licence}}, {{aircraft}}': 'Lisens {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Lisens {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Lisens {{licence}}, betalt til {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Supporten utløp for 1 måned siden: forlengelsen inkluderer 1 etterbetalt måned.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Supporten utløp for {{count}} måneder siden: forlengelsen inkluderer {{count}} etterbetalte måneder.',
  'Support term': 'Supportperiode',
  Monthly: 'Månedlig',
  Annual: 'Årlig',
  'Support will run from {{start}} until {{end}}.': 'Supporten varer fra {{start}} til {{end}}.',
  'Support will run until {{date}}.': 'Supporten varer til {{date}}.',
  Continue: 'Fortsett',
  'Support renews automatically; nothing to extend.': 'Supporten fornyes automatisk; ingenting å forlenge.',
  'You have no subscriptions.': 'Du har ingen abonnementer.',
  Subscriptions: 'Abonnementer',
  'Licences {{licences}}': 'Lisenser {{licences}}',
  Subscription: 'Abonnement',
  'Pays for': 'Betaler for',
  Supports: 'Støtter',
  'Cancelled — ends on {{date}}': 'Sagt opp — slutter {{date}}',
  'Active, renews automatically': 'Aktivt, fornyes automatisk',
  'Next billing date': 'Neste faktureringsdato',
  none: 'ingen',
  Amount: 'Beløp',
  'Current period ends': 'Nåværende periode slutter',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Oppsigelse bedt om; venter på bekreftelse fra betalingsleverandøren…',
  'Resuming; waiting for the payment provider to confirm…':
    'Gjenopptas; venter på bekreftelse fra betalingsleverandøren…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Ombestemt deg? Frem til {{date}} kan du gjenoppta det, og det fornyes som før.',
  'Cancel subscription': 'Si opp abonnementet',
  Resume: 'Gjenoppta',
  'Manage payment method': 'Administrer betalingsmåte',
  'Confirm cancellation': 'Bekreft oppsigelse',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Si opp ved slutten av nåværende periode? Det er aktivt til {{date}} og belastes ikke igjen.',
  'Yes, cancel at period end': 'Ja, si opp ved periodens slutt',
  'Keep subscription': 'Behold abonnementet',
  '{{price}} per month plus VAT': '{{price}} per måned pluss mva.',
  '{{price}} per year plus VAT': '{{price}} per år pluss mva.',
  '1 seat': '1 plass',
  '{{count}} seats': '{{count}} plasser',
  'This action is not available.': 'Denne handlingen er ikke tilgjengelig.',
  'The shop could not be reached. Please check your connection and try again.':
    'Butikken kunne ikke nås. Sjekk tilkoblingen og prøv igjen.',
  'You have no licences yet.': 'Du har ingen lisenser ennå.',
  Licences: 'Lisenser',
  Licence: 'Lisens',
  Aircraft: 'Fly',
  Configuration: 'Konfigurasjon',
  'Add-ons': 'Tillegg',
  'Licence key (re-issued {{date}})': 'Lisensnøkkel (utstedt på nytt {{date}})',
  'Licence key': 'Lisensnøkkel',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Tvisten om dette kjøpet ble avgjort i din favør, men supportabonnementet som ble sagt opp, kan ikke gjenopptas.',
  'Restart support': 'Start supporten på nytt',
  'Continue support from {{date}}': 'Fortsett supporten fra {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Fakturering',
  Seats: 'Plasser',
  'Seat {{number}} key ({{licence}})': 'Nøkkel for plass {{number}} ({{licence}})',
  Purchased: 'Kjøpt',
  'Revoked (refunded)': 'Tilbakekalt (refundert)',
  'Transfer to {{email}} pending since {{date}}.': 'Overføring til {{email}} venter siden {{date}}.',
  'Cancel transfer': 'Avbryt overføringen',
  'Transfer to a new owner…': 'Overfør til en ny eier…',
  "New owner's e-mail address": 'Den nye eierens e-postadresse',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Den nye eieren tar imot lisensen etter å ha logget inn med denne adressen; da eier du den ikke lenger, og nøkkelen utstedes på nytt.',
  'Offer transfer': 'Tilby overføring',
  'Licences offered to you': 'Lisenser som tilbys deg',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) fra {{email}}, tilbudt {{date}}.',
  'Accept licence {{licence}}': 'Ta imot lisens {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Hver lisens og trenerplass kjøpt med e-postadressen din, med nøkkelen. Kopier en nøkkel inn i simulatorens lisensdialog på datamaskinen den kjører på; en nøkkel som er utstedt på nytt etter en overføring eller fornyelse, erstatter den du hadde.',
  'neo and ceo': 'neo og ceo',
  'ceo only': 'kun ceo',
  'Support active until {{date}}, renews automatically': 'Support aktiv til {{date}}, fornyes automatisk',
  'Support active until {{date}}, cancelled (does not renew)': 'Support aktiv til {{date}}, sagt opp (fornyes ikke)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Support aktiv til {{date}}, betalt av forrige eier, fornyes automatisk',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Support aktiv til {{date}}, betalt av forrige eier; den fornyes ikke for deg',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Support aktiv til {{date}}, betalt av noen andre, fornyes automatisk',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Support aktiv til {{date}}, betalt av noen andre; den fornyes ikke for deg',
  'Support lapsed since {{date}}': 'Support utløpt siden {{date}}',
  'Support paused since {{date}}': 'Support satt på pause siden {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Supportbetaling forfalt: fornyelsen {{date}} er ikke betalt ennå',
  'No support on record yet': 'Ingen support registrert ennå',
  'Subscription active until {{date}}, renews automatically': 'Abonnement aktivt til {{date}}, fornyes automatisk',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Abonnement aktivt til {{date}}, sagt opp (fornyes ikke)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Abonnement aktivt til {{date}}, betalt av forrige eier, fornyes automatisk',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Abonnement aktivt til {{date}}, betalt av forrige eier; det fornyes ikke for deg',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Abonnement aktivt til {{date}}, betalt av noen andre, fornyes automatisk',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Abonnement aktivt til {{date}}, betalt av noen andre; det fornyes ikke for deg',
  'Subscription lapsed since {{date}}': 'Abonnement utløpt siden {{date}}',
  'Subscription paused since {{date}}': 'Abonnement satt på pause siden {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Abonnementsbetaling forfalt: fornyelsen {{date}} er ikke betalt ennå',
  'No subscription on record yet': 'Ingen abonnement registrert ennå',
  Active: 'Aktivt',
  Trial: 'Prøveperiode',
  'Payment overdue': 'Betaling forfalt',
  Paused: 'På pause',
  Cancelled: 'Sagt opp',
  'Support for {{product}}': 'Support for {{product}}',
  'Next charge': 'Neste belastning',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (inkludert {{vat}} mva.)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Hver bestilling og fornyelse betalt med e-postadressen din, med hva som ble belastet, refusjoner, faktura og kreditnotaer.',
};

export default nb;
