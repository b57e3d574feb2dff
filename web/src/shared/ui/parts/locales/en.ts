/** The `parts` catalogue (the shared UI that only some pages show: product titles, the quantity stepper) in
 * English, the base: each key is its English text. */
const en = {
  'contact support': 'contact support',
  'Decrease {{label}}': 'Decrease {{label}}',
  'Increase {{label}}': 'Increase {{label}}',
  'One order holds at most {{count}} licences.': 'One order holds at most {{count}} licences.',
  'To buy more, {{support}} and we will split your purchase into several orders.':
    'To buy more, {{support}} and we will split your purchase into several orders.',
  '{{brand}} checkout': '{{brand}} checkout',
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
} as const;

export default en;
