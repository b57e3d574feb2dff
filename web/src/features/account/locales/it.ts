import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  'My account': 'Il mio account',
  'My licences': 'Le mie licenze',
  'My subscriptions': 'I miei abbonamenti',
  'My orders and invoices': 'I miei ordini e fatture',
  'Extend support': 'Estendi il supporto',
  'Signed in as {{email}}': 'Accesso effettuato come {{email}}',
  Sessions: 'Sessioni',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Esce da questo e da ogni altro dispositivo, per esempio un computer condiviso della scuola di volo.',
  'Sign out': 'Esci',
  'Sign out everywhere': 'Esci ovunque',
  'Your data': 'I suoi dati',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Un file JSON con il suo account, ordini, licenze e relative chiavi, abbonamenti, trasferimenti e le e-mail che le abbiamo inviato.',
  'Download my data': 'Scarica i miei dati',
  'Delete my account': 'Elimina il mio account',
  'Delete my account…': 'Elimina il mio account…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Le sue licenze e le relative chiavi continuano a funzionare, e registrandosi di nuovo con questo indirizzo ricompaiono. Le fatture vengono conservate come richiede la legge fiscale.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Questo elimina ogni modo di accedere con questo indirizzo (password, Google, Apple), chiude ogni sessione e ferma il rinnovo di ogni abbonamento (ognuno dura fino alla fine del periodo pagato). Non si può annullare.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Accede con Google o Apple: confermi con un codice che inviamo al suo indirizzo.',
  'Send me a code': 'Inviami un codice',
  'Send a new code': 'Invia un nuovo codice',
  'The code from the mail': 'Il codice dell’e-mail',
  'Your password': 'La sua password',
  Cancel: 'Annulla',
  'Change password': 'Cambia password',
  'Current password': 'Password attuale',
  'New password': 'Nuova password',
  'At least 10 characters.': 'Almeno 10 caratteri.',
  'Confirm new password': 'Conferma la nuova password',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'La sua password è stata cambiata. Tutti gli altri dispositivi su cui aveva effettuato l’accesso sono stati disconnessi.',
  Password: 'Password',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Accede con Google o Apple, quindi la password è custodita lì, non qui. La cambi nel suo account Google o Apple.',
  'Your account is deleted': 'Il suo account è eliminato',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Ogni modo di accedere con il suo indirizzo (password, Google, Apple) è eliminato e ogni sessione è terminata. Una conferma è in arrivo al suo indirizzo.',
  'What we keep, and why': 'Cosa conserviamo e perché',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'I suoi ordini pagati, fatture e rimborsi, per 10 anni dalla fine dell’anno del pagamento: lo richiede la legge fiscale.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Le sue licenze e le relative chiavi: continuano a funzionare, e registrandosi di nuovo con lo stesso indirizzo ricompaiono.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'I suoi abbonamenti fino alla fine del periodo pagato: nessuno si rinnova più.',
  'Which mails we sent about an order (never their text), for one year.':
    'Quali e-mail le abbiamo inviato su un ordine (mai il loro testo), per un anno.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Tutto il resto (ordini mai pagati, offerte di trasferimento mai accettate, il registro delle e-mail inviate) è eliminato. Maggiori informazioni nella nostra {{privacy}}.',
  'privacy notice': 'informativa sulla privacy',
  'Back to the shop': 'Torna al negozio',
  'My orders': 'I miei ordini',
  'All your orders': 'Tutti i suoi ordini',
  'You have no orders yet.': 'Non ha ancora ordini.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} per acquistare una suite cockpit o un FMS Trainer.',
  'Visit the shop': 'Visiti il negozio',
  'Older orders': 'Ordini precedenti',
  'Order of {{date}}': 'Ordine del {{date}}',
  'Renewal of {{date}}': 'Rinnovo del {{date}}',
  Net: 'Netto',
  VAT: 'IVA',
  'Total paid': 'Totale pagato',
  'Net paid': 'Netto pagato',
  Status: 'Stato',
  'Order number': 'Numero d’ordine',
  'Transaction (for support)': 'Transazione (per l’assistenza)',
  'Download invoice': 'Scarica la fattura',
  Paid: 'Pagato',
  Refunded: 'Rimborsato',
  'Partly refunded': 'Rimborsato in parte',
  'Refunded on {{date}}': 'Rimborsato il {{date}}',
  'Charged back on {{date}}': 'Stornato il {{date}}',
  'amount not known': 'importo sconosciuto',
  'Credit note': 'Nota di credito',
  'Credit note of {{date}}': 'Nota di credito del {{date}}',
  'Revoked: this key no longer activates the software.': 'Revocata: questa chiave non attiva più il software.',
  'Copy key': 'Copia la chiave',
  'Show whole key': 'Mostra tutta la chiave',
  'Fold key': 'Comprimi la chiave',
  Copied: 'Copiata',
  'Copying is blocked here: select the key and copy it by hand.':
    'La copia qui è bloccata: selezioni la chiave e la copi a mano.',
};

export default it;
