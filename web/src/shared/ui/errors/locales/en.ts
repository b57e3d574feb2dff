/** The `errors` catalogue (the error page's texts) in English, the base: each key is its English text. */
const en = {
  'Oops!': 'Oops!',
  'Sorry, an unexpected error occurred.': 'Sorry, an unexpected error occurred.',
  'Reload the page': 'Reload the page',
  'Go back home': 'Go back home',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'This page could not be loaded. The shop may have been updated, or the connection dropped.',
  'Unknown aircraft type: {{type}}': 'Unknown aircraft type: {{type}}',
} as const;

export default en;
