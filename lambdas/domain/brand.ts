/**
 * The shop's brand, in one place so a reseller can rename it. The product docs write these names.
 */
export const BRAND = {
  /** Shown to people: "Welcome to SkyDeck checkout." */
  name: 'SkyDeck',
  /** Used in routes, slugs and product keys: `/buy-skydeck-suite/A320`, `skydeck-suiteb737annual`. */
  slug: 'skydeck',
  /** The primary colour of pages and e-mails (the web's `--color-primary`). */
  primaryColour: '#0b3d91',
  /** How mails are signed. */
  team: 'The SkyDeck team',
} as const;

export const DOCUMENT_TITLE = `${BRAND.name} checkout`;
