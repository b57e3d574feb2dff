import { createSign } from 'node:crypto';
import { stackUrl } from './stack-url';

/**
 * A minimal browser stand-in for the auth API: keeps the cookies the API sets (by name, as a browser would for one
 * site) and sends the CSRF header and Origin a same-origin page sends.
 */
export class AuthClient {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie lines of the last answer. */
  lastSetCookies: string[] = [];

  async post(
    path: string,
    body: unknown,
    options: { csrf?: boolean; origin?: string; rawBody?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      ...options.headers,
      'content-type': 'application/json',
      origin: options.origin ?? stackUrl(),
    };
    if (options.csrf !== false) headers['x-requested-with'] = 'skydeck';
    return this.send(path, { method: 'POST', headers, body: options.rawBody ?? JSON.stringify(body) });
  }

  async get(path: string, headers: Record<string, string> = {}) {
    return this.send(path, { method: 'GET', headers });
  }

  private async send(path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
    const cookie = [...this.cookies]
      .filter(([name]) => this.sentTo(name, path))
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const response = await fetch(`${stackUrl()}${path}`, {
      ...init,
      headers: { ...init.headers, ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/Max-Age=0/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any, headers: response.headers };
  }

  /** The refresh cookie travels only to /api/auth, like a browser honours its Path. */
  private sentTo(name: string, path: string): boolean {
    return name !== '__Secure-skydeck-refresh' || path.startsWith('/api/auth');
  }
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest code the local mailbox holds for an address (the shop's own mails carry none). */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${stackUrl()}/api/local/mailbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { code?: string }[] };
  const code = mails.find((mail) => mail.code)?.code;
  if (!code) throw new Error(`No code in the local mailbox for ${email}`);
  return code;
}

export async function mailCount(email: string): Promise<number> {
  const response = await fetch(`${stackUrl()}/api/local/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { mails: unknown[] }).mails.length;
}

/** Signs up, confirms with the mailed code and signs in automatically: a client holding a fresh session. */
export async function signedUpClient(email: string, password = 'correct horse battery'): Promise<AuthClient> {
  const client = new AuthClient();
  const signUp = await client.post('/api/auth/sign-up', { email, password });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const confirm = await client.post('/api/auth/confirm-sign-up', { email, code: await latestCode(email), password });
  if (confirm.body?.next !== 'authenticated') throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return client;
}

/** A JWT signed with a given RSA key in PEM: for expired or foreign-key tokens the verifier must refuse. */
export function signJwt(payload: Record<string, unknown>, privateKeyPem: string, keyId = 'CognitoLocal'): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const head = `${encode({ alg: 'RS256', typ: 'JWT', kid: keyId })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKeyPem).toString('base64url');
  return `${head}.${signature}`;
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** What a refused call answers, for `toMatchObject`: the status and `{error: {code, message}}` (message optional). */
export function refusal(status: number, code: string, message?: string) {
  return { status, body: { error: message === undefined ? { code } : { code, message } } };
}
