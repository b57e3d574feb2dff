import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Norwegian Bokmål. */
const nb: Translations<typeof en> = {
  Checkout: 'Kasse',
  Payment: 'Betaling',
  'Your order': 'Bestillingen din',
  'Your licences': 'Lisensene dine',
  'E-mail address': 'E-postadresse',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Lisensnøklene dine knyttes til denne adressen og sendes dit. Logg inn med den senere for å se lisensene dine.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Du er logget inn: lisensnøklene dine knyttes til e-postadressen til kontoen din.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Deretter ser du beløpet med MVA og betaler; ingenting belastes før du bekrefter betalingen.',
  'VAT is added for your country at payment.': 'MVA for landet ditt legges til ved betaling.',
  'Starting payment…': 'Starter betalingen…',
  'Continue to payment': 'Fortsett til betaling',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Våre {{terms}} gjelder; se {{withdrawal}} for digitalt innhold og {{privacy}}.',
  terms: 'vilkår',
  'right of withdrawal': 'angreretten',
  'privacy notice': 'personvernerklæringen',
  'Extends the support of licence {{licence}}.': 'Forlenger støtten for lisens {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Forlenger støtten for lisens {{licence}}, inkludert {{count}} etterbetalingsmåned for tiden støtten var utløpt.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Forlenger støtten for lisens {{licence}}, inkludert {{count}} etterbetalingsmåneder for tiden støtten var utløpt.',
  Item: 'Vare',
  Amount: 'Beløp',
  'First year of support included': 'Første år med støtte inkludert',
  'Support is free for the first year of each licence': 'Støtten er gratis det første året for hver lisens',
  'Net price': 'Nettopris',
  'one-time': 'engangs',
  'per month': 'per måned',
  'per year': 'per år',
  'Order {{number}}': 'Ordre {{number}}',
  'Your licences will be bound to {{email}}.': 'Lisensene dine knyttes til {{email}}.',
  'Change the e-mail address': 'Endre e-postadressen',
  'Support of licence {{licence}} will run until {{date}}.': 'Støtten for lisens {{licence}} varer til {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Det sikre betalingsskjemaet åpnes over denne siden. Lukker du det uten å betale, kommer du tilbake til handlekurven.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Kortet ble avvist. Ingenting ble belastet; prøv et annet kort eller en annen betalingsmåte i betalingsskjemaet.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Betalingsskjemaet meldte om et problem. Kontroller opplysningene og prøv igjen.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Det sikre betalingsskjemaet kunne ikke lastes inn. Kontroller tilkoblingen og prøv igjen.',
  'This payment link is incomplete: it names no order.':
    'Denne betalingslenken er ufullstendig: den angir ingen ordre.',
  'Thank you for your purchase.': 'Takk for kjøpet.',
  'Order number': 'Ordrenummer',
  'Reference for support': 'Referanse for støtte',
  Bought: 'Kjøpt',
  VAT: 'MVA',
  'Amount charged': 'Belastet beløp',
  '{{amount}}, excluding VAT': '{{amount}}, uten MVA',
  'Licences bound to': 'Lisenser knyttet til',
  'Support of licence {{licence}} now runs until {{date}}.': 'Støtten for lisens {{licence}} varer nå til {{date}}.',
  'Your licence key has been issued and sent to {{email}}.': 'Lisensnøkkelen din er utstedt og sendt til {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'De {{count}} lisensnøklene dine er utstedt og sendt til {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Betalingen din bekreftes. Lisensene utstedes så snart den er bekreftet, og en e-post følger; siden trenger ikke være åpen.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Betaling mottatt. Lisensene dine utstedes; det tar noen sekunder…',
  'What happens next': 'Hva som skjer nå',
  'A confirmation e-mail is on its way.': 'En bekreftelse på e-post er på vei.',
  'An e-mail with your licence keys is on its way; keep it.':
    'En e-post med lisensnøklene dine er på vei; ta vare på den.',
  'Your licence key stays the same.': 'Lisensnøkkelen din er den samme.',
  'Enter a key in the simulator software to activate it.':
    'Skriv inn en nøkkel i simulatorprogramvaren for å aktivere den.',
  'Your licences, keys and support are always in your account under My licences.':
    'Lisensene, nøklene og støtten din finner du alltid i kontoen din under Mine lisenser.',
  'Create your account with this e-mail to see your licences':
    'Opprett kontoen din med denne e-postadressen for å se lisensene dine',
  'Go to your licences': 'Gå til lisensene dine',
  'Back to the shop': 'Tilbake til butikken',
  'Test payment — local Paddle stand-in': 'Testbetaling — lokal erstatning for Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Dette er et testskjema i det lokale utviklingsmiljøet. Ingen kort belastes og ingen ekte penger flyttes; å betale her sender de samme signerte webhookene som Paddle.',
  'Pay (test)': 'Betal (test)',
  'Decline card (test)': 'Avvis kort (test)',
  'Cancel payment': 'Avbryt betalingen',
  'The local test payment was refused. Is the local stack still running?':
    'Den lokale testbetalingen ble avvist. Kjører det lokale miljøet fortsatt?',
  'The payment was cancelled. Your basket is as you left it.':
    'Betalingen ble avbrutt. Handlekurven er slik du forlot den.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Betalingen gikk ikke gjennom. Ingenting ble belastet; prøv igjen.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Skriv inn en gyldig e-postadresse, for eksempel navn@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Antallet må være et helt tall fra 1 til {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Et av de valgte tilleggene er ikke tilgjengelig for dette produktet.',
  'The shop could not be reached. Please check your connection and try again.':
    'Butikken kunne ikke nås. Kontroller tilkoblingen og prøv igjen.',
  'Something went wrong on our side. Please try again in a moment.': 'Noe gikk galt hos oss. Prøv igjen om litt.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Etterbetalingsmånedene må være et helt tall fra 0 til {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Denne lisensen kan ikke forlenges med dette produktet. Start på nytt fra lisensene dine.',
  'Refunded on {{date}}': 'Refundert {{date}}',
  'Charged back on {{date}}': 'Tilbakeført {{date}}',
  'amount not known': 'ukjent beløp',
  'Credit note': 'Kreditnota',
  'Credit note of {{date}}': 'Kreditnota {{date}}',
  'Net paid': 'Betalt etter refusjoner',
  'This order was refunded: its licence keys no longer activate the software.':
    'Denne bestillingen er refundert: lisensnøklene aktiverer ikke lenger programvaren.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Vilkårene våre ble endret mens denne siden var åpen. Last inn siden på nytt og les dem igjen.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Støtten for denne lisensen fornyes allerede automatisk; en forlengelse ville betalt samme periode to ganger. Avslutt fornyelsen først hvis du vil forlenge med en annen periode.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Støtteabonnementet for denne lisensen er satt på pause; gjenopptatt fornyer det lisensens støtte, så en forlengelse ville betalt samme periode to ganger. Gjenoppta det, eller avslutt det først hvis du vil forlenge med en annen periode.',
};

export default nb;
