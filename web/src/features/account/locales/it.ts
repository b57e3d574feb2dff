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
  'Net paid': 'Pagato al netto dei rimborsi',
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
  'No suite licence is bound to this address.': 'Nessuna licenza suite è associata a questo indirizzo.',
  'Buy a cockpit suite': 'Acquista una suite cockpit',
  'Suite licences': 'Licenze suite',
  'Licence {{licence}}, {{aircraft}}': 'Licenza {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licenza {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licenza {{licence}}, pagata fino al {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    "Il supporto è scaduto 1 mese fa: l'estensione include 1 mese di recupero.",
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    "Il supporto è scaduto {{count}} mesi fa: l'estensione include {{count}} mesi di recupero.",
  'Support term': 'Durata del supporto',
  Monthly: 'Mensile',
  Annual: 'Annuale',
  'Support will run from {{start}} until {{end}}.': 'Il supporto durerà dal {{start}} al {{end}}.',
  'Support will run until {{date}}.': 'Il supporto durerà fino al {{date}}.',
  Continue: 'Continua',
  'Support renews automatically; nothing to extend.':
    "Il supporto si rinnova automaticamente; non c'è nulla da estendere.",
  'You have no subscriptions.': 'Non hai abbonamenti.',
  Subscriptions: 'Abbonamenti',
  'Licences {{licences}}': 'Licenze {{licences}}',
  Subscription: 'Abbonamento',
  'Pays for': 'Paga per',
  Supports: 'Supporta',
  'Cancelled — ends on {{date}}': 'Annullato — termina il {{date}}',
  'Active, renews automatically': 'Attivo, si rinnova automaticamente',
  'Next billing date': 'Prossima data di addebito',
  none: 'nessuna',
  Amount: 'Importo',
  'Current period ends': 'Fine del periodo in corso',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Annullamento richiesto; in attesa della conferma del fornitore di pagamento…',
  'Resuming; waiting for the payment provider to confirm…':
    'Ripresa in corso; in attesa della conferma del fornitore di pagamento…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Hai cambiato idea? Fino al {{date}} puoi riprenderlo, e si rinnova come prima.',
  'Cancel subscription': 'Annulla abbonamento',
  Resume: 'Riprendi',
  'Manage payment method': 'Gestisci metodo di pagamento',
  'Confirm cancellation': 'Conferma annullamento',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Annullare alla fine del periodo in corso? Resta attivo fino al {{date}} e non viene più addebitato.',
  'Yes, cancel at period end': 'Sì, annulla a fine periodo',
  'Keep subscription': 'Mantieni abbonamento',
  '{{price}} per month plus VAT': '{{price}} al mese più IVA',
  '{{price}} per year plus VAT': "{{price}} all'anno più IVA",
  '1 seat': '1 postazione',
  '{{count}} seats': '{{count}} postazioni',
  'This action is not available.': 'Questa azione non è disponibile.',
  'The shop could not be reached. Please check your connection and try again.':
    'Impossibile raggiungere il negozio. Controlla la connessione e riprova.',
  'You have no licences yet.': 'Non hai ancora licenze.',
  Licences: 'Licenze',
  Licence: 'Licenza',
  Aircraft: 'Aereo',
  Configuration: 'Configurazione',
  'Add-ons': 'Componenti aggiuntivi',
  'Licence key (re-issued {{date}})': 'Chiave di licenza (riemessa il {{date}})',
  'Licence key': 'Chiave di licenza',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    "La contestazione su questo acquisto è stata risolta a tuo favore, ma l'abbonamento di supporto che ha annullato non può essere ripreso.",
  'Restart support': 'Riavvia il supporto',
  'Continue support from {{date}}': 'Prosegui il supporto dal {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Fatturazione',
  Seats: 'Postazioni',
  'Seat {{number}} key ({{licence}})': 'Chiave della postazione {{number}} ({{licence}})',
  Purchased: 'Acquistata',
  'Revoked (refunded)': 'Revocata (rimborsata)',
  'Transfer to {{email}} pending since {{date}}.': 'Trasferimento a {{email}} in attesa dal {{date}}.',
  'Cancel transfer': 'Annulla trasferimento',
  'Transfer to a new owner…': 'Trasferisci a un nuovo titolare…',
  "New owner's e-mail address": 'Indirizzo e-mail del nuovo titolare',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    "Il nuovo titolare accetta la licenza dopo aver effettuato l'accesso con questo indirizzo; da quel momento non è più tua e la sua chiave viene riemessa.",
  'Offer transfer': 'Offri trasferimento',
  'Licences offered to you': 'Licenze offerte a te',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) da {{email}}, offerta il {{date}}.',
  'Accept licence {{licence}}': 'Accetta la licenza {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Ogni licenza e postazione trainer acquistata con il tuo indirizzo e-mail, con la sua chiave. Copia una chiave nella finestra di licenza del simulatore sul computer su cui gira; una chiave riemessa dopo un trasferimento o un rinnovo sostituisce quella che avevi.',
  'neo and ceo': 'neo e ceo',
  'ceo only': 'solo ceo',
  'Support active until {{date}}, renews automatically': 'Supporto attivo fino al {{date}}, si rinnova automaticamente',
  'Support active until {{date}}, cancelled (does not renew)':
    'Supporto attivo fino al {{date}}, annullato (non si rinnova)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Supporto attivo fino al {{date}}, pagato dal titolare precedente, si rinnova automaticamente',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Supporto attivo fino al {{date}}, pagato dal titolare precedente; per te non si rinnova',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Supporto attivo fino al {{date}}, pagato da qualcun altro, si rinnova automaticamente',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Supporto attivo fino al {{date}}, pagato da qualcun altro; per te non si rinnova',
  'Support lapsed since {{date}}': 'Supporto scaduto dal {{date}}',
  'Support paused since {{date}}': 'Supporto in pausa dal {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Pagamento del supporto dovuto: il rinnovo del {{date}} non è ancora pagato',
  'No support on record yet': 'Nessun supporto registrato finora',
  'Subscription active until {{date}}, renews automatically':
    'Abbonamento attivo fino al {{date}}, si rinnova automaticamente',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Abbonamento attivo fino al {{date}}, annullato (non si rinnova)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Abbonamento attivo fino al {{date}}, pagato dal titolare precedente, si rinnova automaticamente',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Abbonamento attivo fino al {{date}}, pagato dal titolare precedente; per te non si rinnova',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Abbonamento attivo fino al {{date}}, pagato da qualcun altro, si rinnova automaticamente',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Abbonamento attivo fino al {{date}}, pagato da qualcun altro; per te non si rinnova',
  'Subscription lapsed since {{date}}': 'Abbonamento scaduto dal {{date}}',
  'Subscription paused since {{date}}': 'Abbonamento in pausa dal {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    "Pagamento dell'abbonamento dovuto: il rinnovo del {{date}} non è ancora pagato",
  'No subscription on record yet': 'Nessun abbonamento registrato finora',
  Active: 'Attivo',
  Trial: 'Prova',
  'Payment overdue': 'Pagamento in ritardo',
  Paused: 'In pausa',
  Cancelled: 'Annullato',
  'Support for {{product}}': 'Supporto per {{product}}',
  'Next charge': 'Prossimo addebito',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (di cui {{vat}} di IVA)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Ogni ordine e rinnovo pagato con il tuo indirizzo e-mail, con l’importo addebitato, i rimborsi, la fattura e le note di credito.',
};

export default it;
