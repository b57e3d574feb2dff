import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  Checkout: 'Kassa',
  Payment: 'Betalning',
  'Your order': 'Din beställning',
  'Your licences': 'Dina licenser',
  'E-mail address': 'E-postadress',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Dina licensnycklar kopplas till den här adressen och skickas dit. Logga in med den senare för att se dina licenser.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Du är inloggad: dina licensnycklar kopplas till ditt kontos e-postadress.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Därefter ser du beloppet med moms och betalar; inget debiteras innan du bekräftar betalningen.',
  'VAT is added for your country at payment.': 'Ditt lands moms läggs till vid betalningen.',
  'Starting payment…': 'Startar betalningen…',
  'Continue to payment': 'Fortsätt till betalning',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Våra {{terms}} gäller; se {{withdrawal}} för digitalt innehåll och {{privacy}}.',
  terms: 'villkor',
  'right of withdrawal': 'ångerrätten',
  'privacy notice': 'integritetsmeddelandet',
  'Extends the support of licence {{licence}}.': 'Förlänger supporten för licens {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Förlänger supporten för licens {{licence}}, inklusive {{count}} efterbetalningsmånad för tiden då supporten hade upphört.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Förlänger supporten för licens {{licence}}, inklusive {{count}} efterbetalningsmånader för tiden då supporten hade upphört.',
  Item: 'Artikel',
  Amount: 'Belopp',
  'First year of support included': 'Första årets support ingår',
  'Support is free for the first year of each licence': 'Supporten är gratis det första året för varje licens',
  'Net price': 'Nettopris',
  'one-time': 'engångs',
  'per month': 'per månad',
  'per year': 'per år',
  'Order {{number}}': 'Order {{number}}',
  'Your licences will be bound to {{email}}.': 'Dina licenser kopplas till {{email}}.',
  'Change the e-mail address': 'Ändra e-postadressen',
  'Support of licence {{licence}} will run until {{date}}.': 'Supporten för licens {{licence}} gäller till {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Det säkra betalningsformuläret öppnas ovanpå den här sidan. Stänger du det utan att betala kommer du tillbaka till din varukorg.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Kortet avvisades. Inget debiterades; prova ett annat kort eller betalsätt i betalningsformuläret.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Betalningsformuläret rapporterade ett problem. Kontrollera uppgifterna och försök igen.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Det säkra betalningsformuläret kunde inte läsas in. Kontrollera anslutningen och försök igen.',
  'This payment link is incomplete: it names no order.':
    'Den här betalningslänken är ofullständig: den anger ingen order.',
  'Thank you for your purchase.': 'Tack för ditt köp.',
  'Order number': 'Ordernummer',
  'Reference for support': 'Referens för support',
  Bought: 'Köpt',
  VAT: 'Moms',
  'Amount charged': 'Debiterat belopp',
  '{{amount}}, excluding VAT': '{{amount}}, exklusive moms',
  'Licences bound to': 'Licenser kopplade till',
  'Support of licence {{licence}} now runs until {{date}}.':
    'Supporten för licens {{licence}} gäller nu till {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'Din licensnyckel har utfärdats och skickats till {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Dina {{count}} licensnycklar har utfärdats och skickats till {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Din betalning bekräftas. Dina licenser utfärdas så snart den är bekräftad, och ett e-postmeddelande följer; sidan behöver inte vara öppen.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Betalning mottagen. Dina licenser utfärdas; det tar några sekunder…',
  'What happens next': 'Vad som händer nu',
  'A confirmation e-mail is on its way.': 'Ett bekräftelsemejl är på väg.',
  'An e-mail with your licence keys is on its way; keep it.': 'Ett mejl med dina licensnycklar är på väg; spara det.',
  'Your licence key stays the same.': 'Din licensnyckel är densamma.',
  'Enter a key in the simulator software to activate it.': 'Ange en nyckel i simulatorprogrammet för att aktivera den.',
  'Your licences, keys and support are always in your account under My licences.':
    'Dina licenser, nycklar och support finns alltid i ditt konto under Mina licenser.',
  'Create your account with this e-mail to see your licences':
    'Skapa ditt konto med den här e-postadressen för att se dina licenser',
  'Go to your licences': 'Till dina licenser',
  'Back to the shop': 'Tillbaka till butiken',
  'Test payment — local Paddle stand-in': 'Testbetalning — lokal ersättare för Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Det här är ett testformulär i den lokala utvecklingsmiljön. Inget kort debiteras och inga riktiga pengar flyttas; att betala här skickar samma signerade webhooks som Paddle.',
  'Pay (test)': 'Betala (test)',
  'Decline card (test)': 'Avvisa kort (test)',
  'Cancel payment': 'Avbryt betalningen',
  'The local test payment was refused. Is the local stack still running?':
    'Den lokala testbetalningen avvisades. Körs den lokala miljön fortfarande?',
  'The payment was cancelled. Your basket is as you left it.':
    'Betalningen avbröts. Din varukorg är som du lämnade den.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Betalningen gick inte igenom. Inget debiterades; försök igen.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Ange en giltig e-postadress, till exempel namn@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Antalet måste vara ett heltal från 1 till {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Ett av de valda tilläggen finns inte för den här produkten.',
  'The shop could not be reached. Please check your connection and try again.':
    'Butiken kunde inte nås. Kontrollera anslutningen och försök igen.',
  'Something went wrong on our side. Please try again in a moment.': 'Något gick fel hos oss. Försök igen om en stund.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Efterbetalningsmånaderna måste vara ett heltal från 0 till {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Den här licensen kan inte förlängas med den här produkten. Börja om från dina licenser.',
  'Refunded on {{date}}': 'Återbetalt {{date}}',
  'Charged back on {{date}}': 'Återdebiterat {{date}}',
  'amount not known': 'okänt belopp',
  'Credit note': 'Kreditnota',
  'Credit note of {{date}}': 'Kreditnota {{date}}',
  'Net paid': 'Betalt efter återbetalningar',
  'This order was refunded: its licence keys no longer activate the software.':
    'Den här beställningen har återbetalats: dess licensnycklar aktiverar inte längre programvaran.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Våra villkor ändrades medan den här sidan var öppen. Ladda om sidan och läs dem igen.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Supporten för den här licensen förnyas redan automatiskt; en förlängning skulle betala samma period två gånger. Avsluta förnyelsen först om du vill förlänga med en annan period.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Supportprenumerationen för den här licensen är pausad; när den återupptas förnyar den licensens support, så en förlängning skulle betala samma period två gånger. Återuppta den, eller avsluta den först om du vill förlänga med en annan period.',
};

export default sv;
