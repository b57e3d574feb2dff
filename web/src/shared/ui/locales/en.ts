/** The `ui` catalogue (the layout and the shared UI) in English, the base: each key is its English text. */
const en = {
  'Skip to content': 'Skip to content',
  Main: 'Main',
  'Cockpit suite': 'Cockpit suite',
  Suite: 'Suite',
  'FMS Trainer': 'FMS Trainer',
  Trainer: 'Trainer',
  Support: 'Support',
  'My licences': 'My licences',
  Licences: 'Licences',
  'My subscriptions': 'My subscriptions',
  Subscriptions: 'Subscriptions',
  'My orders': 'My orders',
  Orders: 'Orders',
  'My account': 'My account',
  Account: 'Account',
  'Sign out': 'Sign out',
  About: 'About',
  'Windows requirements': 'Windows requirements',
  'iPad requirements': 'iPad requirements',
  'Contact support': 'Contact support',
  'contact support': 'contact support',
  Language: 'Language',
  'Oops!': 'Oops!',
  'Sorry, an unexpected error occurred.': 'Sorry, an unexpected error occurred.',
  'Reload the page': 'Reload the page',
  'Try again': 'Try again',
  'Go back home': 'Go back home',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'This page could not be loaded. The shop may have been updated, or the connection dropped.',
  'Unknown aircraft type: {{type}}': 'Unknown aircraft type: {{type}}',
  'Route is unknown': 'Route is unknown',
  'Decrease {{label}}': 'Decrease {{label}}',
  'Increase {{label}}': 'Increase {{label}}',
  'One order holds at most {{count}} licences.': 'One order holds at most {{count}} licences.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'To buy more, {{support}} and we will split your purchase into several orders.',
  'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.':
    'Buy {{brand}} cockpit-suite licences, support and FMS trainer subscriptions.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}} personal licence, monthly',
  '{{platform}} FMS Trainer {{aircraft}} personal licence, annual':
    '{{platform}} FMS Trainer {{aircraft}} personal licence, annual',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly':
    '{{platform}} FMS Trainer {{aircraft}} classroom licence, monthly',
  '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual':
    '{{platform}} FMS Trainer {{aircraft}} classroom licence, annual',
  'Bronze support, monthly': 'Bronze support, monthly',
  'Bronze support, annual': 'Bronze support, annual',
  '{{brand}} {{family}} suite support extension, monthly': '{{brand}} {{family}} suite support extension, monthly',
  '{{brand}} {{family}} suite support extension, annual': '{{brand}} {{family}} suite support extension, annual',
  '{{brand}} {{family}} suite licence': '{{brand}} {{family}} suite licence',
  '{{brand}} {{family}} suite': '{{brand}} {{family}} suite',
  '{{brand}} {{family}} suite (neo and ceo)': '{{brand}} {{family}} suite (neo and ceo)',
  '{{brand}} {{family}} suite (ceo only)': '{{brand}} {{family}} suite (ceo only)',
  'A320 neo add-on': 'A320 neo add-on',
  'Support catch-up, per lapsed month': 'Support catch-up, per lapsed month',
  Terms: 'Terms',
  'Privacy notice': 'Privacy notice',
  Imprint: 'Imprint',
  'Right of withdrawal': 'Right of withdrawal',
} as const;

export default en;
