import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer } from '../dynamodb-emulator';
import { isLoopbackHost } from '../local-only';
import type { FederatedUsers, IssuedTokens, ProviderName } from './federated-users';
import { errorPage, providerPage } from './provider-page';

/**
 * The hosted-UI stand-in (ADR 253): Cognito's `/oauth2/authorize`, `/oauth2/token` and
 * `/oauth2/userInfo` for the authorization-code grant with PKCE, on another site than the shop (`127.0.0.1:<port>`
 * beside the shop's `localhost`), so social sign-in runs the real cross-site redirect. `identity_provider` sends the
 * browser to a page that plays Google or Apple; its answer comes back to `/oauth2/idpresponse`, which creates or
 * updates the federated user in cognito-local and redirects to the app's callback with a one-time code.
 */
export interface HostedUiOptions {
  readonly clientId: () => string;
  /** The app client's callback URLs; known once the shop listens. */
  readonly callbackUrls: () => readonly string[];
  readonly providers: readonly ProviderName[];
  readonly federatedUsers: FederatedUsers;
}

export interface HostedUi {
  readonly baseUrl: string;
  close(): Promise<void>;
}

interface Ticket {
  readonly provider: ProviderName;
  readonly redirectUri: string;
  readonly state: string | undefined;
  readonly codeChallenge: string | undefined;
  readonly expiresAt: number;
}

interface Grant {
  readonly tokens: IssuedTokens;
  readonly redirectUri: string;
  readonly codeChallenge: string | undefined;
  readonly expiresAt: number;
}

