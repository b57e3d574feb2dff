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
  'No suite licence is bound to this address.': 'No suite licence is bound to this address.',
  'Buy a cockpit suite': 'Buy a cockpit suite',
  'Suite licences': 'Suite licences',
  'Licence {{licence}}, {{aircraft}}': 'Licence {{licence}}, {{aircraft}}',
  'Licence {{licence}}': 'Licence {{licence}}',
  'Licence {{licence}}, paid until {{date}}': 'Licence {{licence}}, paid until {{date}}',
  'Support lapsed 1 month ago: the extension includes 1 catch-up month.':
    'Support lapsed 1 month ago: the extension includes 1 catch-up month.',
  'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.':
    'Support lapsed {{count}} months ago: the extension includes {{count}} catch-up months.',
  'Support term': 'Support term',
  Monthly: 'Monthly',
  Annual: 'Annual',
  'Support will run from {{start}} until {{end}}.': 'Support will run from {{start}} until {{end}}.',
  'Support will run until {{date}}.': 'Support will run until {{date}}.',
  Continue: 'Continue',
  'Support renews automatically; nothing to extend.': 'Support renews automatically; nothing to extend.',
  'You have no subscriptions.': 'You have no subscriptions.',
  Subscriptions: 'Subscriptions',
  'Licences {{licences}}': 'Licences {{licences}}',
  Subscription: 'Subscription',
  'Pays for': 'Pays for',
  Supports: 'Supports',
  'Cancelled — ends on {{date}}': 'Cancelled — ends on {{date}}',
  'Active, renews automatically': 'Active, renews automatically',
  'Next billing date': 'Next billing date',
  none: 'none',
  Amount: 'Amount',
  'Current period ends': 'Current period ends',
  'Cancellation requested; waiting for the payment provider to confirm…':
    'Cancellation requested; waiting for the payment provider to confirm…',
  'Resuming; waiting for the payment provider to confirm…': 'Resuming; waiting for the payment provider to confirm…',
  'Changed your mind? Until {{date}} you can resume it, and it renews as before.':
    'Changed your mind? Until {{date}} you can resume it, and it renews as before.',
  'Cancel subscription': 'Cancel subscription',
  Resume: 'Resume',
  'Manage payment method': 'Manage payment method',
  'Confirm cancellation': 'Confirm cancellation',
  'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.':
    'Cancel at the end of the current period? It stays active until {{date}} and is not charged again.',
  'Yes, cancel at period end': 'Yes, cancel at period end',
  'Keep subscription': 'Keep subscription',
  '{{price}} per month plus VAT': '{{price}} per month plus VAT',
  '{{price}} per year plus VAT': '{{price}} per year plus VAT',
  '1 seat': '1 seat',
  '{{count}} seats': '{{count}} seats',
  'This action is not available.': 'This action is not available.',
  'The shop could not be reached. Please check your connection and try again.':
    'The shop could not be reached. Please check your connection and try again.',
  'You have no licences yet.': 'You have no licences yet.',
  Licences: 'Licences',
  Licence: 'Licence',
  Aircraft: 'Aircraft',
  Configuration: 'Configuration',
  'Add-ons': 'Add-ons',
  'Licence key (re-issued {{date}})': 'Licence key (re-issued {{date}})',
  'Licence key': 'Licence key',
  'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.':
    'The dispute over this purchase was settled in your favour, but the support subscription it canceled cannot be resumed.',
  'Restart support': 'Restart support',
  'Continue support from {{date}}': 'Continue support from {{date}}',
  '{{product}}: {{seats}}': '{{product}}: {{seats}}',
  Billed: 'Billed',
  Seats: 'Seats',
  'Seat {{number}} key ({{licence}})': 'Seat {{number}} key ({{licence}})',
  Purchased: 'Purchased',
  'Revoked (refunded)': 'Revoked (refunded)',
  'Transfer to {{email}} pending since {{date}}.': 'Transfer to {{email}} pending since {{date}}.',
  'Cancel transfer': 'Cancel transfer',
  'Transfer to a new owner…': 'Transfer to a new owner…',
  "New owner's e-mail address": "New owner's e-mail address",
  'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.':
    'The new owner accepts the licence after signing in with this address; you then no longer hold it, and its key is re-issued.',
  'Offer transfer': 'Offer transfer',
  'Licences offered to you': 'Licences offered to you',
  '{{product}} ({{licence}}) from {{email}}, offered {{date}}.':
    '{{product}} ({{licence}}) from {{email}}, offered {{date}}.',
  'Accept licence {{licence}}': 'Accept licence {{licence}}',
  "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.":
    "Every licence and trainer seat bought with your e-mail address, with its key. Copy a key into the simulator's licence dialog on the computer it runs on; a key that was re-issued after a transfer or a renewal replaces the one you had before.",
  'neo and ceo': 'neo and ceo',
  'ceo only': 'ceo only',
  'Support active until {{date}}, renews automatically': 'Support active until {{date}}, renews automatically',
  'Support active until {{date}}, cancelled (does not renew)':
    'Support active until {{date}}, cancelled (does not renew)',
  'Support active until {{date}}, paid by the previous owner, renews automatically':
    'Support active until {{date}}, paid by the previous owner, renews automatically',
  'Support active until {{date}}, paid by the previous owner; it does not renew for you':
    'Support active until {{date}}, paid by the previous owner; it does not renew for you',
  'Support active until {{date}}, paid by someone else, renews automatically':
    'Support active until {{date}}, paid by someone else, renews automatically',
  'Support active until {{date}}, paid by someone else; it does not renew for you':
    'Support active until {{date}}, paid by someone else; it does not renew for you',
  'Support lapsed since {{date}}': 'Support lapsed since {{date}}',
  'Support paused since {{date}}': 'Support paused since {{date}}',
  'Support payment due: the renewal of {{date}} is not paid yet':
    'Support payment due: the renewal of {{date}} is not paid yet',
  'No support on record yet': 'No support on record yet',
  'Subscription active until {{date}}, renews automatically':
    'Subscription active until {{date}}, renews automatically',
  'Subscription active until {{date}}, cancelled (does not renew)':
    'Subscription active until {{date}}, cancelled (does not renew)',
  'Subscription active until {{date}}, paid by the previous owner, renews automatically':
    'Subscription active until {{date}}, paid by the previous owner, renews automatically',
  'Subscription active until {{date}}, paid by the previous owner; it does not renew for you':
    'Subscription active until {{date}}, paid by the previous owner; it does not renew for you',
  'Subscription active until {{date}}, paid by someone else, renews automatically':
    'Subscription active until {{date}}, paid by someone else, renews automatically',
  'Subscription active until {{date}}, paid by someone else; it does not renew for you':
    'Subscription active until {{date}}, paid by someone else; it does not renew for you',
  'Subscription lapsed since {{date}}': 'Subscription lapsed since {{date}}',
  'Subscription paused since {{date}}': 'Subscription paused since {{date}}',
  'Subscription payment due: the renewal of {{date}} is not paid yet':
    'Subscription payment due: the renewal of {{date}} is not paid yet',
  'No subscription on record yet': 'No subscription on record yet',
  Active: 'Active',
  Trial: 'Trial',
  'Payment overdue': 'Payment overdue',
  Paused: 'Paused',
  Cancelled: 'Cancelled',
  'Support for {{product}}': 'Support for {{product}}',
  'Next charge': 'Next charge',
  '{{gross}} (including {{vat}} VAT)': '{{gross}} (including {{vat}} VAT)',
  'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.':
    'Every order and renewal paid with your e-mail address, with what was charged, its refunds, its invoice and its credit notes.',
} as const;

export default en;
