import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Dutch. */
const nl: Translations<typeof en> = {
  'My account': 'Mijn account',
  'My licences': 'Mijn licenties',
  'My subscriptions': 'Mijn abonnementen',
  'My orders and invoices': 'Mijn bestellingen en facturen',
  'Extend support': 'Support verlengen',
  'Signed in as {{email}}': 'Aangemeld als {{email}}',
  Sessions: 'Sessies',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Meldt u af op dit en elk ander apparaat, bijvoorbeeld een gedeelde computer op de vliegschool.',
  'Sign out': 'Afmelden',
  'Sign out everywhere': 'Overal afmelden',
  'Your data': 'Uw gegevens',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Eén JSON-bestand met uw account, bestellingen, licenties en hun sleutels, abonnementen, overdrachten en de e-mails die we u stuurden.',
  'Download my data': 'Mijn gegevens downloaden',
  'Delete my account': 'Mijn account verwijderen',
  'Delete my account…': 'Mijn account verwijderen…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Uw licenties en hun sleutels blijven werken, en als u zich opnieuw registreert met dit adres ziet u ze weer. Facturen worden bewaard zoals de belastingwet vereist.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Dit verwijdert elke manier om u met dit adres aan te melden (wachtwoord, Google, Apple), beëindigt elke sessie en stopt de verlenging van elk abonnement (elk loopt tot het einde van de betaalde periode). Dit kan niet ongedaan worden gemaakt.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'U meldt zich aan met Google of Apple: bevestig met een code die we naar uw adres mailen.',
  'Send me a code': 'Stuur mij een code',
  'Send a new code': 'Stuur een nieuwe code',
  'The code from the mail': 'De code uit de e-mail',
  'Your password': 'Uw wachtwoord',
  Cancel: 'Annuleren',
  'Change password': 'Wachtwoord wijzigen',
  'Current password': 'Huidig wachtwoord',
  'New password': 'Nieuw wachtwoord',
  'At least 10 characters.': 'Minstens 10 tekens.',
  'Confirm new password': 'Nieuw wachtwoord bevestigen',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Uw wachtwoord is gewijzigd. Op alle andere apparaten waar u was aangemeld, bent u afgemeld.',
  Password: 'Wachtwoord',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'U meldt zich aan met Google of Apple, dus uw wachtwoord staat daar, niet hier. Wijzig het in uw Google- of Apple-account.',
  'Your account is deleted': 'Uw account is verwijderd',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Elke manier om u met uw adres aan te melden (wachtwoord, Google, Apple) is verwijderd en elke sessie is beëindigd. Er is een bevestiging naar uw adres onderweg.',
  'What we keep, and why': 'Wat we bewaren, en waarom',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Uw betaalde bestellingen, facturen en terugbetalingen, 10 jaar vanaf het einde van het jaar van betaling: de belastingwet vereist het.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Uw licenties en hun sleutels: ze blijven werken, en als u zich opnieuw registreert met hetzelfde adres ziet u ze weer.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Uw abonnementen tot het einde van de betaalde periode: geen enkel abonnement wordt nog verlengd.',
  'Which mails we sent about an order (never their text), for one year.':
    'Welke e-mails we over een bestelling stuurden (nooit de tekst), één jaar lang.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Al het andere (nooit betaalde bestellingen, overdrachtsaanbiedingen die niemand aannam, het logboek van de e-mails die we u stuurden) is verwijderd. Lees meer in onze {{privacy}}.',
  'privacy notice': 'privacyverklaring',
  'Back to the shop': 'Terug naar de winkel',
  'My orders': 'Mijn bestellingen',
  'All your orders': 'Al uw bestellingen',
  'You have no orders yet.': 'U hebt nog geen bestellingen.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} om een cockpitsuite of een FMS Trainer te kopen.',
  'Visit the shop': 'Bezoek de winkel',
  'Older orders': 'Oudere bestellingen',
  'Order of {{date}}': 'Bestelling van {{date}}',
  'Renewal of {{date}}': 'Verlenging van {{date}}',
  Net: 'Netto',
  VAT: 'Btw',
  'Total paid': 'Totaal betaald',
  'Net paid': 'Betaald na terugbetalingen',
  Status: 'Status',
  'Order number': 'Bestelnummer',
  'Transaction (for support)': 'Transactie (voor support)',
  'Download invoice': 'Factuur downloaden',
  Paid: 'Betaald',
  Refunded: 'Terugbetaald',
  'Partly refunded': 'Deels terugbetaald',
  'Refunded on {{date}}': 'Terugbetaald op {{date}}',
  'Charged back on {{date}}': 'Teruggeboekt op {{date}}',
  'amount not known': 'bedrag onbekend',
  'Credit note': 'Creditnota',
  'Credit note of {{date}}': 'Creditnota van {{date}}',
  'Revoked: this key no longer activates the software.': 'Ingetrokken: deze sleutel activeert de software niet meer.',
  'Copy key': 'Sleutel kopiëren',
  'Show whole key': 'Hele sleutel tonen',
  'Fold key': 'Sleutel inklappen',
  Copied: 'Gekopieerd',
  'Copying is blocked here: select the key and copy it by hand.':
    'Kopiëren is hier geblokkeerd: selecteer de sleutel en kopieer hem met de hand.',
  'No suite licence is bound to this address.': 'Er is geen suitelicentie aan dit adres gekoppeld.',
  'Buy a cockpit suite': 'Een cockpitsuite kopen',
  'Suite licences': 'Suitelicenties',
  'Licence {{licence}}, {{aircraft}}': 'Licentie {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licentie {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licentie {{licence}}, betaald tot {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'De support is 1 maand geleden verlopen: de verlenging omvat 1 inhaalmaand.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'De support is {{count}} maanden geleden verlopen: de verlenging omvat {{count}} inhaalmaanden.',
  'Support term': 'Supportduur',
  Monthly: 'Maandelijks',
  Annual: 'Jaarlijks',
  'Support will run from {{start}} until {{end}}.': 'De support loopt van {{start}} tot {{end}}.',
  'Support will run until {{date}}.': 'De support loopt tot {{date}}.',
  Continue: 'Doorgaan',
  'Support renews automatically; nothing to extend.': 'De support verlengt automatisch; er valt niets te verlengen.',
  'You have no subscriptions.': 'U hebt geen abonnementen.',
  Subscriptions: 'Abonnementen',
  'Licences {{licences}}': 'Licenties {{licences}}',
  Subscription: 'Abonnement',
  'Pays for': 'Betaalt voor',
  Supports: 'Ondersteunt',
  'Cancelled — ends on {{date}}': 'Opgezegd — eindigt op {{date}}',
  'Active, renews automatically': 'Actief, verlengt automatisch',
  'Next billing date': 'Volgende factuurdatum',
  none: 'geen',
  Amount: 'Bedrag',
  'Current period ends': 'Huidige periode eindigt',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Opzegging aangevraagd; wachten op bevestiging van de betaalprovider…',
  'Resuming; waiting for the payment provider to confirm…':
    'Wordt hervat; wachten op bevestiging van de betaalprovider…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Bedacht? Tot {{date}} kunt u het hervatten, en het verlengt zoals voorheen.',
  'Cancel subscription': 'Abonnement opzeggen',
  Resume: 'Hervatten',
  'Manage payment method': 'Betaalmethode beheren',
  'Confirm cancellation': 'Opzegging bevestigen',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Opzeggen aan het einde van de huidige periode? Het blijft actief tot {{date}} en wordt niet opnieuw in rekening gebracht.',
  'Yes, cancel at period end': 'Ja, opzeggen aan het einde van de periode',
  'Keep subscription': 'Abonnement behouden',
  '{{price}} per month plus VAT': '{{price}} per maand plus btw',
  '{{price}} per year plus VAT': '{{price}} per jaar plus btw',
  '1 seat': '1 plaats',
  '{{count}} seats': '{{count}} plaatsen',
  'This action is not available.': 'Deze actie is niet beschikbaar.',
  'The shop could not be reached. Please check your connection and try again.':
    'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  'You have no licences yet.': 'U hebt nog geen licenties.',
  Licences: 'Licenties',
  Licence: 'Licentie',
  Aircraft: 'Vliegtuig',
  Configuration: 'Configuratie',
  'Add-ons': 'Uitbreidingen',
  'Licence key (re-issued {{date}})': 'Licentiesleutel (opnieuw uitgegeven op {{date}})',
  'Licence key': 'Licentiesleutel',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Het geschil over deze aankoop is in uw voordeel beslecht, maar het supportabonnement dat daarbij werd opgezegd kan niet worden hervat.',
  'Restart support': 'Support opnieuw starten',
  'Continue support from {{date}}': 'Support voortzetten vanaf {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Facturering',
  Seats: 'Plaatsen',
  'Seat {{number}} key ({{licence}})': 'Sleutel van plaats {{number}} ({{licence}})',
  Purchased: 'Gekocht',
  'Revoked (refunded)': 'Ingetrokken (terugbetaald)',
  'Transfer to {{email}} pending since {{date}}.': 'Overdracht aan {{email}} in afwachting sinds {{date}}.',
  'Cancel transfer': 'Overdracht annuleren',
  'Transfer to a new owner…': 'Overdragen aan een nieuwe eigenaar…',
  "New owner's e-mail address": 'E-mailadres van de nieuwe eigenaar',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'De nieuwe eigenaar aanvaardt de licentie na aanmelding met dit adres; daarna is ze niet meer van u en wordt haar sleutel opnieuw uitgegeven.',
  'Offer transfer': 'Overdracht aanbieden',
  'Licences offered to you': 'Licenties die u worden aangeboden',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) van {{email}}, aangeboden op {{date}}.',
  'Accept licence {{licence}}': 'Licentie {{licence}} aanvaarden',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Elke licentie en trainerplaats die met uw e-mailadres is gekocht, met haar sleutel. Kopieer een sleutel in het licentievenster van de simulator op de computer waarop hij draait; een sleutel die na een overdracht of verlenging opnieuw is uitgegeven, vervangt de vorige.',
  'neo and ceo': 'neo en ceo',
  'ceo only': 'alleen ceo',
  'Support active until {{date}}, renews automatically': 'Support actief tot {{date}}, verlengt automatisch',
  'Support active until {{date}}, cancelled (does not renew)': 'Support actief tot {{date}}, opgezegd (verlengt niet)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Support actief tot {{date}}, betaald door de vorige eigenaar, verlengt automatisch',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Support actief tot {{date}}, betaald door de vorige eigenaar; voor u verlengt het niet',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Support actief tot {{date}}, betaald door iemand anders, verlengt automatisch',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Support actief tot {{date}}, betaald door iemand anders; voor u verlengt het niet',
  'Support lapsed since {{date}}': 'Support verlopen sinds {{date}}',
  'Support paused since {{date}}': 'Support gepauzeerd sinds {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Supportbetaling verschuldigd: de verlenging van {{date}} is nog niet betaald',
  'No support on record yet': 'Nog geen support geregistreerd',
  'Subscription active until {{date}}, renews automatically': 'Abonnement actief tot {{date}}, verlengt automatisch',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Abonnement actief tot {{date}}, opgezegd (verlengt niet)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Abonnement actief tot {{date}}, betaald door de vorige eigenaar, verlengt automatisch',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Abonnement actief tot {{date}}, betaald door de vorige eigenaar; voor u verlengt het niet',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Abonnement actief tot {{date}}, betaald door iemand anders, verlengt automatisch',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Abonnement actief tot {{date}}, betaald door iemand anders; voor u verlengt het niet',
  'Subscription lapsed since {{date}}': 'Abonnement verlopen sinds {{date}}',
  'Subscription paused since {{date}}': 'Abonnement gepauzeerd sinds {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Abonnementsbetaling verschuldigd: de verlenging van {{date}} is nog niet betaald',
  'No subscription on record yet': 'Nog geen abonnement geregistreerd',
  Active: 'Actief',
  Trial: 'Proefperiode',
  'Payment overdue': 'Betaling achterstallig',
  Paused: 'Gepauzeerd',
  Cancelled: 'Opgezegd',
  'Support for {{product}}': 'Support voor {{product}}',
  'Next charge': 'Volgende afschrijving',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (inclusief {{vat}} btw)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Elke bestelling en verlenging betaald met uw e-mailadres, met wat er is afgeschreven, de terugbetalingen, de factuur en de creditnota’s.',
};

export default nl;
