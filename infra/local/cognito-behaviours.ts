import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What real Cognito does that cognito-local 5 does not, played in-process around cognito-local's own targets
 * (the embedded default behaves like the service, it does not document gaps):
 * - ConfirmSignUp with the e-mailed code verifies the e-mail (`email_verified = true`);
 * - ResendConfirmationCode sends a fresh code;
 * - tokens carry `origin_jti` (one per refresh-token family, kept across refreshes); RevokeToken revokes the family
 *   and GlobalSignOut (AdminUserGlobalSignOut too, by user name) every family of the user: their access tokens
 *   then fail with 'Access Token has been revoked';
 * - access tokens are checked (signature, expiry, revocation, user enabled) by every call that takes one;
 * - disabled users cannot sign in or refresh ('User is disabled.');
 * - the pool's password policy is enforced wherever a password is set;
 * - a wrong password is NotAuthorizedException 'Incorrect username or password.', as Cognito says it;
 * - the app client's WriteAttributes are enforced (SignUp and UpdateUserAttributes);
 * - ListUsers matches an `email` filter whatever the case of the stored address (the API reference marks only
 *   `username` and `status` as case-sensitive: docs/adr/490-a-person-is-every-case-of-their-address.md).
 * Keeping the original e-mail until a new one is verified (`UserAttributeUpdateSettings`) is cognito-local's own.
 */

import type { Attribute, CognitoLocalParts, Request, Services, Target, User, UserPool } from './cognito-local-shapes';

const familyOfRefresh = new AsyncLocalStorage<string>();

/** Wraps cognito-local's token generator so that every token of one sign-in carries the same `origin_jti`. */
export function withTokenFamilies(
  generator: Services['tokenGenerator'],
  parts: CognitoLocalParts,
): Services['tokenGenerator'] {
  const resign = (token: string, claims: Record<string, unknown>) => {
    const payload = parts.jwt.decode(token)!;
    return parts.jwt.sign({ ...payload, ...claims }, parts.privatePem, {
      algorithm: 'RS256',
      keyid: 'CognitoLocal',
    });
  };
  return {
    async generate(...args: unknown[]) {
      const tokens = await generator.generate(...args);
      const originJti = familyOfRefresh.getStore() ?? randomUUID();
      // A federated user's id token names its provider identities, as Cognito's does (`identities`, a JSON array).
      const user = args[1] as { Attributes?: readonly Attribute[] } | undefined;
      const identities = user?.Attributes?.find((attribute) => attribute.Name === 'identities')?.Value;
      const federated = identities ? { identities: JSON.parse(identities) as unknown } : {};
      return {
        ...tokens,
        AccessToken: resign(tokens.AccessToken, { origin_jti: originJti }),
        IdToken: resign(tokens.IdToken, { origin_jti: originJti, ...federated }),
        RefreshToken: resign(tokens.RefreshToken, { origin_jti: originJti }),
      };
    },
  };
}

