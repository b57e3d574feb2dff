import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  Checkout: 'Kasse',
  Payment: 'Zahlung',
  'Your order': 'Ihre Bestellung',
  'Your licences': 'Ihre Lizenzen',
  'E-mail address': 'E-Mail-Adresse',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Ihre Lizenzschlüssel werden an diese Adresse gebunden und an sie gesendet. Melden Sie sich später damit an, um Ihre Lizenzen zu sehen.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'Sie sind angemeldet: Ihre Lizenzschlüssel werden an die E-Mail-Adresse Ihres Kontos gebunden.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Als Nächstes sehen Sie den Betrag mit MwSt. und bezahlen; nichts wird berechnet, bevor Sie die Zahlung bestätigen.',
  'VAT is added for your country at payment.': 'Die MwSt. Ihres Landes wird bei der Zahlung hinzugefügt.',
  'Starting payment…': 'Zahlung wird gestartet…',
  'Continue to payment': 'Weiter zur Zahlung',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Es gelten unsere {{terms}}; siehe auch das {{withdrawal}} für digitale Inhalte und den {{privacy}}.',
  terms: 'Bedingungen',
  'right of withdrawal': 'Widerrufsrecht',
  'privacy notice': 'Datenschutzhinweis',
  'Extends the support of licence {{licence}}.': 'Verlängert den Support der Lizenz {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Verlängert den Support der Lizenz {{licence}}, einschließlich {{count}} Nachzahlungsmonat für die Zeit, in der ihr Support abgelaufen war.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Verlängert den Support der Lizenz {{licence}}, einschließlich {{count}} Nachzahlungsmonaten für die Zeit, in der ihr Support abgelaufen war.',
  Item: 'Position',
  Amount: 'Betrag',
  'First year of support included': 'Erstes Support-Jahr inklusive',
  'Support is free for the first year of each licence': 'Der Support ist im ersten Jahr jeder Lizenz kostenlos',
  'Net price': 'Nettopreis',
  'one-time': 'einmalig',
  'per month': 'pro Monat',
  'per year': 'pro Jahr',
  'Order {{number}}': 'Bestellung {{number}}',
  'Your licences will be bound to {{email}}.': 'Ihre Lizenzen werden an {{email}} gebunden.',
  'Change the e-mail address': 'E-Mail-Adresse ändern',
  'Support of licence {{licence}} will run until {{date}}.':
    'Der Support der Lizenz {{licence}} läuft dann bis {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'Das sichere Zahlungsformular öffnet sich über dieser Seite. Wenn Sie es ohne Zahlung schließen, kehren Sie zu Ihrem Warenkorb zurück.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'Die Karte wurde abgelehnt. Es wurde nichts berechnet; versuchen Sie im Zahlungsformular eine andere Karte oder Zahlungsart.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'Das Zahlungsformular hat ein Problem gemeldet. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'Das sichere Zahlungsformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'This payment link is incomplete: it names no order.':
    'Dieser Zahlungslink ist unvollständig: Er nennt keine Bestellung.',
  'Thank you for your purchase.': 'Vielen Dank für Ihren Kauf.',
  'Order number': 'Bestellnummer',
  'Reference for support': 'Referenz für den Support',
  Bought: 'Gekauft',
  VAT: 'MwSt.',
  'Amount charged': 'Belasteter Betrag',
  '{{amount}}, excluding VAT': '{{amount}}, ohne MwSt.',
  'Licences bound to': 'Lizenzen gebunden an',
  'Support of licence {{licence}} now runs until {{date}}.':
    'Der Support der Lizenz {{licence}} läuft jetzt bis {{date}}.',
  'Your licence key has been issued and sent to {{email}}.':
    'Ihr Lizenzschlüssel wurde ausgestellt und an {{email}} gesendet.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Ihre {{count}} Lizenzschlüssel wurden ausgestellt und an {{email}} gesendet.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Ihre Zahlung wird bestätigt. Ihre Lizenzen werden ausgestellt, sobald das geschehen ist, und eine E-Mail folgt; diese Seite muss nicht geöffnet bleiben.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Zahlung erhalten. Ihre Lizenzen werden ausgestellt; das dauert ein paar Sekunden…',
  'What happens next': 'Wie es weitergeht',
  'A confirmation e-mail is on its way.': 'Eine Bestätigung per E-Mail ist unterwegs.',
  'An e-mail with your licence keys is on its way; keep it.':
    'Eine E-Mail mit Ihren Lizenzschlüsseln ist unterwegs; bewahren Sie sie auf.',
  'Your licence key stays the same.': 'Ihr Lizenzschlüssel bleibt derselbe.',
  'Enter a key in the simulator software to activate it.':
    'Geben Sie einen Schlüssel in der Simulator-Software ein, um ihn zu aktivieren.',
  'Your licences, keys and support are always in your account under My licences.':
    'Ihre Lizenzen, Schlüssel und Ihr Support sind immer in Ihrem Konto unter „Meine Lizenzen“.',
  'Create your account with this e-mail to see your licences':
    'Legen Sie mit dieser E-Mail-Adresse Ihr Konto an, um Ihre Lizenzen zu sehen',
  'Go to your licences': 'Zu Ihren Lizenzen',
  'Back to the shop': 'Zurück zum Shop',
  'Test payment — local Paddle stand-in': 'Testzahlung — lokaler Paddle-Ersatz',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'Dies ist ein Testformular der lokalen Entwicklungsumgebung. Keine Karte wird belastet und kein echtes Geld fließt; eine Zahlung hier sendet dieselben signierten Webhooks wie Paddle.',
  'Pay (test)': 'Bezahlen (Test)',
  'Decline card (test)': 'Karte ablehnen (Test)',
  'Cancel payment': 'Zahlung abbrechen',
  'The local test payment was refused. Is the local stack still running?':
    'Die lokale Testzahlung wurde abgelehnt. Läuft die lokale Umgebung noch?',
  'The payment was cancelled. Your basket is as you left it.':
    'Die Zahlung wurde abgebrochen. Ihr Warenkorb ist so, wie Sie ihn verlassen haben.',
  'The payment did not go through. Nothing was charged; please try again.':
    'Die Zahlung ist nicht durchgegangen. Es wurde nichts berechnet; bitte versuchen Sie es erneut.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'Die Menge muss eine ganze Zahl von 1 bis {{max}} sein.',
  'One of the chosen add-ons is not available for this product.':
    'Eines der gewählten Add-ons ist für dieses Produkt nicht erhältlich.',
  'The shop could not be reached. Please check your connection and try again.':
    'Der Shop ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'Something went wrong on our side. Please try again in a moment.':
    'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es gleich noch einmal.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'Die Nachzahlungsmonate müssen eine ganze Zahl von 0 bis {{max}} sein.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'Diese Lizenz kann mit diesem Produkt nicht verlängert werden. Bitte beginnen Sie erneut bei Ihren Lizenzen.',
  'Refunded on {{date}}': 'Erstattet am {{date}}',
  'Charged back on {{date}}': 'Rückbuchung am {{date}}',
  'amount not known': 'Betrag unbekannt',
  'Credit note': 'Gutschrift',
  'Credit note of {{date}}': 'Gutschrift vom {{date}}',
  'Net paid': 'Bezahlt nach Erstattungen',
  'This order was refunded: its licence keys no longer activate the software.':
    'Diese Bestellung wurde erstattet: Ihre Lizenzschlüssel aktivieren die Software nicht mehr.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Unsere AGB haben sich geändert, während diese Seite geöffnet war. Bitte laden Sie die Seite neu und lesen Sie sie noch einmal.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Der Support dieser Lizenz verlängert sich bereits automatisch; eine Verlängerung würde denselben Zeitraum doppelt bezahlen. Kündigen Sie zuerst die automatische Verlängerung, wenn Sie mit einer anderen Laufzeit verlängern möchten.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Das Support-Abonnement dieser Lizenz ist pausiert; fortgesetzt verlängert es den Support der Lizenz, eine Verlängerung würde also denselben Zeitraum doppelt bezahlen. Setzen Sie es fort oder kündigen Sie es zuerst, wenn Sie mit einer anderen Laufzeit verlängern möchten.',
};

export default de;
