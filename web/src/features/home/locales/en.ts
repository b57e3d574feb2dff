/** The home page's catalogue in English, the base: each key is its English text. */
const en = {
  'Welcome to {{brand}} checkout.': 'Welcome to {{brand}} checkout.',
  '{{brand}} cockpit suite': '{{brand}} cockpit suite',
  'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.':
    'Perpetual licence for the A320 family, 737 or 737 MAX 8, with one year of support.',
  'FMS Trainer': 'FMS Trainer',
  'Monthly or annual trainer licences for Windows and iPad, personal or classroom.':
    'Monthly or annual trainer licences for Windows and iPad, personal or classroom.',
  'Support extension': 'Support extension',
  'Extend or restart the support subscription of your suite licence.':
    'Extend or restart the support subscription of your suite licence.',
} as const;

export default en;
