import { normaliseEmail } from '../domain/email';
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { cognitoEnvironment, type CognitoEnvironment } from './cognito-pool';

/**
 * Verifies Cognito id tokens with aws-jwt-verify (signature, issuer, audience, expiry, token use). In AWS that is
 * `CognitoJwtVerifier`; cognito-local issues RS256 tokens from `http://127.0.0.1:<port>/<poolId>`, which the
 * library's https-only fetcher will not load, so locally `JwtRsaVerifier` gets a fetcher that allows http for
 * that one issuer.
 */
export interface VerifiedIdToken {
  readonly sub: string;
  readonly email: string;
  /** Only a verified e-mail owns anything (the session guard refuses the rest). */
  readonly emailVerified: boolean;
  /** The token family: every token issued from one sign-in's refresh token shares it (Cognito's `origin_jti`). */
  readonly family: string;
  /** Seconds since the epoch. */
  readonly issuedAt: number;
  /** When the person signed in (seconds since the epoch): refreshed tokens keep it, unlike `issuedAt`. */
  readonly authTime: number;
  /** The Cognito groups the token names (`cognito:groups`); the admin API reads them, nothing else does. */
  readonly groups: readonly string[];
  /** Signed in through Google or Apple: Cognito's id token then names the provider `identities`. */
  readonly federated: boolean;
}

export type TokenProblem = 'expired' | 'invalid';

export class TokenRejectedError extends Error {
  override readonly name = 'TokenRejectedError';

  constructor(
    readonly problem: TokenProblem,
    message: string,
  ) {
    super(message);
  }
}

type Verify = (token: string) => Promise<Record<string, unknown>>;

/** aws-jwt-verify's fetcher loads https only; cognito-local's JWKS is http, allowed for its one issuer. */
export function localHttpFetcher(allowedPrefix: string) {
  return {
    async fetch(uri: string): Promise<ArrayBuffer> {
      if (!uri.startsWith(allowedPrefix)) throw new Error(`Refusing to fetch JWKS from ${uri}`);
      const response = await fetch(uri);
      if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
      return response.arrayBuffer();
    },
  };
}

export function createIdTokenVerifier(environment: CognitoEnvironment): Verify {
  if (environment.endpoint) {
    const issuer = `${environment.endpoint}/${environment.userPoolId}`;
    const verifier = JwtRsaVerifier.create(
      {
        issuer,
        audience: environment.clientId,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('Not an id token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: localHttpFetcher(`${issuer}/`) }) },
    );
    return (token) => verifier.verify(token) as Promise<Record<string, unknown>>;
  }
  const verifier = CognitoJwtVerifier.create({
    userPoolId: environment.userPoolId,
    tokenUse: 'id',
    clientId: environment.clientId,
  });
  return (token) => verifier.verify(token) as Promise<Record<string, unknown>>;
}

const verify = createIdTokenVerifier(cognitoEnvironment);

export async function verifyIdToken(token: string): Promise<VerifiedIdToken> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token);
  } catch (error) {
    if (error instanceof JwtExpiredError) throw new TokenRejectedError('expired', 'The session has expired.');
    throw new TokenRejectedError('invalid', 'The user is not authenticated');
  }
  const { sub, email, iat } = payload;
  if (typeof sub !== 'string' || typeof email !== 'string' || email.length === 0 || typeof iat !== 'number') {
    throw new TokenRejectedError('invalid', 'The user is not authenticated');
  }
  // A pool without token revocation issues no origin_jti; the token's own id then stands for its family.
  const family = typeof payload.origin_jti === 'string' ? payload.origin_jti : String(payload.jti ?? sub);
  // A provider's mapped `email_verified` may reach the token as the text "true" (Apple sends it so, ADR 252).
  const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
  const groups = payload['cognito:groups'];
  return {
    sub,
    email: normaliseEmail(email),
    emailVerified,
    family,
    issuedAt: iat,
    authTime: typeof payload.auth_time === 'number' ? payload.auth_time : iat,
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
    federated: payload.identities !== undefined && payload.identities !== null,
  };
}
