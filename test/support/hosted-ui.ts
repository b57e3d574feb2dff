import type { AuthClient } from './auth-client';

/**
 * Plays a browser through the hosted-UI stand-in (ADR 253) without one: the shop's redirect out, the provider page,
 * the person's choice, and the redirect back to the shop's callback.
 */
export async function redirectToHostedUi(
  client: AuthClient,
  provider: 'google' | 'apple' = 'google',
  returnTo = '/licenses',
): Promise<URL> {
  const start = await client.get(`/api/auth/federated/${provider}?returnTo=${encodeURIComponent(returnTo)}`);
  if (start.status !== 302) throw new Error(`federated start answered ${start.status}`);
  return new URL(start.headers.get('location')!);
}

/** Opens the provider page at `authorizeUrl`, chooses `email` and consents (or not); the URL the stand-in sends back. */
export async function consentAt(authorizeUrl: URL, email: string, consent: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  const html = await page.text();
  const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !ticket) throw new Error(`the provider page answered ${page.status}: ${html}`);
  const answer = await fetch(
    new URL(`/oauth2/idpresponse?${new URLSearchParams({ ticket, email, consent })}`, authorizeUrl),
    { redirect: 'manual' },
  );
  if (answer.status !== 302) throw new Error(`the provider answer was ${answer.status}: ${await answer.text()}`);
  return new URL(answer.headers.get('location')!);
}

/** The shop-relative path and query of a callback URL, for AuthClient. */
export const pathOf = (url: URL) => `${url.pathname}${url.search}`;
