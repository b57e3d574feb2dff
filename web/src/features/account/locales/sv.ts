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
  'Net paid': 'Netto betalt',
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
};

export default sv;
