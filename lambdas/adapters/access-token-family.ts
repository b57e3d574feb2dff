import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { cognitoEnvironment } from './cognito-pool';
import { localHttpFetcher } from './token-verifier';

/**
 * The sign-in (token family, Cognito's `origin_jti`) an access token belongs to, once aws-jwt-verify has checked it
 * is this pool's and this app client's and unexpired; undefined otherwise. Only sign-out asks (ADR 250), so the
 * verifier is made on first use and no other handler carries it.
 */
type Verify = (token: string) => Promise<Record<string, unknown>>;
let verify: Verify | undefined;

function accessTokenVerifier(): Verify {
  const { endpoint, userPoolId, clientId } = cognitoEnvironment;
  if (endpoint) {
    const issuer = `${endpoint}/${userPoolId}`;
    const verifier = JwtRsaVerifier.create(
      {
        issuer,
        // Access tokens name their client in `client_id`, not `aud`.
        audience: null,
        jwksUri: `${issuer}/.well-known/jwks.json`,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'access' || payload.client_id !== clientId) throw new Error('Not our access token');
        },
      },
      { jwksCache: new SimpleJwksCache({ fetcher: localHttpFetcher(`${issuer}/`) }) },
    );
    return (token) => verifier.verify(token) as Promise<Record<string, unknown>>;
  }
  const verifier = CognitoJwtVerifier.create({ userPoolId, tokenUse: 'access', clientId });
  return (token) => verifier.verify(token) as Promise<Record<string, unknown>>;
}

export async function familyOfAccessToken(token: string): Promise<string | undefined> {
  verify ??= accessTokenVerifier();
  try {
    const payload = await verify(token);
    return typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined;
  } catch {
    return undefined;
  }
}
