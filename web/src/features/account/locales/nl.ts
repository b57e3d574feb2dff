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
  'Net paid': 'Netto betaald',
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
};

export default nl;
