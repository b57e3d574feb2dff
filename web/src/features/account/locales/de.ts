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
  'Net paid': 'Netto bezahlt',
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
};

export default de;
