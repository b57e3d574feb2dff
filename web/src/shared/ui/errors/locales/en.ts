/** The `errors` catalogue (the error page's texts) in English, the base: each key is its English text. */
const en = {
  'Oops!': 'Oops!',
  'Sorry, an unexpected error occurred.': 'Sorry, an unexpected error occurred.',
  'Reload the page': 'Reload the page',
  'Go back home': 'Go back home',
  'This page could not be loaded. The shop may have been updated, or the connection dropped.':
    'This page could not be loaded. The shop may have been updated, or the connection dropped.',
  'The shop could not be reached. Please check your connection and try again.':
    'The shop could not be reached. Please check your connection and try again.',
  'Something went wrong on our side. Please try again in a moment.':
    'Something went wrong on our side. Please try again in a moment.',
  'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.':
    'The shop could not check your sign-in just now. Please try again in a moment; you do not need to sign in again.',
  'Unknown aircraft type: {{type}}': 'Unknown aircraft type: {{type}}',
} as const;

export default en;
