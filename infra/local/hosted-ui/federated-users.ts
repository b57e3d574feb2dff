import { randomUUID } from 'node:crypto';

/**
 * What Cognito does when someone signs in through a social provider, played inside cognito-local (ADR 253): the
 * provider's identity becomes a user of the pool named `<provider>_<provider's user id>` (Cognito's own naming,
 * e.g. `google_1043…`), created on the first sign-in and updated from the provider's attributes on every later one
 * (`email`, `email_verified` as the stage's attribute mapping takes them, `identities`). Its tokens come from
 * cognito-local's own token generator, with its key, issuer and `origin_jti`, and its refresh token is stored like
 * any other: the shop verifies, refreshes and revokes them exactly as a password sign-in's.
 *
 * Like Cognito without a linking trigger, a federated user is a user of its own beside a password account of the
 * same address (ownership follows the verified e-mail, ADR 020, so both see the same licences), and its e-mail is not
 * a sign-in alias: `withFederatedUsersApart` keeps cognito-local from answering a password sign-in, sign-up or reset
 * for that address with the federated user.
 */
export type ProviderName = 'Google' | 'SignInWithApple';

export interface FederatedIdentity {
  readonly providerName: ProviderName;
  readonly providerUserId: string;
  readonly email: string;
}

export interface IssuedTokens {
  readonly IdToken: string;
  readonly AccessToken: string;
  readonly RefreshToken: string;
}

export interface UserInfo {
  readonly sub: string;
  readonly email: string;
  /** The userInfo endpoint renders it as text, as Cognito does. */
  readonly email_verified: string;
  readonly username: string;
  readonly identities: string;
}

export interface FederatedUsers {
  signIn(clientId: string, identity: FederatedIdentity): Promise<IssuedTokens>;
  /** The user an access token names, or undefined when it is not valid (expired, revoked, disabled, unknown). */
  userInfo(accessToken: string): Promise<UserInfo | undefined>;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- cognito-local's untyped records

interface Attribute {
  Name: string;
  Value?: string;
}

interface User {
  Username: string;
  Enabled?: boolean;
  UserStatus?: string;
  Attributes: Attribute[];
  RevokedTokenFamilies?: string[];
  [other: string]: unknown;
}

interface UserPool {
  getUserByUsername(ctx: unknown, username: string): Promise<User | null>;
  saveUser(ctx: unknown, user: User): Promise<void>;
  listUsers(ctx: unknown): Promise<User[]>;
  listUserGroupMembership(ctx: unknown, user: User): Promise<string[]>;
  storeRefreshToken(ctx: unknown, token: string, user: User): Promise<void>;
}

export interface CognitoLocalServices {
  readonly ctx: unknown;
  readonly cognito: {
    getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool>;
    getAppClient(ctx: unknown, clientId: string): Promise<Json | null>;
  };
  readonly tokenGenerator: { generate(...args: unknown[]): Promise<IssuedTokens> };
  readonly clock: { get(): Date };
  readonly jwt: { verify(token: string, key: string, options: object): Json };
  readonly publicPem: string;
}

const EXTERNAL = 'EXTERNAL_PROVIDER';
const attribute = (user: User, name: string) => user.Attributes.find((entry) => entry.Name === name)?.Value;

export function federatedUsers(services: CognitoLocalServices): FederatedUsers {
  const { ctx, cognito } = services;
  return {
    async signIn(clientId, identity) {
      const appClient = await cognito.getAppClient(ctx, clientId);
      if (!appClient) throw new Error(`No app client ${clientId}`);
      const pool = await cognito.getUserPoolForClientId(ctx, clientId);
      const username = `${identity.providerName.toLowerCase()}_${identity.providerUserId}`;
      const existing = await pool.getUserByUsername(ctx, username);
      if (existing?.Enabled === false) throw new Error('User is disabled.');
      const now = services.clock.get();
      const identities = [
        {
          userId: identity.providerUserId,
          providerName: identity.providerName,
          providerType: identity.providerName,
          issuer: null,
          primary: 'true',
          dateCreated: String(now.getTime()),
        },
      ];
      const user: User = {
        Enabled: true,
        RefreshTokens: [],
        UserCreateDate: now,
        ...existing,
        Username: username,
        UserStatus: EXTERNAL,
        UserLastModifiedDate: now,
        Attributes: [
          { Name: 'sub', Value: (existing && attribute(existing, 'sub')) ?? randomUUID() },
          { Name: 'email', Value: identity.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'identities', Value: JSON.stringify(identities) },
        ],
      };
      await pool.saveUser(ctx, user);
      const groups = await pool.listUserGroupMembership(ctx, user);
      const tokens = await services.tokenGenerator.generate(ctx, user, groups, appClient, {}, 'Authentication');
      await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
      return tokens;
    },

    async userInfo(accessToken) {
      let claims: Json;
      try {
        claims = services.jwt.verify(accessToken, services.publicPem, { algorithms: ['RS256'] });
      } catch {
        return undefined;
      }
      if (claims.token_use !== 'access' || typeof claims.client_id !== 'string') return undefined;
      const pool = await cognito.getUserPoolForClientId(ctx, claims.client_id).catch(() => undefined);
      const user = pool && (await pool.getUserByUsername(ctx, String(claims.username)));
      if (!user || user.Enabled === false) return undefined;
      if (typeof claims.origin_jti === 'string' && user.RevokedTokenFamilies?.includes(claims.origin_jti))
        return undefined;
      return {
        sub: attribute(user, 'sub') ?? '',
        email: attribute(user, 'email') ?? '',
        email_verified: attribute(user, 'email_verified') ?? 'false',
        username: user.Username,
        identities: attribute(user, 'identities') ?? '[]',
      };
    },
  };
}

/**
 * cognito-local's `getUserByUsername` also matches a user by its `email` attribute (the pool signs in by e-mail);
 * a federated user must not answer to it, so a password sign-in, sign-up or reset for that address meets the
 * password account, or nobody, as in Cognito.
 */
export function withFederatedUsersApart<T extends object>(cognito: T): T {
  const apart = (pool: UserPool): UserPool =>
    new Proxy(pool, {
      get(target, property) {
        if (property === 'getUserByUsername') {
          return async (ctx: unknown, username: string) => {
            const found = await target.getUserByUsername(ctx, username);
            if (!found || found.UserStatus !== EXTERNAL) return found;
            if (found.Username === username || attribute(found, 'sub') === username) return found;
            const wanted = username.toLowerCase();
            const users = await target.listUsers(ctx);
            return (
              users.find(
                (user) => user.UserStatus !== EXTERNAL && attribute(user, 'email')?.toLowerCase() === wanted,
              ) ?? null
            );
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(cognito, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'getUserPool' || property === 'getUserPoolForClientId')
        return async (...args: unknown[]) =>
          apart(await (value as (...a: unknown[]) => Promise<UserPool>).apply(target, args));
      return value.bind(target);
    },
  });
}
