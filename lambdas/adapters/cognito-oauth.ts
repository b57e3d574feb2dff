/**
 * The hosted UI's token endpoint: trades a federated sign-in's authorization code for tokens. A slow or failing
 * endpoint ends the attempt after `timeoutMs` (the function itself has 10 s), answered as a failed sign-in.
 */
export interface OAuthTokens {
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken: string | undefined;
  readonly expiresInSeconds: number;
}

export interface CodeExchange {
  readonly domain: string;
  readonly clientId: string;
  readonly code: string;
  readonly redirectUri: string;
  /** PKCE: the verifier whose S256 challenge went to `/oauth2/authorize`. */
  readonly codeVerifier: string;
  /** @default 5000 */
  readonly timeoutMs?: number;
}

export async function exchangeAuthorizationCode(exchange: CodeExchange): Promise<OAuthTokens | undefined> {
  try {
    const response = await fetch(`${exchange.domain}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: exchange.clientId,
        code: exchange.code,
        redirect_uri: exchange.redirectUri,
        code_verifier: exchange.codeVerifier,
      }),
      signal: AbortSignal.timeout(exchange.timeoutMs ?? 5000),
    });
    if (!response.ok) {
      // Read to the end, so the connection goes back to the pool.
      await response.arrayBuffer();
      return undefined;
    }
    const tokens = (await response.json()) as {
      id_token?: unknown;
      access_token?: unknown;
      refresh_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof tokens.id_token !== 'string' || typeof tokens.access_token !== 'string') return undefined;
    return {
      idToken: tokens.id_token,
      accessToken: tokens.access_token,
      refreshToken: typeof tokens.refresh_token === 'string' ? tokens.refresh_token : undefined,
      expiresInSeconds: typeof tokens.expires_in === 'number' ? tokens.expires_in : 3600,
    };
  } catch {
    return undefined;
  }
}
