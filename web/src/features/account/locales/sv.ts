import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Swedish. */
const sv: Translations<typeof en> = {
  'My account': 'Mitt konto',
  'My licences': 'Mina licenser',
  'My subscriptions': 'Mina prenumerationer',
  'My orders and invoices': 'Mina beställningar och fakturor',
  'Extend support': 'Förläng supporten',
  'Signed in as {{email}}': 'Inloggad som {{email}}',
  Sessions: 'Sessioner',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Loggar ut dig på den här och alla andra enheter, till exempel en delad dator på flygskolan.',
  'Sign out': 'Logga ut',
  'Sign out everywhere': 'Logga ut överallt',
  'Your data': 'Dina uppgifter',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'En JSON-fil med ditt konto, dina beställningar, licenser och deras nycklar, prenumerationer, överlåtelser och de mejl vi skickat till dig.',
  'Download my data': 'Ladda ned mina uppgifter',
  'Delete my account': 'Radera mitt konto',
  'Delete my account…': 'Radera mitt konto…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Dina licenser och deras nycklar fortsätter att fungera, och om du registrerar dig igen med den här adressen visas de. Fakturor sparas enligt skattelagstiftningen.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Detta raderar alla sätt att logga in med den här adressen (lösenord, Google, Apple), avslutar alla sessioner och stoppar förnyelsen av alla prenumerationer (var och en löper till slutet av sin betalda period). Det går inte att ångra.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Du loggar in med Google eller Apple: bekräfta med en kod som vi mejlar till din adress.',
  'Send me a code': 'Skicka en kod',
  'Send a new code': 'Skicka en ny kod',
  'The code from the mail': 'Koden från mejlet',
  'Your password': 'Ditt lösenord',
  Cancel: 'Avbryt',
  'Change password': 'Byt lösenord',
  'Current password': 'Nuvarande lösenord',
  'New password': 'Nytt lösenord',
  'At least 10 characters.': 'Minst 10 tecken.',
  'Confirm new password': 'Bekräfta nytt lösenord',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Ditt lösenord har ändrats. Alla andra enheter där du var inloggad har loggats ut.',
  Password: 'Lösenord',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Du loggar in med Google eller Apple, så ditt lösenord finns där, inte här. Ändra det i ditt Google- eller Apple-konto.',
  'Your account is deleted': 'Ditt konto är raderat',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Alla sätt att logga in med din adress (lösenord, Google, Apple) är raderade och alla sessioner har avslutats. En bekräftelse är på väg till din adress.',
  'What we keep, and why': 'Vad vi sparar, och varför',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Dina betalda beställningar, fakturor och återbetalningar i 10 år från slutet av betalningsåret: skattelagstiftningen kräver det.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Dina licenser och deras nycklar: de fortsätter att fungera, och om du registrerar dig igen med samma adress visas de.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Dina prenumerationer till slutet av den betalda perioden: ingen förnyas längre.',
  'Which mails we sent about an order (never their text), for one year.':
    'Vilka mejl vi skickat om en beställning (aldrig deras text), i ett år.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Allt annat (beställningar som aldrig betalades, överlåtelseerbjudanden som ingen accepterade, loggen över mejl vi skickat) är raderat. Läs mer i vårt {{privacy}}.',
  'privacy notice': 'integritetsmeddelande',
  'Back to the shop': 'Tillbaka till butiken',
  'My orders': 'Mina beställningar',
  'All your orders': 'Alla dina beställningar',
  'You have no orders yet.': 'Du har inga beställningar än.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} för att köpa en cockpitsvit eller en FMS Trainer.',
  'Visit the shop': 'Besök butiken',
  'Older orders': 'Äldre beställningar',
  'Order of {{date}}': 'Beställning {{date}}',
  'Renewal of {{date}}': 'Förnyelse {{date}}',
  Net: 'Netto',
  VAT: 'Moms',
  'Total paid': 'Totalt betalt',
  'Net paid': 'Betalt efter återbetalningar',
  Status: 'Status',
  'Order number': 'Ordernummer',
  'Transaction (for support)': 'Transaktion (för support)',
  'Download invoice': 'Ladda ned faktura',
  Paid: 'Betald',
  Refunded: 'Återbetald',
  'Partly refunded': 'Delvis återbetald',
  'Refunded on {{date}}': 'Återbetalt {{date}}',
  'Charged back on {{date}}': 'Återdebiterat {{date}}',
  'amount not known': 'okänt belopp',
  'Credit note': 'Kreditnota',
  'Credit note of {{date}}': 'Kreditnota {{date}}',
  'Revoked: this key no longer activates the software.':
    'Återkallad: den här nyckeln aktiverar inte längre programmet.',
  'Copy key': 'Kopiera nyckel',
  'Show whole key': 'Visa hela nyckeln',
  'Fold key': 'Fäll ihop nyckeln',
  Copied: 'Kopierad',
  'Copying is blocked here: select the key and copy it by hand.':
    'Kopiering är blockerad här: markera nyckeln och kopiera den för hand.',
  'No suite licence is bound to this address.': 'Ingen svitlicens är kopplad till den här adressen.',
  'Buy a cockpit suite': 'Köp en cockpitsvit',
  'Suite licences': 'Svitlicenser',
  'Licence {{licence}}, {{aircraft}}': 'Licens {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licens {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licens {{licence}}, betald till {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Supporten gick ut för 1 månad sedan: förlängningen omfattar 1 efterbetald månad.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Supporten gick ut för {{count}} månader sedan: förlängningen omfattar {{count}} efterbetalda månader.',
  'Support term': 'Supportperiod',
  Monthly: 'Månadsvis',
  Annual: 'Årsvis',
  'Support will run from {{start}} until {{end}}.': 'Supporten gäller från {{start}} till {{end}}.',
  'Support will run until {{date}}.': 'Supporten gäller till {{date}}.',
  Continue: 'Fortsätt',
  'Support renews automatically; nothing to extend.': 'Supporten förnyas automatiskt; inget att förlänga.',
  'You have no subscriptions.': 'Du har inga prenumerationer.',
  Subscriptions: 'Prenumerationer',
  'Licences {{licences}}': 'Licenser {{licences}}',
  Subscription: 'Prenumeration',
  'Pays for': 'Betalar för',
  Supports: 'Stöder',
  'Cancelled — ends on {{date}}': 'Avslutad — upphör {{date}}',
  'Active, renews automatically': 'Aktiv, förnyas automatiskt',
  'Next billing date': 'Nästa debiteringsdatum',
  none: 'inget',
  Amount: 'Belopp',
  'Current period ends': 'Nuvarande period slutar',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Uppsägning begärd; väntar på bekräftelse från betalningsleverantören…',
  'Resuming; waiting for the payment provider to confirm…':
    'Återupptas; väntar på bekräftelse från betalningsleverantören…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Ångrat dig? Fram till {{date}} kan du återuppta den, och den förnyas som tidigare.',
  'Cancel subscription': 'Säg upp prenumerationen',
  Resume: 'Återuppta',
  'Manage payment method': 'Hantera betalningssätt',
  'Confirm cancellation': 'Bekräfta uppsägning',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Säga upp vid slutet av nuvarande period? Den är aktiv till {{date}} och debiteras inte igen.',
  'Yes, cancel at period end': 'Ja, säg upp vid periodens slut',
  'Keep subscription': 'Behåll prenumerationen',
  '{{price}} per month plus VAT': '{{price}} per månad plus moms',
  '{{price}} per year plus VAT': '{{price}} per år plus moms',
  '1 seat': '1 plats',
  '{{count}} seats': '{{count}} platser',
  'This action is not available.': 'Den här åtgärden är inte tillgänglig.',
  'The shop could not be reached. Please check your connection and try again.':
    'Butiken gick inte att nå. Kontrollera anslutningen och försök igen.',
  'You have no licences yet.': 'Du har inga licenser än.',
  Licences: 'Licenser',
  Licence: 'Licens',
  Aircraft: 'Flygplan',
  Configuration: 'Konfiguration',
  'Add-ons': 'Tillägg',
  'Licence key (re-issued {{date}})': 'Licensnyckel (utfärdad på nytt {{date}})',
  'Licence key': 'Licensnyckel',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Tvisten om det här köpet avgjordes till din fördel, men supportprenumerationen som sades upp kan inte återupptas.',
  'Restart support': 'Starta om supporten',
  'Continue support from {{date}}': 'Fortsätt supporten från {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Debitering',
  Seats: 'Platser',
  'Seat {{number}} key ({{licence}})': 'Nyckel för plats {{number}} ({{licence}})',
  Purchased: 'Köpt',
  'Revoked (refunded)': 'Återkallad (återbetald)',
  'Transfer to {{email}} pending since {{date}}.': 'Överlåtelse till {{email}} väntar sedan {{date}}.',
  'Cancel transfer': 'Avbryt överlåtelsen',
  'Transfer to a new owner…': 'Överlåt till en ny ägare…',
  "New owner's e-mail address": 'Den nya ägarens e-postadress',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Den nya ägaren tar emot licensen efter att ha loggat in med den här adressen; då äger du den inte längre, och dess nyckel utfärdas på nytt.',
  'Offer transfer': 'Erbjud överlåtelse',
  'Licences offered to you': 'Licenser som erbjuds dig',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) från {{email}}, erbjuden {{date}}.',
  'Accept licence {{licence}}': 'Ta emot licens {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Varje licens och trainerplats som köpts med din e-postadress, med sin nyckel. Kopiera en nyckel till simulatorns licensdialog på datorn där den körs; en nyckel som utfärdats på nytt efter en överlåtelse eller förnyelse ersätter den du hade.',
  'neo and ceo': 'neo och ceo',
  'ceo only': 'endast ceo',
  'Support active until {{date}}, renews automatically': 'Support aktiv till {{date}}, förnyas automatiskt',
  'Support active until {{date}}, cancelled (does not renew)': 'Support aktiv till {{date}}, uppsagd (förnyas inte)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Support aktiv till {{date}}, betald av den tidigare ägaren, förnyas automatiskt',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Support aktiv till {{date}}, betald av den tidigare ägaren; den förnyas inte för dig',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Support aktiv till {{date}}, betald av någon annan, förnyas automatiskt',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Support aktiv till {{date}}, betald av någon annan; den förnyas inte för dig',
  'Support lapsed since {{date}}': 'Support utgången sedan {{date}}',
  'Support paused since {{date}}': 'Support pausad sedan {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Supportbetalning förfallen: förnyelsen den {{date}} är inte betald än',
  'No support on record yet': 'Ingen support registrerad än',
  'Subscription active until {{date}}, renews automatically': 'Prenumeration aktiv till {{date}}, förnyas automatiskt',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Prenumeration aktiv till {{date}}, uppsagd (förnyas inte)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Prenumeration aktiv till {{date}}, betald av den tidigare ägaren, förnyas automatiskt',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Prenumeration aktiv till {{date}}, betald av den tidigare ägaren; den förnyas inte för dig',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Prenumeration aktiv till {{date}}, betald av någon annan, förnyas automatiskt',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Prenumeration aktiv till {{date}}, betald av någon annan; den förnyas inte för dig',
  'Subscription lapsed since {{date}}': 'Prenumeration utgången sedan {{date}}',
  'Subscription paused since {{date}}': 'Prenumeration pausad sedan {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Prenumerationsbetalning förfallen: förnyelsen den {{date}} är inte betald än',
  'No subscription on record yet': 'Ingen prenumeration registrerad än',
  Active: 'Aktiv',
  Trial: 'Provperiod',
  'Payment overdue': 'Betalning försenad',
  Paused: 'Pausad',
  Cancelled: 'Uppsagd',
  'Support for {{product}}': 'Support för {{product}}',
  'Next charge': 'Nästa debitering',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (inklusive {{vat}} moms)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Varje beställning och förnyelse som betalats med din e-postadress, med vad som debiterades, återbetalningar, faktura och kreditnotor.',
};

export default sv;
