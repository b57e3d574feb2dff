/** The legal pages' catalogue in English, the base: each key is its English text. */
const en = {
  'This page cannot be shown right now. Please try again in a moment.':
    'This page cannot be shown right now. Please try again in a moment.',
} as const;

export default en;
