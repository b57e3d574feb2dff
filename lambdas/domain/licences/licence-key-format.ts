/** The format tag every licence key starts with (`SKYDECK1.<payload>.<signature>`); no `node:*`, so the web reads it too. */
export const LICENCE_KEY_PREFIX = 'SKYDECK1';
