import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isInvalidSessionMessage } from '../domain/auth/outcomes';
import { isTokenRevoked } from '../domain/auth/revocation';
import { CognitoFailure } from '../adapters/cognito-pool';
import { readRevocations } from '../adapters/session-revocations';
import { TokenRejectedError, verifyIdToken, type VerifiedIdToken } from '../adapters/token-verifier';
import type { ApiHandler } from './api-handler';
import { clearSessionCookies, COOKIE_NAMES, readCookies, sessionCookies } from './cookies';
import { HttpError } from './errors';
import { assertOperator, assertStillOperator } from './operator-access';
import { jsonError, type ApiResult } from './responses';

/**
 * The one guard every signed-in handler uses (docs/architecture.md, "Sessions and security"). The caller is whoever the id token says — from the
 * session cookie, or from `Authorization: Bearer <id token>` — after aws-jwt-verify has checked it,
 * provided that its token family was not signed out (`lambdas/adapters/session-revocations.ts`) and its e-mail is
 * verified: an unverified address owns nothing and may do nothing (403). An expired cookie session is refreshed with
 * the refresh cookie where the browser sends it (`/api/auth/*`). A session Cognito calls invalid (docs/product/accounts.md) is
 * answered 401 with Cognito's message and its cookies are cleared, which signs the user out.
 */
export interface SignedInCaller extends VerifiedIdToken {
  /** Present for cookie sessions; Cognito checks it itself when it is used. */
  readonly accessToken: string | undefined;
}

export const NOT_AUTHENTICATED = 'The user is not authenticated';
export const SESSION_ENDED = 'This session has been signed out. Please sign in again.';
export const EMAIL_NOT_VERIFIED =
  'Please verify your e-mail address before using your account: licences belong to verified addresses only.';

export class SessionError extends HttpError {
  constructor(
    code: 'NOT_SIGNED_IN' | 'INVALID_TOKEN' | 'SESSION_EXPIRED' | 'INVALID_SESSION' | 'SESSION_REVOKED',
    message: string,
    /** Whether the answer clears the session cookies (signs the user out). */
    readonly clearsSession: boolean,
  ) {
    super(401, code, message);
  }
}

export interface ResolvedSession {
  readonly caller: SignedInCaller;
  /** Fresh cookies when the session was refreshed; the answer must carry them. */
  readonly cookies: string[];
}

export interface SessionOptions {
  /**
   * Ask Cognito whether the user still exists, is enabled and keeps an unrevoked access token (one GetUser call).
   * The session check of the authenticator does; hot read paths rely on the verified token alone.
   */
  readonly confirmWithCognito?: boolean;
  /** Account steps that verify the e-mail (and sign-out) must work before it is verified. */
  readonly allowUnverifiedEmail?: boolean;
  /**
   * The handler only reads (the portal's GETs): its first store read runs beside the sign-out check instead of
   * after it, so the check adds no sequential round trip. A signed-out session is still refused and what was
   * read is dropped. Not with `confirmWithCognito`.
   */
  readonly readsOnly?: boolean;
  /**
   * An admin route: the operator's group and session age are checked before any store read, and the operator's
   * removal record is read with the sign-out records (one BatchGetItem) and checked before them (403 before 401).
   */
  readonly operatorOnly?: { readonly nowSeconds: () => number };
}

/** The caller's session, or undefined when the request carries none. */
export async function findSession(
  event: APIGatewayProxyEventV2,
  options: SessionOptions = {},
): Promise<ResolvedSession | undefined> {
  const resolved = await resolveTokens(event);
  if (!resolved) return undefined;
  await refuseSignedOut(event, resolved.caller, options);
  refuseUnverified(resolved.caller, options);
  if (options.confirmWithCognito && resolved.caller.accessToken) await confirmUser(resolved.caller.accessToken);
  return resolved;
}

/** One BatchGetItem of the sign-out records: a token whose family or user was signed out is refused. */
async function refuseSignedOut(
  event: APIGatewayProxyEventV2,
  caller: SignedInCaller,
  options: SessionOptions,
): Promise<void> {
  if (options.operatorOnly) assertOperator(caller, options.operatorOnly.nowSeconds());
  const records = await readRevocations(caller, { operator: options.operatorOnly !== undefined });
  if (options.operatorOnly) assertStillOperator(caller, records.operatorRemovedAt);
  if (isTokenRevoked(caller, records))
    throw new SessionError('SESSION_REVOKED', SESSION_ENDED, !event.headers?.authorization);
}

function refuseUnverified(caller: SignedInCaller, options: SessionOptions): void {
  if (!caller.emailVerified && !options.allowUnverifiedEmail)
    throw new HttpError(403, 'EMAIL_NOT_VERIFIED', EMAIL_NOT_VERIFIED);
}

