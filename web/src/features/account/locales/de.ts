import type { Translations } from '../../../shared/i18n/i18n';
import type en from './en';

/** German. */
const de: Translations<typeof en> = {
  'My account': 'Mein Konto',
  'My licences': 'Meine Lizenzen',
  'My subscriptions': 'Meine Abonnements',
  'My orders and invoices': 'Meine Bestellungen und Rechnungen',
  'Extend support': 'Support verlängern',
  'Signed in as {{email}}': 'Angemeldet als {{email}}',
  Sessions: 'Sitzungen',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Meldet Sie auf diesem und jedem anderen Gerät ab, zum Beispiel an einem gemeinsam genutzten Computer der Flugschule.',
  'Sign out': 'Abmelden',
  'Sign out everywhere': 'Überall abmelden',
  'Your data': 'Ihre Daten',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'Eine JSON-Datei mit Ihrem Konto, Ihren Bestellungen, Lizenzen und deren Schlüsseln, Abonnements, Übertragungen und den E-Mails, die wir Ihnen gesendet haben.',
  'Download my data': 'Meine Daten herunterladen',
  'Delete my account': 'Mein Konto löschen',
  'Delete my account…': 'Mein Konto löschen…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Ihre Lizenzen und deren Schlüssel funktionieren weiter, und eine neue Registrierung mit dieser Adresse zeigt sie wieder. Rechnungen werden aufbewahrt, wie es das Steuerrecht verlangt.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'Dies löscht jede Art, sich mit dieser Adresse anzumelden (Passwort, Google, Apple), beendet jede Sitzung und stoppt die Verlängerung jedes Abonnements (jedes läuft bis zum Ende seines bezahlten Zeitraums). Das lässt sich nicht rückgängig machen.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'Sie melden sich mit Google oder Apple an: Bestätigen Sie mit einem Code, den wir an Ihre Adresse senden.',
  'Send me a code': 'Code senden',
  'Send a new code': 'Neuen Code senden',
  'The code from the mail': 'Der Code aus der E-Mail',
  'Your password': 'Ihr Passwort',
  Cancel: 'Abbrechen',
  'Change password': 'Passwort ändern',
  'Current password': 'Aktuelles Passwort',
  'New password': 'Neues Passwort',
  'At least 10 characters.': 'Mindestens 10 Zeichen.',
  'Confirm new password': 'Neues Passwort bestätigen',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Ihr Passwort wurde geändert. Alle anderen Geräte, auf denen Sie angemeldet waren, wurden abgemeldet.',
  Password: 'Passwort',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'Sie melden sich mit Google oder Apple an, daher liegt Ihr Passwort dort, nicht hier. Ändern Sie es in Ihrem Google- oder Apple-Konto.',
  'Your account is deleted': 'Ihr Konto ist gelöscht',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Jede Art, sich mit Ihrer Adresse anzumelden (Passwort, Google, Apple), ist gelöscht, und jede Sitzung wurde beendet. Eine Bestätigung ist an Ihre Adresse unterwegs.',
  'What we keep, and why': 'Was wir aufbewahren und warum',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Ihre bezahlten Bestellungen, Rechnungen und Erstattungen, 10 Jahre ab dem Ende des Zahlungsjahres: Das Steuerrecht verlangt es.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Ihre Lizenzen und deren Schlüssel: Sie funktionieren weiter, und eine neue Registrierung mit derselben Adresse zeigt sie wieder.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Ihre Abonnements bis zum Ende des bezahlten Zeitraums: Keines verlängert sich mehr.',
  'Which mails we sent about an order (never their text), for one year.':
    'Welche E-Mails wir zu einer Bestellung gesendet haben (nie ihr Text), ein Jahr lang.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Alles andere (nie bezahlte Bestellvorgänge, von niemandem angenommene Übertragungsangebote, das Protokoll der an Sie gesendeten E-Mails) ist gelöscht. Mehr dazu in unserem {{privacy}}.',
  'privacy notice': 'Datenschutzhinweis',
  'Back to the shop': 'Zurück zum Shop',
  'My orders': 'Meine Bestellungen',
  'All your orders': 'Alle Ihre Bestellungen',
  'You have no orders yet.': 'Sie haben noch keine Bestellungen.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.':
    '{{shop}}, um eine Cockpit-Suite oder einen FMS-Trainer zu kaufen.',
  'Visit the shop': 'Besuchen Sie den Shop',
  'Older orders': 'Ältere Bestellungen',
  'Order of {{date}}': 'Bestellung vom {{date}}',
  'Renewal of {{date}}': 'Verlängerung vom {{date}}',
  Net: 'Netto',
  VAT: 'MwSt.',
  'Total paid': 'Bezahlt',
  'Net paid': 'Bezahlt nach Erstattungen',
  Status: 'Status',
  'Order number': 'Bestellnummer',
  'Transaction (for support)': 'Transaktion (für den Support)',
  'Download invoice': 'Rechnung herunterladen',
  Paid: 'Bezahlt',
  Refunded: 'Erstattet',
  'Partly refunded': 'Teilweise erstattet',
  'Refunded on {{date}}': 'Erstattet am {{date}}',
  'Charged back on {{date}}': 'Rückbuchung am {{date}}',
  'amount not known': 'Betrag unbekannt',
  'Credit note': 'Gutschrift',
  'Credit note of {{date}}': 'Gutschrift vom {{date}}',
  'Revoked: this key no longer activates the software.':
    'Widerrufen: Dieser Schlüssel aktiviert die Software nicht mehr.',
  'Copy key': 'Schlüssel kopieren',
  'Show whole key': 'Ganzen Schlüssel zeigen',
  'Fold key': 'Schlüssel einklappen',
  Copied: 'Kopiert',
  'Copying is blocked here: select the key and copy it by hand.':
    'Kopieren ist hier blockiert: Markieren Sie den Schlüssel und kopieren Sie ihn von Hand.',
  'No suite licence is bound to this address.': 'Dieser Adresse ist keine Suite-Lizenz zugeordnet.',
  'Buy a cockpit suite': 'Eine Cockpit-Suite kaufen',
  'Suite licences': 'Suite-Lizenzen',
  'Licence {{licence}}, {{aircraft}}': 'Lizenz {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Lizenz {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Lizenz {{licence}}, bezahlt bis {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Der Support ist vor 1 Monat abgelaufen: Die Verlängerung enthält 1 Nachzahlungsmonat.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Der Support ist vor {{count}} Monaten abgelaufen: Die Verlängerung enthält {{count}} Nachzahlungsmonate.',
  'Support term': 'Support-Laufzeit',
  Monthly: 'Monatlich',
  Annual: 'Jährlich',
  'Support will run from {{start}} until {{end}}.': 'Der Support läuft dann vom {{start}} bis zum {{end}}.',
  'Support will run until {{date}}.': 'Der Support läuft dann bis zum {{date}}.',
  Continue: 'Weiter',
  'Support renews automatically; nothing to extend.':
    'Der Support verlängert sich automatisch; es gibt nichts zu verlängern.',
  'You have no subscriptions.': 'Sie haben keine Abonnements.',
  Subscriptions: 'Abonnements',
  'Licences {{licences}}': 'Lizenzen {{licences}}',
  Subscription: 'Abonnement',
  'Pays for': 'Bezahlt für',
  Supports: 'Unterstützt',
  'Cancelled — ends on {{date}}': 'Gekündigt – endet am {{date}}',
  'Active, renews automatically': 'Aktiv, verlängert sich automatisch',
  'Next billing date': 'Nächstes Abrechnungsdatum',
  none: 'keine',
  Amount: 'Betrag',
  'Current period ends': 'Aktueller Zeitraum endet',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Kündigung angefordert; wir warten auf die Bestätigung des Zahlungsanbieters…',
  'Resuming; waiting for the payment provider to confirm…':
    'Wird fortgesetzt; wir warten auf die Bestätigung des Zahlungsanbieters…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Anders überlegt? Bis zum {{date}} können Sie es fortsetzen, und es verlängert sich wie bisher.',
  'Cancel subscription': 'Abonnement kündigen',
  Resume: 'Fortsetzen',
  'Manage payment method': 'Zahlungsmethode verwalten',
  'Confirm cancellation': 'Kündigung bestätigen',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Zum Ende des aktuellen Zeitraums kündigen? Es bleibt bis zum {{date}} aktiv und wird nicht erneut berechnet.',
  'Yes, cancel at period end': 'Ja, zum Ende des Zeitraums kündigen',
  'Keep subscription': 'Abonnement behalten',
  '{{price}} per month plus VAT': '{{price}} pro Monat zzgl. MwSt.',
  '{{price}} per year plus VAT': '{{price}} pro Jahr zzgl. MwSt.',
  '1 seat': '1 Platz',
  '{{count}} seats': '{{count}} Plätze',
  'This action is not available.': 'Diese Aktion ist nicht verfügbar.',
  'The shop could not be reached. Please check your connection and try again.':
    'Der Shop war nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'You have no licences yet.': 'Sie haben noch keine Lizenzen.',
  Licences: 'Lizenzen',
  Licence: 'Lizenz',
  Aircraft: 'Flugzeug',
  Configuration: 'Konfiguration',
  'Add-ons': 'Zusatzmodule',
  'Licence key (re-issued {{date}})': 'Lizenzschlüssel (neu ausgestellt am {{date}})',
  'Licence key': 'Lizenzschlüssel',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'Der Streitfall zu diesem Kauf wurde zu Ihren Gunsten entschieden, aber das dabei gekündigte Support-Abonnement lässt sich nicht fortsetzen.',
  'Restart support': 'Support neu starten',
  'Continue support from {{date}}': 'Support ab {{date}} fortführen',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Abrechnung',
  Seats: 'Plätze',
  'Seat {{number}} key ({{licence}})': 'Schlüssel für Platz {{number}} ({{licence}})',
  Purchased: 'Gekauft',
  'Revoked (refunded)': 'Widerrufen (erstattet)',
  'Transfer to {{email}} pending since {{date}}.': 'Übertragung an {{email}} ausstehend seit {{date}}.',
  'Cancel transfer': 'Übertragung abbrechen',
  'Transfer to a new owner…': 'An einen neuen Inhaber übertragen…',
  "New owner's e-mail address": 'E-Mail-Adresse des neuen Inhabers',
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'Der neue Inhaber nimmt die Lizenz an, nachdem er sich mit dieser Adresse angemeldet hat; danach gehört sie nicht mehr Ihnen, und ihr Schlüssel wird neu ausgestellt.',
  'Offer transfer': 'Übertragung anbieten',
  'Licences offered to you': 'Ihnen angebotene Lizenzen',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) von {{email}}, angeboten am {{date}}.',
  'Accept licence {{licence}}': 'Lizenz {{licence}} annehmen',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    'Jede Lizenz und jeder Trainer-Platz, die mit Ihrer E-Mail-Adresse gekauft wurden, mit ihrem Schlüssel. Kopieren Sie einen Schlüssel in den Lizenzdialog des Simulators auf dem Computer, auf dem er läuft; ein nach einer Übertragung oder Verlängerung neu ausgestellter Schlüssel ersetzt den bisherigen.',
  'neo and ceo': 'neo und ceo',
  'ceo only': 'nur ceo',
  'Support active until {{date}}, renews automatically': 'Support aktiv bis {{date}}, verlängert sich automatisch',
  'Support active until {{date}}, cancelled (does not renew)':
    'Support aktiv bis {{date}}, gekündigt (verlängert sich nicht)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Support aktiv bis {{date}}, bezahlt vom vorherigen Inhaber, verlängert sich automatisch',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Support aktiv bis {{date}}, bezahlt vom vorherigen Inhaber; für Sie verlängert er sich nicht',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Support aktiv bis {{date}}, bezahlt von jemand anderem, verlängert sich automatisch',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Support aktiv bis {{date}}, bezahlt von jemand anderem; für Sie verlängert er sich nicht',
  'Support lapsed since {{date}}': 'Support abgelaufen seit {{date}}',
  'Support paused since {{date}}': 'Support pausiert seit {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Support-Zahlung fällig: Die Verlängerung vom {{date}} ist noch nicht bezahlt',
  'No support on record yet': 'Noch kein Support erfasst',
  'Subscription active until {{date}}, renews automatically':
    'Abonnement aktiv bis {{date}}, verlängert sich automatisch',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Abonnement aktiv bis {{date}}, gekündigt (verlängert sich nicht)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Abonnement aktiv bis {{date}}, bezahlt vom vorherigen Inhaber, verlängert sich automatisch',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Abonnement aktiv bis {{date}}, bezahlt vom vorherigen Inhaber; für Sie verlängert es sich nicht',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Abonnement aktiv bis {{date}}, bezahlt von jemand anderem, verlängert sich automatisch',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Abonnement aktiv bis {{date}}, bezahlt von jemand anderem; für Sie verlängert es sich nicht',
  'Subscription lapsed since {{date}}': 'Abonnement abgelaufen seit {{date}}',
  'Subscription paused since {{date}}': 'Abonnement pausiert seit {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Abonnement-Zahlung fällig: Die Verlängerung vom {{date}} ist noch nicht bezahlt',
  'No subscription on record yet': 'Noch kein Abonnement erfasst',
  Active: 'Aktiv',
  Trial: 'Testphase',
  'Payment overdue': 'Zahlung überfällig',
  Paused: 'Pausiert',
  Cancelled: 'Gekündigt',
  'Support for {{product}}': 'Support für {{product}}',
  'Next charge': 'Nächste Abbuchung',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (inkl. {{vat}} MwSt.)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Jede Bestellung und Verlängerung, die mit Ihrer E-Mail-Adresse bezahlt wurde, mit dem berechneten Betrag, ihren Erstattungen, ihrer Rechnung und ihren Gutschriften.',
};

export default de;
