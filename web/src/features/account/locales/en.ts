/** The account pages' catalogue in English, the base: each key is its English text. */
const en = {
  'My account': 'My account',
  'My licences': 'My licences',
  'My subscriptions': 'My subscriptions',
  'My orders and invoices': 'My orders and invoices',
  'Extend support': 'Extend support',
  'Signed in as {{email}}': 'Signed in as {{email}}',
  Sessions: 'Sessions',
  'Signs you out on this and every other device, for example a shared flight-school computer.':
    'Signs you out on this and every other device, for example a shared flight-school computer.',
  'Sign out': 'Sign out',
  'Sign out everywhere': 'Sign out everywhere',
  'Your data': 'Your data',
  'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.':
    'One JSON file with your account, orders, licences and their keys, subscriptions, transfers and the mails we sent you.',
  'Download my data': 'Download my data',
  'Delete my account': 'Delete my account',
  'Delete my account…': 'Delete my account…',
  'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.':
    'Your licences and their keys keep working, and signing up again with this address shows them. Invoices are kept as tax law requires.',
  'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.':
    'This deletes every way you sign in with this address (password, Google, Apple), ends every session and stops every subscription from renewing (each runs to the end of its paid period). It cannot be undone.',
  'You sign in with Google or Apple: confirm with a code we mail to your address.':
    'You sign in with Google or Apple: confirm with a code we mail to your address.',
  'Send me a code': 'Send me a code',
  'Send a new code': 'Send a new code',
  'The code from the mail': 'The code from the mail',
  'Your password': 'Your password',
  Cancel: 'Cancel',
  'Change password': 'Change password',
  'Current password': 'Current password',
  'New password': 'New password',
  'At least 10 characters.': 'At least 10 characters.',
  'Confirm new password': 'Confirm new password',
  'Your password has been changed. Every other device where you were signed in has been signed out.':
    'Your password has been changed. Every other device where you were signed in has been signed out.',
  Password: 'Password',
  'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.':
    'You sign in with Google or Apple, so your password is kept there, not here. Change it in your Google or Apple account.',
  'Your account is deleted': 'Your account is deleted',
  'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.':
    'Every way of signing in with your address (password, Google, Apple) is deleted, and every session has ended. A confirmation is on its way to your address.',
  'What we keep, and why': 'What we keep, and why',
  'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.':
    'Your paid orders, invoices and refunds, for 10 years from the end of the year of payment: tax law requires it.',
  'Your licences and their keys: they keep working, and signing up again with the same address shows them.':
    'Your licences and their keys: they keep working, and signing up again with the same address shows them.',
  'Your subscriptions until the end of the period you paid for: none of them renews any more.':
    'Your subscriptions until the end of the period you paid for: none of them renews any more.',
  'Which mails we sent about an order (never their text), for one year.':
    'Which mails we sent about an order (never their text), for one year.',
  'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.':
    'Everything else (checkouts never paid, transfer offers nobody accepted, the log of mails we sent you) is deleted. Read more in our {{privacy}}.',
  'privacy notice': 'privacy notice',
  'Back to the shop': 'Back to the shop',
  'My orders': 'My orders',
  'All your orders': 'All your orders',
  'You have no orders yet.': 'You have no orders yet.',
  '{{shop}} to buy a cockpit suite or an FMS trainer.': '{{shop}} to buy a cockpit suite or an FMS trainer.',
  'Visit the shop': 'Visit the shop',
  'Older orders': 'Older orders',
  'Order of {{date}}': 'Order of {{date}}',
  'Renewal of {{date}}': 'Renewal of {{date}}',
  Net: 'Net',
  VAT: 'VAT',
  'Total paid': 'Total paid',
  'Net paid': 'Net paid',
  Status: 'Status',
  'Order number': 'Order number',
  'Transaction (for support)': 'Transaction (for support)',
  'Download invoice': 'Download invoice',
  Paid: 'Paid',
  Refunded: 'Refunded',
  'Partly refunded': 'Partly refunded',
  'Refunded on {{date}}': 'Refunded on {{date}}',
  'Charged back on {{date}}': 'Charged back on {{date}}',
  'amount not known': 'amount not known',
  'Credit note': 'Credit note',
  'Credit note of {{date}}': 'Credit note of {{date}}',
  'Revoked: this key no longer activates the software.': 'Revoked: this key no longer activates the software.',
  'Copy key': 'Copy key',
  'Show whole key': 'Show whole key',
  'Fold key': 'Fold key',
  Copied: 'Copied',
  'Copying is blocked here: select the key and copy it by hand.':
    'Copying is blocked here: select the key and copy it by hand.',
} as const;

export default en;