/** Cognito's codes last five minutes; the page's ticket as long as the shop's state cookie. */
const CODE_MS = 5 * 60_000;
const TICKET_MS = 10 * 60_000;
const SCOPES = new Set(['openid', 'email', 'profile', 'phone', 'aws.cognito.signin.user.admin']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function startHostedUi(options: HostedUiOptions): Promise<HostedUi> {
  const tickets = new Map<string, Ticket>();
  const grants = new Map<string, Grant>();
  const newId = () => randomBytes(24).toString('base64url');

  const html = (response: ServerResponse, status: number, body: string): void => {
    response
      .writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      })
      .end(body);
  };
  const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response
      .writeHead(status, { 'content-type': 'application/json;charset=UTF-8', 'cache-control': 'no-store', ...headers })
      .end(JSON.stringify(body));
  };
  const back = (response: ServerResponse, redirectUri: string, params: Record<string, string | undefined>) => {
    const target = new URL(redirectUri);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(name, value);
    response.writeHead(302, { location: target.toString(), 'cache-control': 'no-store' }).end();
  };

  function forgetExpired(): void {
    const now = Date.now();
    for (const [id, ticket] of tickets) if (ticket.expiresAt <= now) tickets.delete(id);
    for (const [code, grant] of grants) if (grant.expiresAt <= now) grants.delete(code);
  }

  function authorize(url: URL, response: ServerResponse): void {
    forgetExpired();
    const query = url.searchParams;
    if (query.get('client_id') !== options.clientId()) return html(response, 400, errorPage('invalid_client'));
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!options.callbackUrls().includes(redirectUri)) return html(response, 400, errorPage('redirect_mismatch'));
    const state = query.get('state') ?? undefined;
    const refuse = (error: string, description: string) =>
      back(response, redirectUri, { error_description: description, error, state });
    if (query.get('response_type') !== 'code') return refuse('unsupported_response_type', 'Only code is allowed');
    const scopes = (query.get('scope') ?? 'openid').split(' ').filter(Boolean);
    if (scopes.some((scope) => !SCOPES.has(scope))) return refuse('invalid_scope', 'Invalid scope requested');
    const method = query.get('code_challenge_method');
    const codeChallenge = query.get('code_challenge') ?? undefined;
    if ((method !== null || codeChallenge) && (method !== 'S256' || !codeChallenge))
      return refuse('invalid_request', 'code_challenge_method must be S256 with a code_challenge');
    const provider = options.providers.find((name) => name === query.get('identity_provider'));
    if (!provider) return refuse('invalid_request', 'identity_provider is not enabled for this client');
    const ticket = newId();
    tickets.set(ticket, { provider, redirectUri, state, codeChallenge, expiresAt: Date.now() + TICKET_MS });
    html(response, 200, providerPage({ provider, ticket }));
  }

  async function providerAnswer(url: URL, response: ServerResponse): Promise<void> {
    const id = url.searchParams.get('ticket') ?? '';
    const ticket = tickets.get(id);
    if (!ticket || ticket.expiresAt <= Date.now())
      return html(response, 400, errorPage('This sign-in has expired. Please start again from the shop.'));
    if (url.searchParams.get('consent') !== 'allow') {
      tickets.delete(id);
      return back(response, ticket.redirectUri, {
        error_description: 'The user denied access',
        error: 'access_denied',
        state: ticket.state,
      });
    }
    // A provider sends the address in the case its account holds it, which need not be the shop's lower case.
    const asTyped = (url.searchParams.get('email') ?? '').trim();
    const email = asTyped.toLowerCase();
    if (!EMAIL.test(email)) {
      const problem = 'Enter the e-mail address of the account.';
      return html(response, 400, providerPage({ provider: ticket.provider, ticket: id, email, problem }));
    }
    tickets.delete(id);
    // The provider's user id is stable per address, as a real account's is.
    const providerUserId = BigInt(`0x${createHash('sha256').update(`${ticket.provider}:${email}`).digest('hex')}`)
      .toString()
      .slice(0, 21);
    const tokens = await options.federatedUsers.signIn(options.clientId(), {
      providerName: ticket.provider,
      providerUserId,
      email: asTyped,
    });
    const code = newId();
    grants.set(code, {
      tokens,
      redirectUri: ticket.redirectUri,
      codeChallenge: ticket.codeChallenge,
      expiresAt: Date.now() + CODE_MS,
    });
    back(response, ticket.redirectUri, { code, state: ticket.state });
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const refuse = (error: string) => json(response, 400, { error });
    if (!(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
      return refuse('invalid_request');
    const form = new URLSearchParams(await readText(request));
    if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
    // The app client has no secret: client_secret_basic or _post credentials cannot be right.
    if (request.headers.authorization || form.has('client_secret')) return refuse('invalid_client');
    if (form.get('client_id') !== options.clientId()) return refuse('invalid_client');
    const code = form.get('code');
    if (!code) return refuse('invalid_request');
    const grant = grants.get(code);
    // One use only, whatever the outcome.
    grants.delete(code);
    if (!grant || grant.expiresAt <= Date.now() || form.get('redirect_uri') !== grant.redirectUri)
      return refuse('invalid_grant');
    if (grant.codeChallenge && !pkceHolds(form.get('code_verifier'), grant.codeChallenge))
      return refuse('invalid_grant');
    json(response, 200, {
      id_token: grant.tokens.IdToken,
      access_token: grant.tokens.AccessToken,
      refresh_token: grant.tokens.RefreshToken,
      expires_in: 3600,
      token_type: 'Bearer',
    });
  }

  async function userInfo(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const user = bearer ? await options.federatedUsers.userInfo(bearer) : undefined;
    if (user) return json(response, 200, user);
    const description = 'Access token is expired, disabled, or deleted, or the user has globally signed out.';
    json(
      response,
      401,
      { error: 'invalid_token', error_description: description },
      { 'www-authenticate': `Bearer error="invalid_token", error_description="${description}"` },
    );
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://hosted-ui');
    const route = `${request.method} ${url.pathname}`;
    const answer = async () => {
      // DNS rebinding must not reach the stand-in either (ADR 251).
      if (!isLoopbackHost(request.headers.host)) return json(response, 403, { error: 'forbidden' });
      if (route === 'GET /oauth2/authorize') return authorize(url, response);
      if (route === 'GET /oauth2/idpresponse') return providerAnswer(url, response);
      if (route === 'POST /oauth2/token') return token(request, response);
      if (route === 'GET /oauth2/userInfo' || route === 'POST /oauth2/userInfo') return userInfo(request, response);
      json(response, 404, { error: 'not_found' });
    };
    answer().catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) html(response, 500, errorPage('The hosted-UI stand-in failed.'));
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => closeServer(server) };
}

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))) equals the challenge sent to /oauth2/authorize. */
function pkceHolds(verifier: string | null, challenge: string): boolean {
  if (!verifier || !/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 64 * 1024) request.destroy(new Error('Body too large'));
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}