/** cognito-local's router, with the targets below in front of its own. */
export function behavingRouter(services: Services, parts: CognitoLocalParts) {
  const { errors, jwt } = parts;
  const original = (name: string): Target => parts.Targets[name]!(services);
  const fail = (code: string, message: string) => new errors.CognitoError(code, message);

  const originOf = (token: string): string | undefined => {
    const claim = jwt.decode(token)?.origin_jti;
    return typeof claim === 'string' ? claim : undefined;
  };

  /** The user an access token names, after checking what Cognito checks. */
  async function accessTokenUser(
    ctx: unknown,
    accessToken: unknown,
  ): Promise<{ user: User; pool: UserPool; claims: Request }> {
    if (typeof accessToken !== 'string')
      throw new errors.InvalidParameterError('Missing required parameter AccessToken');
    let claims: Request;
    try {
      claims = jwt.verify(accessToken, parts.publicPem, { algorithms: ['RS256'] });
    } catch (error) {
      const expired = (error as Error).name === 'TokenExpiredError';
      throw new errors.NotAuthorizedError(expired ? 'Access Token has expired' : 'Invalid Access Token');
    }
    if (claims.token_use !== 'access') throw new errors.NotAuthorizedError('Invalid Access Token');
    const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user =
      (await pool.getUserByUsername(ctx, claims.sub)) ?? (await pool.getUserByUsername(ctx, claims.username));
    if (!user) throw new errors.NotAuthorizedError('User does not exist.');
    if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
    if (typeof claims.origin_jti === 'string' && user.RevokedTokenFamilies?.includes(claims.origin_jti)) {
      throw new errors.NotAuthorizedError('Access Token has been revoked');
    }
    return { user, pool, claims };
  }

  function assertPolicy(pool: UserPool, password: unknown): void {
    if (typeof password !== 'string') return;
    const policy = pool.options.Policies?.PasswordPolicy ?? {};
    const problems = [
      password.length < (policy.MinimumLength ?? 8) && 'Password not long enough',
      policy.RequireLowercase && !/[a-z]/.test(password) && 'Password must have lowercase characters',
      policy.RequireUppercase && !/[A-Z]/.test(password) && 'Password must have uppercase characters',
      policy.RequireNumbers && !/[0-9]/.test(password) && 'Password must have numeric characters',
      policy.RequireSymbols && !/[^A-Za-z0-9]/.test(password) && 'Password must have symbol characters',
    ].filter(Boolean);
    if (problems.length > 0)
      throw fail('InvalidPasswordException', `Password did not conform with policy: ${problems[0]}`);
  }

  async function assertWritable(
    ctx: unknown,
    clientId: string,
    attributes: readonly Attribute[] | undefined,
  ): Promise<void> {
    const allowed = (await services.cognito.getAppClient(ctx, clientId))?.WriteAttributes;
    if (!allowed || allowed.length === 0) return;
    if ((attributes ?? []).some((attribute) => !allowed.includes(attribute.Name))) {
      throw new errors.NotAuthorizedError('A client attempted to write unauthorized attribute');
    }
  }

  const wrongPasswordAsCognitoSaysIt = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code === 'InvalidPasswordException')
        throw new errors.NotAuthorizedError('Incorrect username or password.');
      throw error;
    }
  };

  /** Every refresh token of the user goes, and every token family it started is revoked (with `also`). */
  async function signOutEverywhere(ctx: unknown, pool: UserPool, user: User, also: readonly string[]): Promise<void> {
    const families = (user.RefreshTokens ?? []).map(originOf).filter((family): family is string => Boolean(family));
    await pool.saveUser(ctx, {
      ...user,
      RefreshTokens: [],
      RevokedTokenFamilies: [...new Set([...(user.RevokedTokenFamilies ?? []), ...families, ...also])],
    });
  }

  /** A call that takes an access token: checked first, then cognito-local's own target. */
  const withAccessToken =
    (name: string): Target =>
    async (ctx, req) => {
      await accessTokenUser(ctx, req.AccessToken);
      return original(name)(ctx, req);
    };

  const targets: Record<string, Target> = {
    async SignUp(ctx, req) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      assertPolicy(pool, req.Password);
      await assertWritable(ctx, req.ClientId, req.UserAttributes);
      return original('SignUp')(ctx, req);
    },

    async ConfirmSignUp(ctx, req) {
      const result = await original('ConfirmSignUp')(ctx, req);
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.Username);
      // The code went to the e-mail address, so confirming it proves the address (Cognito's auto-verification).
      if (user && pool.options.AutoVerifiedAttributes?.includes('email')) {
        await pool.saveUser(ctx, {
          ...user,
          Attributes: [
            ...user.Attributes.filter((a) => a.Name !== 'email_verified'),
            { Name: 'email_verified', Value: 'true' },
          ],
        });
      }
      return result;
    },

    async ResendConfirmationCode(ctx, req) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.Username);
      if (!user) throw new errors.UserNotFoundError('Username/client id combination not found.');
      if (user.UserStatus === 'CONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
      const email = user.Attributes.find((attribute) => attribute.Name === 'email')?.Value;
      if (!email)
        throw new errors.InvalidParameterError('User has no attribute matching desired auto verified attributes');
      const code = services.otp();
      const delivery = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
      await services.messages.deliver(
        ctx,
        'ResendCode',
        req.ClientId,
        pool.options.Id,
        user,
        code,
        req.ClientMetadata,
        delivery,
      );
      await pool.saveUser(ctx, { ...user, ConfirmationCode: code });
      return { CodeDeliveryDetails: delivery };
    },

    async InitiateAuth(ctx, req) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      if (req.AuthFlow === 'REFRESH_TOKEN_AUTH' || req.AuthFlow === 'REFRESH_TOKEN') {
        const token = req.AuthParameters?.REFRESH_TOKEN;
        const user = typeof token === 'string' ? await pool.getUserByRefreshToken(ctx, token) : null;
        if (!user) throw new errors.NotAuthorizedError('Refresh Token has been revoked');
        if (user.Enabled === false) throw new errors.NotAuthorizedError('User is disabled.');
        const family = originOf(token) ?? randomUUID();
        return familyOfRefresh.run(family, () => original('InitiateAuth')(ctx, req));
      }
      const user = await pool.getUserByUsername(ctx, req.AuthParameters?.USERNAME ?? '');
      // Only the right password learns that the account is disabled (no account enumeration).
      if (user?.Enabled === false && (user as { Password?: string }).Password === req.AuthParameters?.PASSWORD) {
        throw new errors.NotAuthorizedError('User is disabled.');
      }
      return wrongPasswordAsCognitoSaysIt(() => original('InitiateAuth')(ctx, req));
    },

    async RespondToAuthChallenge(ctx, req) {
      if (req.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
        assertPolicy(
          await services.cognito.getUserPoolForClientId(ctx, req.ClientId),
          req.ChallengeResponses?.NEW_PASSWORD,
        );
      }
      return original('RespondToAuthChallenge')(ctx, req);
    },

    async ConfirmForgotPassword(ctx, req) {
      assertPolicy(await services.cognito.getUserPoolForClientId(ctx, req.ClientId), req.Password);
      return original('ConfirmForgotPassword')(ctx, req);
    },

    async ChangePassword(ctx, req) {
      const { pool } = await accessTokenUser(ctx, req.AccessToken);
      assertPolicy(pool, req.ProposedPassword);
      return wrongPasswordAsCognitoSaysIt(() => original('ChangePassword')(ctx, req));
    },

    async UpdateUserAttributes(ctx, req) {
      const { claims } = await accessTokenUser(ctx, req.AccessToken);
      await assertWritable(ctx, claims.client_id, req.UserAttributes);
      return original('UpdateUserAttributes')(ctx, req);
    },

    async RevokeToken(ctx, req) {
      const pool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = typeof req.Token === 'string' ? await pool.getUserByRefreshToken(ctx, req.Token) : null;
      // Cognito answers an unknown or already revoked token with success: revoking is idempotent.
      if (!user) return {};
      const family = originOf(req.Token);
      await pool.saveUser(ctx, {
        ...user,
        RefreshTokens: (user.RefreshTokens ?? []).filter((token) => token !== req.Token),
        RevokedTokenFamilies: [...(user.RevokedTokenFamilies ?? []), ...(family ? [family] : [])],
      });
      return {};
    },

    async GlobalSignOut(ctx, req) {
      const { user, pool } = await accessTokenUser(ctx, req.AccessToken);
      const current = originOf(req.AccessToken);
      await signOutEverywhere(ctx, pool, user, current ? [current] : []);
      return {};
    },

    async AdminUserGlobalSignOut(ctx, req) {
      const pool = await services.cognito.getUserPool(ctx, req.UserPoolId);
      const user = typeof req.Username === 'string' ? await pool.getUserByUsername(ctx, req.Username) : null;
      if (!user) throw new errors.UserNotFoundError('User does not exist.');
      await signOutEverywhere(ctx, pool, user, []);
      return {};
    },

    async ListUsers(ctx, req) {
      const byEmail = typeof req.Filter === 'string' ? /^\s*email\s*(\^?=)\s*"(.*)"\s*$/.exec(req.Filter) : null;
      if (!byEmail) return original('ListUsers')(ctx, req);
      const [, operator, value] = byEmail;
      const wanted = value!.toLowerCase();
      const answer = await original('ListUsers')(ctx, { ...req, Filter: '' });
      const users = (answer.Users ?? []) as readonly { Attributes?: readonly Attribute[] }[];
      return {
        ...answer,
        Users: users.filter((user) => {
          const email = user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value?.toLowerCase();
          return email !== undefined && (operator === '=' ? email === wanted : email.startsWith(wanted));
        }),
      };
    },

    GetUser: withAccessToken('GetUser'),
    DeleteUser: withAccessToken('DeleteUser'),
    DeleteUserAttributes: withAccessToken('DeleteUserAttributes'),
    GetUserAttributeVerificationCode: withAccessToken('GetUserAttributeVerificationCode'),
    VerifyUserAttribute: withAccessToken('VerifyUserAttribute'),
    SetUserMFAPreference: withAccessToken('SetUserMFAPreference'),
  };

  return (target: string) => {
    const own = Object.hasOwn(targets, target) ? targets[target] : undefined;
    const run = own ?? (Object.hasOwn(parts.Targets, target) ? original(target) : undefined);
    if (!run) return () => Promise.reject(new errors.UnsupportedError(`Unsupported x-amz-target header "${target}"`));
    return run;
  };
}
