import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  Checkout: 'Afrekenen',
  Payment: 'Betaling',
  'Your order': 'Uw bestelling',
  'Your licences': 'Uw licenties',
  'E-mail address': 'E-mailadres',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Uw licentiesleutels worden aan dit adres gekoppeld en ernaar verzonden. Meld u er later mee aan om uw licenties te zien.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'U bent aangemeld: uw licentiesleutels worden gekoppeld aan het e-mailadres van uw account.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Hierna ziet u het bedrag met btw en betaalt u; er wordt niets afgeschreven voordat u de betaling bevestigt.',
  'VAT is added for your country at payment.': 'De btw van uw land wordt bij de betaling toegevoegd.',
  'Starting payment…': 'Betaling starten…',
  'Continue to payment': 'Verder naar betalen',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Onze {{terms}} zijn van toepassing; zie het {{withdrawal}} voor digitale inhoud en de {{privacy}}.',
  terms: 'voorwaarden',
  'right of withdrawal': 'herroepingsrecht',
  'privacy notice': 'privacyverklaring',
  'Extends the support of licence {{licence}}.': 'Verlengt de support van licentie {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Verlengt de support van licentie {{licence}}, inclusief {{count}} inhaalmaand voor de tijd dat de support verlopen was.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Verlengt de support van licentie {{licence}}, inclusief {{count}} inhaalmaanden voor de tijd dat de support verlopen was.',
  Item: 'Artikel',
  Amount: 'Bedrag',
  'First year of support included': 'Eerste jaar support inbegrepen',
  'Support is free for the first year of each licence': 'Support is het eerste jaar van elke licentie gratis',
  'Net price': 'Nettoprijs',
  'one-time': 'eenmalig',
  'per month': 'per maand',
  'per year': 'per jaar',
  'Order {{number}}': 'Bestelling {{number}}',
  'Your licences will be bound to {{email}}.': 'Uw licenties worden gekoppeld aan {{email}}.',
  'Change the e-mail address': 'E-mailadres wijzigen',
  'Support of licence {{licence}} will run until {{date}}.':
    'De support van licentie {{licence}} loopt dan tot {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Het beveiligde betaalformulier opent boven deze pagina. Sluit u het zonder te betalen, dan gaat u terug naar uw winkelmand.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'De kaart is geweigerd. Er is niets afgeschreven; probeer een andere kaart of betaalmethode in het betaalformulier.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Het betaalformulier meldde een probleem. Controleer de ingevoerde gegevens en probeer het opnieuw.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Het beveiligde betaalformulier kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
  'This payment link is incomplete: it names no order.': 'Deze betaallink is onvolledig: er staat geen bestelling in.',
  'Thank you for your purchase.': 'Bedankt voor uw aankoop.',
  'Order number': 'Bestelnummer',
  'Reference for support': 'Referentie voor support',
  Bought: 'Gekocht',
  VAT: 'Btw',
  'Amount charged': 'Afgeschreven bedrag',
  '{{amount}}, excluding VAT': '{{amount}}, exclusief btw',
  'Licences bound to': 'Licenties gekoppeld aan',
  'Support of licence {{licence}} now runs until {{date}}.':
    'De support van licentie {{licence}} loopt nu tot {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'Uw licentiesleutel is uitgegeven en naar {{email}} verzonden.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Uw {{count}} licentiesleutels zijn uitgegeven en naar {{email}} verzonden.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Uw betaling wordt bevestigd. Uw licenties worden uitgegeven zodra dat gebeurd is, en er volgt een e-mail; deze pagina hoeft niet open te blijven.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Betaling ontvangen. Uw licenties worden uitgegeven; dat duurt een paar seconden…',
  'What happens next': 'Wat er nu gebeurt',
  'A confirmation e-mail is on its way.': 'Er is een bevestigingsmail onderweg.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Er is een e-mail met uw licentiesleutels onderweg; bewaar hem.',
  'Your licence key stays the same.': 'Uw licentiesleutel blijft hetzelfde.',
  'Enter a key in the simulator software to activate it.':
    'Voer een sleutel in de simulatorsoftware in om hem te activeren.',
  'Your licences, keys and support are always in your account under My licences.':
    'Uw licenties, sleutels en support staan altijd in uw account onder Mijn licenties.',
  'Create your account with this e-mail to see your licences':
    'Maak uw account aan met dit e-mailadres om uw licenties te zien',
  'Go to your licences': 'Naar uw licenties',
  'Back to the shop': 'Terug naar de winkel',
  'Test payment — local Paddle stand-in': 'Testbetaling — lokale vervanger van Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Dit is een testformulier van de lokale ontwikkelomgeving. Er wordt geen kaart belast en er gaat geen echt geld over; hier betalen verstuurt dezelfde ondertekende webhooks als Paddle.',
  'Pay (test)': 'Betalen (test)',
  'Decline card (test)': 'Kaart weigeren (test)',
  'Cancel payment': 'Betaling annuleren',
  'The local test payment was refused. Is the local stack still running?':
    'De lokale testbetaling is geweigerd. Draait de lokale omgeving nog?',
  'The payment was cancelled. Your basket is as you left it.':
    'De betaling is geannuleerd. Uw winkelmand is zoals u hem achterliet.',
  'The payment did not go through. Nothing was charged; please try again.':
    'De betaling is niet gelukt. Er is niets afgeschreven; probeer het opnieuw.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Voer een geldig e-mailadres in, bijvoorbeeld naam@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Het aantal moet een geheel getal van 1 tot {{max}} zijn.',
  'One of the chosen add-ons is not available for this product.':
    'Een van de gekozen add-ons is niet beschikbaar voor dit product.',
  'The shop could not be reached. Please check your connection and try again.':
    'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  'Something went wrong on our side. Please try again in a moment.':
    'Er ging bij ons iets mis. Probeer het zo meteen opnieuw.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'De inhaalmaanden moeten een geheel getal van 0 tot {{max}} zijn.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Deze licentie kan niet met dit product worden verlengd. Begin opnieuw vanaf uw licenties.',
  'Refunded on {{date}}': 'Terugbetaald op {{date}}',
  'Charged back on {{date}}': 'Teruggeboekt op {{date}}',
  'amount not known': 'bedrag onbekend',
  'Credit note': 'Creditnota',
  'Credit note of {{date}}': 'Creditnota van {{date}}',
  'Net paid': 'Betaald na terugbetalingen',
  'This order was refunded: its licence keys no longer activate the software.':
    'Deze bestelling is terugbetaald: de licentiesleutels activeren de software niet meer.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Onze voorwaarden zijn gewijzigd terwijl deze pagina openstond. Laad de pagina opnieuw en lees ze nogmaals.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'De support van deze licentie wordt al automatisch verlengd; een verlenging zou dezelfde periode twee keer betalen. Zeg eerst de automatische verlenging op als u met een andere termijn wilt verlengen.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Het supportabonnement van deze licentie is gepauzeerd; hervat verlengt het de support van de licentie, dus een verlenging zou dezelfde periode twee keer betalen. Hervat het, of zeg het eerst op als u met een andere termijn wilt verlengen.',
};

export default nl;
