import type { Translations } from './en';

/** German. */
const de: Translations = {
  'Sign In': 'Anmelden',
  'Create Account': 'Konto erstellen',
  'Sign in to your account': 'Melden Sie sich bei Ihrem Konto an',
  'Signing in': 'Anmeldung läuft',
  'Creating Account': 'Konto wird erstellt',
  Confirm: 'Bestätigen',
  Confirming: 'Wird bestätigt',
  Submit: 'Absenden',
  Submitting: 'Wird gesendet',
  'Send code': 'Code senden',
  Sending: 'Wird gesendet',
  Verify: 'Verifizieren',
  'Change Password': 'Passwort ändern',
  Changing: 'Wird geändert',
  Dismiss: 'Schließen',
  Copy: 'Kopieren',
  Copied: 'Kopiert',
  'Sign Out': 'Abmelden',
  'Sign out': 'Abmelden',
  'Signing out': 'Abmeldung läuft',
  Language: 'Sprache',
  'Forgot your password?': 'Passwort vergessen?',
  'Back to Sign In': 'Zurück zur Anmeldung',
  Skip: 'Überspringen',
  'Resend Code': 'Code erneut senden',
  Email: 'E-Mail',
  'Enter your Email': 'Geben Sie Ihre E-Mail-Adresse ein',
  Password: 'Passwort',
  'Enter your Password': 'Geben Sie Ihr Passwort ein',
  'Confirm Password': 'Passwort bestätigen',
  'Please confirm your Password': 'Bitte bestätigen Sie Ihr Passwort',
  'New Password': 'Neues Passwort',
  Code: 'Code',
  'Confirmation Code': 'Bestätigungscode',
  'Enter your code': 'Geben Sie Ihren Code ein',
  'Phone Number': 'Telefonnummer',
  'Show password': 'Passwort anzeigen',
  'Hide password': 'Passwort verbergen',
  'We Emailed You': 'Wir haben Ihnen eine E-Mail geschickt',
  'We Texted You': 'Wir haben Ihnen eine SMS geschickt',
  'Your code is on the way. To log in, enter the code we emailed to {{destination}}. It may take a minute to arrive.':
    'Ihr Code ist unterwegs. Geben Sie zum Anmelden den Code ein, den wir an {{destination}} gesendet haben. Es kann eine Minute dauern, bis er ankommt.',
  'Your code is on the way. To log in, enter the code we texted to {{destination}}. It may take a minute to arrive.':
    'Ihr Code ist unterwegs. Geben Sie zum Anmelden den Code ein, den wir per SMS an {{destination}} gesendet haben. Es kann eine Minute dauern, bis er ankommt.',
  'Confirm SMS Code': 'SMS-Code bestätigen',
  'Confirm TOTP Code': 'TOTP-Code bestätigen',
  'Setup TOTP': 'TOTP einrichten',
  'Scan this QR code with your authenticator app, or enter the secret key by hand.':
    'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App oder geben Sie den geheimen Schlüssel von Hand ein.',
  'QR code for your authenticator app': 'QR-Code für Ihre Authenticator-App',
  'Secret key': 'Geheimer Schlüssel',
  'Change Password Required': 'Passwortänderung erforderlich',
  'Reset Password': 'Passwort zurücksetzen',
  'Reset your password': 'Setzen Sie Ihr Passwort zurück',
  'Account recovery requires verified contact information':
    'Die Kontowiederherstellung erfordert verifizierte Kontaktdaten',
  'Verify Contact': 'Kontakt verifizieren',
  'Sign In with Amazon': 'Mit Amazon anmelden',
  'Sign In with Apple': 'Mit Apple anmelden',
  'Sign In with Facebook': 'Mit Facebook anmelden',
  'Sign In with Google': 'Mit Google anmelden',
  or: 'oder',
  'Please login with the email address that is bound to your licence keys to start or extend a support subscription.':
    'Bitte melden Sie sich mit der E-Mail-Adresse an, an die Ihre Lizenzschlüssel gebunden sind, um ein Support-Abonnement abzuschließen oder zu verlängern.',
  'Logged in as {{email}}. Not you?': 'Angemeldet als {{email}}. Nicht Sie?',
  'logged in': 'angemeldet',
  'Please sign in to continue.': 'Bitte melden Sie sich an, um fortzufahren.',
  'Password must have at least {{count}} characters': 'Das Passwort muss mindestens {{count}} Zeichen haben',
  'Password must have lower case letters': 'Das Passwort muss Kleinbuchstaben enthalten',
  'Password must have upper case letters': 'Das Passwort muss Großbuchstaben enthalten',
  'Password must have numbers': 'Das Passwort muss Ziffern enthalten',
  'Password must have special characters': 'Das Passwort muss Sonderzeichen enthalten',
  'Your passwords must match': 'Ihre Passwörter müssen übereinstimmen',
  'Incorrect username or password': 'Falscher Benutzername oder falsches Passwort',
  'Invalid password format': 'Ungültiges Passwortformat',
  'Invalid phone number format': 'Ungültiges Format der Telefonnummer',
  'User already exists': 'Der Benutzer existiert bereits',
  'User does not exist': 'Der Benutzer existiert nicht',
  'Please enter your e-mail address': 'Bitte geben Sie Ihre E-Mail-Adresse ein',
  'Password attempts exceeded': 'Zu viele Passwortversuche',
  'An account with the given email already exists.': 'Ein Konto mit dieser E-Mail-Adresse existiert bereits.',
  'User is already confirmed.': 'Der Benutzer ist bereits bestätigt.',
  'Invalid verification code provided, please try again.':
    'Ungültiger Bestätigungscode, bitte versuchen Sie es erneut.',
  'Invalid code provided, please request a code again.': 'Ungültiger Code, bitte fordern Sie einen neuen Code an.',
  'Attempt limit exceeded, please try after some time.':
    'Versuchslimit überschritten, bitte versuchen Sie es später erneut.',
  'User is disabled.': 'Der Benutzer ist deaktiviert.',
  'Network error': 'Netzwerkfehler',
  'Cannot reset password for the user as there is no registered/verified email or phone_number':
    'Das Passwort kann nicht zurückgesetzt werden, da keine registrierte/verifizierte E-Mail-Adresse oder Telefonnummer vorhanden ist',
  'This sign-in step has expired. Please sign in again.':
    'Dieser Anmeldeschritt ist abgelaufen. Bitte melden Sie sich erneut an.',
  'Refresh Token has been revoked': 'Das Aktualisierungstoken wurde widerrufen',
  'Refresh Token has expired': 'Das Aktualisierungstoken ist abgelaufen',
  'Access Token has been revoked': 'Das Zugriffstoken wurde widerrufen',
  'User does not exist.': 'Der Benutzer existiert nicht.',
  'Password reset required for the user': 'Für den Benutzer ist ein Zurücksetzen des Passworts erforderlich',
  'The user is not authenticated': 'Der Benutzer ist nicht angemeldet',
  'Please enter a valid email address': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'Password cannot be empty': 'Das Passwort darf nicht leer sein',
  'Confirmation code cannot be empty': 'Der Bestätigungscode darf nicht leer sein',
  'Something went wrong. Please try again.': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'You have been signed out.': 'Sie wurden abgemeldet.',
  'Your account is confirmed. Please sign in.': 'Ihr Konto ist bestätigt. Bitte melden Sie sich an.',
  'This sign-in step is not valid. Please sign in again.':
    'Dieser Anmeldeschritt ist ungültig. Bitte melden Sie sich erneut an.',
  'This session has been signed out. Please sign in again.':
    'Diese Sitzung wurde abgemeldet. Bitte melden Sie sich erneut an.',
  // The mail limits' refusal (ADR 260)
  'Too many e-mails were asked for in a short time. Please try again later.':
    'Es wurden in kurzer Zeit zu viele E-Mails angefordert. Bitte versuchen Sie es später erneut.',
  'Support for {{licences}} now renews with another subscription of yours; resuming this one would charge for the same period twice. Cancel that one first if you want this one to renew instead.':
    'Der Support für {{licences}} verlängert sich jetzt mit einem anderen Ihrer Abonnements; würden Sie dieses fortsetzen, würde derselbe Zeitraum zweimal berechnet. Kündigen Sie zuerst das andere, wenn sich stattdessen dieses verlängern soll.',
  'This subscription no longer pays for any licence of yours (they moved to a new owner or were refunded), so resuming it would charge for nothing.':
    'Dieses Abonnement bezahlt keine Ihrer Lizenzen mehr (sie sind an einen neuen Inhaber übergegangen oder wurden erstattet); würden Sie es fortsetzen, würde es für nichts berechnet.',
  'Support for this licence already renews automatically on {{date}}; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Der Support für diese Lizenz verlängert sich bereits automatisch am {{date}}; eine Verlängerung würde denselben Zeitraum zweimal bezahlen. Kündigen Sie zuerst die automatische Verlängerung, wenn Sie mit einer anderen Laufzeit verlängern möchten.',
  "The support subscription of this licence is paused since {{date}}; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    'Das Support-Abonnement dieser Lizenz ist seit dem {{date}} pausiert; fortgesetzt verlängert es den Support der Lizenz, eine Verlängerung würde also denselben Zeitraum zweimal bezahlen. Setzen Sie es fort, oder kündigen Sie es zuerst, wenn Sie mit einer anderen Laufzeit verlängern möchten.',
  'This subscription is not set to end, so there is nothing to resume.':
    'Dieses Abonnement ist nicht zur Beendigung vorgemerkt; es gibt also nichts fortzusetzen.',
  'This subscription has ended and cannot be resumed. To continue, buy it again.':
    'Dieses Abonnement ist beendet und kann nicht fortgesetzt werden. Um weiterzumachen, kaufen Sie es erneut.',
  'This subscription is already cancelled or set to end.':
    'Dieses Abonnement ist bereits gekündigt oder zur Beendigung vorgemerkt.',
  'Show more': 'Mehr anzeigen',
  'Loading more': 'Weitere werden geladen',
  'This link to a later page of the list is not valid. Please open the list again from its first page.':
    'Dieser Link auf eine spätere Seite der Liste ist ungültig. Bitte öffnen Sie die Liste erneut ab ihrer ersten Seite.',
};

export default de;