async function resolveTokens(event: APIGatewayProxyEventV2): Promise<ResolvedSession | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(event.headers?.authorization ?? '')?.[1];
  if (bearer) {
    try {
      return { caller: { ...(await verifyIdToken(bearer)), accessToken: undefined }, cookies: [] };
    } catch (error) {
      const expired = error instanceof TokenRejectedError && error.problem === 'expired';
      throw new SessionError(
        expired ? 'SESSION_EXPIRED' : 'INVALID_TOKEN',
        expired ? 'The session has expired.' : NOT_AUTHENTICATED,
        false,
      );
    }
  }

  const cookies = readCookies(event);
  const idToken = cookies[COOKIE_NAMES.idToken];
  const refreshToken = cookies[COOKIE_NAMES.refreshToken];
  if (idToken) {
    try {
      return {
        caller: { ...(await verifyIdToken(idToken)), accessToken: cookies[COOKIE_NAMES.accessToken] },
        cookies: [],
      };
    } catch (error) {
      const expired = error instanceof TokenRejectedError && error.problem === 'expired';
      if (!expired) throw new SessionError('INVALID_SESSION', NOT_AUTHENTICATED, true);
      if (!refreshToken) throw new SessionError('SESSION_EXPIRED', 'The session has expired.', false);
    }
  }
  return refreshToken ? refreshSession(refreshToken) : undefined;
}

export async function requireSession(
  event: APIGatewayProxyEventV2,
  options: SessionOptions = {},
): Promise<ResolvedSession> {
  const session = await findSession(event, options);
  if (!session) throw new SessionError('NOT_SIGNED_IN', NOT_AUTHENTICATED, false);
  return session;
}

/**
 * The Cognito SDK is loaded only by the requests that call it (a refresh, or a handler that asks Cognito to confirm
 * the user): the portal's reads verify the token alone and keep their cold start free of it.
 */
const cognitoAdapter = () => import('../adapters/cognito').then((module) => module.cognito);

async function refreshSession(refreshToken: string): Promise<ResolvedSession> {
  try {
    const tokens = await (await cognitoAdapter()).refresh(refreshToken);
    const token = await verifyIdToken(tokens.idToken);
    return { caller: { ...token, accessToken: tokens.accessToken }, cookies: sessionCookies(tokens) };
  } catch (error) {
    // A failed refresh ends the session (docs/product/accounts.md), with Cognito's reason where it gives one.
    throw new SessionError('INVALID_SESSION', invalidSessionReason(error, 'Refresh Token has been revoked'), true);
  }
}

async function confirmUser(accessToken: string): Promise<void> {
  try {
    await (await cognitoAdapter()).getUserAttributes(accessToken);
  } catch (error) {
    if (error instanceof CognitoFailure && error.exception === 'UnknownError') throw error;
    throw new SessionError('INVALID_SESSION', invalidSessionReason(error, 'Access Token has been revoked'), true);
  }
}

function invalidSessionReason(error: unknown, fallback: string): string {
  if (!(error instanceof CognitoFailure)) return fallback;
  if (isInvalidSessionMessage(error.cognitoMessage)) return error.cognitoMessage;
  if (error.exception === 'UserNotFoundException') return 'User does not exist.';
  if (error.exception === 'PasswordResetRequiredException') return 'Password reset required for the user';
  return fallback;
}

/** Answers a session failure: 401 with the contract's error, clearing the cookies when the session is over. */
export function sessionErrorResult(error: SessionError): ApiResult {
  const result = jsonError(error.statusCode, error.code, error.message);
  return error.clearsSession ? { ...result, cookies: clearSessionCookies() } : result;
}

/** Runs a step that needs a session; a session failure becomes its 401 answer (cookies cleared when it is over). */
export async function answeringSessionErrors(run: () => Promise<ApiResult>): Promise<ApiResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SessionError) return sessionErrorResult(error);
    throw error;
  }
}

export type SignedInHandle = (event: APIGatewayProxyEventV2, caller: SignedInCaller) => Promise<ApiResult>;

/** Wraps a signed-in handler: resolves the caller (or answers 401/403) and passes refreshed cookies on. */
export function signedInHandler(handle: SignedInHandle, options: SessionOptions = {}): ApiHandler {
  return (event) =>
    answeringSessionErrors(async () => {
      const { cookies, result } = options.readsOnly
        ? await readBesideSignOutCheck(event, handle, options)
        : await requireSession(event, options).then(async (session) => ({
            ...session,
            result: await handle(event, session.caller),
          }));
      return cookies.length > 0 ? { ...result, cookies: [...cookies, ...(result.cookies ?? [])] } : result;
    });
}

/**
 * A reading handler's session: the tokens are checked first (no store call), then the sign-out check and the
 * handler run side by side. The check's refusal wins over whatever the handler answered or failed with.
 */
async function readBesideSignOutCheck(
  event: APIGatewayProxyEventV2,
  handle: SignedInHandle,
  options: SessionOptions,
): Promise<ResolvedSession & { result: ApiResult }> {
  const resolved = await resolveTokens(event);
  if (!resolved) throw new SessionError('NOT_SIGNED_IN', NOT_AUTHENTICATED, false);
  const verified = resolved.caller.emailVerified || options.allowUnverifiedEmail === true;
  const [signedOut, answer] = await Promise.allSettled([
    refuseSignedOut(event, resolved.caller, options),
    verified ? handle(event, resolved.caller) : Promise.resolve(undefined),
  ]);
  if (signedOut.status === 'rejected') throw signedOut.reason;
  refuseUnverified(resolved.caller, options);
  if (answer.status === 'rejected') throw answer.reason;
  return { ...resolved, result: answer.value! };
}
