import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** Italian. */
const it: Translations<typeof en> = {
  Checkout: 'Cassa',
  Payment: 'Pagamento',
  'Your order': 'Il suo ordine',
  'Your licences': 'Le sue licenze',
  'E-mail address': 'Indirizzo e-mail',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Le chiavi di licenza sono legate a questo indirizzo e vi vengono inviate. Acceda in seguito con esso per vedere le sue licenze.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Ha effettuato l’accesso: le chiavi di licenza sono legate all’indirizzo e-mail del suo account.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Ora vedrà l’importo con IVA e pagherà; non viene addebitato nulla prima che confermi il pagamento.',
  'VAT is added for your country at payment.': 'L’IVA del suo paese viene aggiunta al pagamento.',
  'Starting payment…': 'Avvio del pagamento…',
  'Continue to payment': 'Procedi al pagamento',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Si applicano le nostre {{terms}}; veda il {{withdrawal}} per i contenuti digitali e l’{{privacy}}.',
  terms: 'condizioni',
  'right of withdrawal': 'diritto di recesso',
  'privacy notice': 'informativa sulla privacy',
  'Extends the support of licence {{licence}}.': 'Estende il supporto della licenza {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Estende il supporto della licenza {{licence}}, incluso {{count}} mese di recupero per il periodo in cui il supporto era scaduto.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Estende il supporto della licenza {{licence}}, inclusi {{count}} mesi di recupero per il periodo in cui il supporto era scaduto.',
  Item: 'Articolo',
  Amount: 'Importo',
  'First year of support included': 'Primo anno di supporto incluso',
  'Support is free for the first year of each licence': 'Il supporto è gratuito il primo anno di ogni licenza',
  'Net price': 'Prezzo netto',
  'one-time': 'una tantum',
  'per month': 'al mese',
  'per year': 'all’anno',
  'Order {{number}}': 'Ordine {{number}}',
  'Your licences will be bound to {{email}}.': 'Le sue licenze saranno legate a {{email}}.',
  'Change the e-mail address': 'Cambia l’indirizzo e-mail',
  'Support of licence {{licence}} will run until {{date}}.':
    'Il supporto della licenza {{licence}} durerà fino al {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Il modulo di pagamento sicuro si apre sopra questa pagina. Chiudendolo senza pagare torna al carrello.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'La carta è stata rifiutata. Non è stato addebitato nulla; provi un’altra carta o un altro metodo nel modulo di pagamento.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Il modulo di pagamento ha segnalato un problema. Controlli i dati inseriti e riprovi.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Non è stato possibile caricare il modulo di pagamento sicuro. Controlli la connessione e riprovi.',
  'This payment link is incomplete: it names no order.':
    'Questo link di pagamento è incompleto: non indica alcun ordine.',
  'Thank you for your purchase.': 'Grazie per il suo acquisto.',
  'Order number': 'Numero d’ordine',
  'Reference for support': 'Riferimento per l’assistenza',
  Bought: 'Acquistato',
  VAT: 'IVA',
  'Amount charged': 'Importo addebitato',
  '{{amount}}, excluding VAT': '{{amount}}, IVA esclusa',
  'Licences bound to': 'Licenze legate a',
  'Support of licence {{licence}} now runs until {{date}}.':
    'Il supporto della licenza {{licence}} ora dura fino al {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'La sua chiave di licenza è stata emessa e inviata a {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Le sue {{count}} chiavi di licenza sono state emesse e inviate a {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Il pagamento è in corso di conferma. Le licenze vengono emesse appena confermato e segue un’e-mail; non serve tenere aperta questa pagina.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Pagamento ricevuto. Le licenze sono in emissione; ci vuole qualche secondo…',
  'What happens next': 'Cosa succede ora',
  'A confirmation e-mail is on its way.': 'È in arrivo un’e-mail di conferma.',
  'An e-mail with your licence keys is on its way; keep it.':
    'È in arrivo un’e-mail con le sue chiavi di licenza; la conservi.',
  'Your licence key stays the same.': 'La sua chiave di licenza resta la stessa.',
  'Enter a key in the simulator software to activate it.':
    'Inserisca una chiave nel software del simulatore per attivarla.',
  'Your licences, keys and support are always in your account under My licences.':
    'Licenze, chiavi e supporto sono sempre nel suo account, in Le mie licenze.',
  'Create your account with this e-mail to see your licences':
    'Crei il suo account con questa e-mail per vedere le licenze',
  'Go to your licences': 'Vai alle sue licenze',
  'Back to the shop': 'Torna al negozio',
  'Test payment — local Paddle stand-in': 'Pagamento di prova — sostituto locale di Paddle',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Questo è un modulo di prova dell’ambiente di sviluppo locale. Nessuna carta viene addebitata e non si muove denaro reale; pagando qui si inviano gli stessi webhook firmati di Paddle.',
  'Pay (test)': 'Paga (prova)',
  'Decline card (test)': 'Rifiuta la carta (prova)',
  'Cancel payment': 'Annulla il pagamento',
  'The local test payment was refused. Is the local stack still running?':
    'Il pagamento di prova locale è stato rifiutato. L’ambiente locale è ancora attivo?',
  'The payment was cancelled. Your basket is as you left it.':
    'Il pagamento è stato annullato. Il carrello è come l’ha lasciato.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Il pagamento non è andato a buon fine. Non è stato addebitato nulla; riprovi.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Inserisca un indirizzo e-mail valido, per esempio nome@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'La quantità deve essere un numero intero da 1 a {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'Uno dei componenti aggiuntivi scelti non è disponibile per questo prodotto.',
  'The shop could not be reached. Please check your connection and try again.':
    'Il negozio non è raggiungibile. Controlli la connessione e riprovi.',
  'Something went wrong on our side. Please try again in a moment.':
    'Si è verificato un problema da parte nostra. Riprovi tra un momento.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'I mesi di recupero devono essere un numero intero da 0 a {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Questa licenza non può essere estesa con questo prodotto. Ricominci dalle sue licenze.',
  'Refunded on {{date}}': 'Rimborsato il {{date}}',
  'Charged back on {{date}}': 'Stornato il {{date}}',
  'amount not known': 'importo sconosciuto',
  'Credit note': 'Nota di credito',
  'Credit note of {{date}}': 'Nota di credito del {{date}}',
  'Net paid': 'Pagato al netto dei rimborsi',
  'This order was refunded: its licence keys no longer activate the software.':
    'Questo ordine è stato rimborsato: le sue chiavi di licenza non attivano più il software.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'I nostri termini sono cambiati mentre questa pagina era aperta. Ricarica la pagina e rileggili.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Il supporto di questa licenza si rinnova già automaticamente; un’estensione pagherebbe due volte lo stesso periodo. Annulla prima il rinnovo se vuoi estenderlo con un’altra durata.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'L’abbonamento di supporto di questa licenza è in pausa; una volta ripreso rinnova il supporto della licenza, quindi un’estensione pagherebbe due volte lo stesso periodo. Riprendilo, oppure annullalo prima se vuoi estenderlo con un’altra durata.',
};

export default it;
