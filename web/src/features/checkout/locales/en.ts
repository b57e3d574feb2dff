/** The checkout and payment pages' catalogue in English, the base: each key is its English text. */
const en = {
  Checkout: 'Checkout',
  Payment: 'Payment',
  'Your order': 'Your order',
  'Your licences': 'Your licences',
  'E-mail address': 'E-mail address',
  'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.':
    'Your licence keys are bound to this address and sent to it. Sign in with it later to see your licences.',
  'You are signed in: your licence keys are bound to the e-mail address of your account.':
    'You are signed in: your licence keys are bound to the e-mail address of your account.',
  'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.':
    'Next you see the amount with VAT and pay; nothing is charged before you confirm the payment.',
  'VAT is added for your country at payment.': 'VAT is added for your country at payment.',
  'Starting payment…': 'Starting payment…',
  'Continue to payment': 'Continue to payment',
  'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.':
    'Our {{terms}} apply; see the {{withdrawal}} for digital content and the {{privacy}}.',
  terms: 'terms',
  'right of withdrawal': 'right of withdrawal',
  'privacy notice': 'privacy notice',
  'Extends the support of licence {{licence}}.': 'Extends the support of licence {{licence}}.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.':
    'Extends the support of licence {{licence}}, including {{count}} catch-up month for the time its support had lapsed.',
  'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.':
    'Extends the support of licence {{licence}}, including {{count}} catch-up months for the time its support had lapsed.',
  Item: 'Item',
  Amount: 'Amount',
  'First year of support included': 'First year of support included',
  'Support is free for the first year of each licence': 'Support is free for the first year of each licence',
  'Net price': 'Net price',
  'one-time': 'one-time',
  'per month': 'per month',
  'per year': 'per year',
  'Order {{number}}': 'Order {{number}}',
  'Your licences will be bound to {{email}}.': 'Your licences will be bound to {{email}}.',
  'Change the e-mail address': 'Change the e-mail address',
  'Support of licence {{licence}} will run until {{date}}.': 'Support of licence {{licence}} will run until {{date}}.',
  'The secure payment form opens over this page. Closing it without paying takes you back to your basket.':
    'The secure payment form opens over this page. Closing it without paying takes you back to your basket.',
  'The card was declined. Nothing was charged; try another card or payment method in the payment form.':
    'The card was declined. Nothing was charged; try another card or payment method in the payment form.',
  'The payment form reported a problem. Please check the details you entered and try again.':
    'The payment form reported a problem. Please check the details you entered and try again.',
  'The secure payment form could not be loaded. Please check your connection and try again.':
    'The secure payment form could not be loaded. Please check your connection and try again.',
  'This payment link is incomplete: it names no order.': 'This payment link is incomplete: it names no order.',
  'Thank you for your purchase.': 'Thank you for your purchase.',
  'Order number': 'Order number',
  'Reference for support': 'Reference for support',
  Bought: 'Bought',
  VAT: 'VAT',
  'Amount charged': 'Amount charged',
  '{{amount}}, excluding VAT': '{{amount}}, excluding VAT',
  'Licences bound to': 'Licences bound to',
  'Support of licence {{licence}} now runs until {{date}}.': 'Support of licence {{licence}} now runs until {{date}}.',
  'Your licence key has been issued and sent to {{email}}.': 'Your licence key has been issued and sent to {{email}}.',
  'Your {{count}} licence keys have been issued and sent to {{email}}.':
    'Your {{count}} licence keys have been issued and sent to {{email}}.',
  'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.':
    'Your payment is being confirmed. Your licences are issued as soon as it is, and an e-mail follows; this page need not stay open.',
  'Payment received. Your licences are being issued; this takes a few seconds…':
    'Payment received. Your licences are being issued; this takes a few seconds…',
  'What happens next': 'What happens next',
  'A confirmation e-mail is on its way.': 'A confirmation e-mail is on its way.',
  'An e-mail with your licence keys is on its way; keep it.':
    'An e-mail with your licence keys is on its way; keep it.',
  'Your licence key stays the same.': 'Your licence key stays the same.',
  'Enter a key in the simulator software to activate it.': 'Enter a key in the simulator software to activate it.',
  'Your licences, keys and support are always in your account under My licences.':
    'Your licences, keys and support are always in your account under My licences.',
  'Create your account with this e-mail to see your licences':
    'Create your account with this e-mail to see your licences',
  'Go to your licences': 'Go to your licences',
  'Back to the shop': 'Back to the shop',
  'Test payment — local Paddle stand-in': 'Test payment — local Paddle stand-in',
  'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.':
    'This is a test form of the local development stack. No card is charged and no real money moves; paying here sends the same signed webhooks Paddle would.',
  'Pay (test)': 'Pay (test)',
  'Decline card (test)': 'Decline card (test)',
  'Cancel payment': 'Cancel payment',
  'The local test payment was refused. Is the local stack still running?':
    'The local test payment was refused. Is the local stack still running?',
  'The payment was cancelled. Your basket is as you left it.':
    'The payment was cancelled. Your basket is as you left it.',
  'The payment did not go through. Nothing was charged; please try again.':
    'The payment did not go through. Nothing was charged; please try again.',
  'Please enter a valid e-mail address, for example name@example.com.':
    'Please enter a valid e-mail address, for example name@example.com.',
  'The quantity must be a whole number from 1 to {{max}}.': 'The quantity must be a whole number from 1 to {{max}}.',
  'One of the chosen add-ons is not available for this product.':
    'One of the chosen add-ons is not available for this product.',
  'The shop could not be reached. Please check your connection and try again.':
    'The shop could not be reached. Please check your connection and try again.',
  'Something went wrong on our side. Please try again in a moment.':
    'Something went wrong on our side. Please try again in a moment.',
  'The catch-up months must be a whole number from 0 to {{max}}.':
    'The catch-up months must be a whole number from 0 to {{max}}.',
  'This licence cannot be extended with this product. Please start again from your licences.':
    'This licence cannot be extended with this product. Please start again from your licences.',
  'Refunded on {{date}}': 'Refunded on {{date}}',
  'Charged back on {{date}}': 'Charged back on {{date}}',
  'amount not known': 'amount not known',
  'Credit note': 'Credit note',
  'Credit note of {{date}}': 'Credit note of {{date}}',
  'Net paid': 'Net paid',
  'This order was refunded: its licence keys no longer activate the software.':
    'This order was refunded: its licence keys no longer activate the software.',
  'Our terms changed while this page was open. Please reload the page and read them again.':
    'Our terms changed while this page was open. Please reload the page and read them again.',
  'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.':
    'Support for this licence already renews automatically; an extension would pay for the same period twice. Cancel the renewal first if you want to extend it with another term.',
  "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.":
    "The support subscription of this licence is paused; resumed, it renews the licence's support, so an extension would pay for the same period twice. Resume it, or cancel it first if you want to extend it with another term.",
} as const;

export default en;
