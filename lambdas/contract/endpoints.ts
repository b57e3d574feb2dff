import type { AuthAnswer } from '../domain/auth/routes';

/**
 * How the web's API calls are described (`Endpoint`: method, path template and the types of what is sent and
 * answered), and the endpoints the layout of every page calls. The rest of the table is `API`
 * (./api-endpoints.ts), a module of its own so that the web's landing script carries none of it.
 */

declare const carried: unique symbol;
/** A type carried by an endpoint for the compiler only; at run time it is an empty object. */
export interface Carries<T> {
  readonly [carried]?: T;
}
export const carries = <T>(): Carries<T> => ({});

export type ApiPathTemplate = `/api/${string}`;

export interface Endpoint<Path extends ApiPathTemplate = ApiPathTemplate, Body = unknown, Answer = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: Path;
  /** Only the local stack answers it (`/api/local/*`); never deployed. */
  readonly local: boolean;
  readonly body: Carries<Body>;
  readonly answer: Carries<Answer>;
}

export function read<Path extends ApiPathTemplate, Answer>(
  path: Path,
  answer: Carries<Answer>,
): Endpoint<Path, undefined, Answer> {
  return { method: 'GET', path, local: false, body: carries<undefined>(), answer };
}

export function write<Path extends ApiPathTemplate, Body, Answer>(
  path: Path,
  body: Carries<Body>,
  answer: Carries<Answer>,
  options: { local?: boolean } = {},
): Endpoint<Path, Body, Answer> {
  return { method: 'POST', path, local: options.local ?? false, body, answer };
}

/** A route answered by a redirect or a file download: the browser follows it as a link (`apiHref`). */
export const link = <Path extends ApiPathTemplate>(path: Path) => read(path, carries<never>());

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The `{name}` placeholders of a path template, each to be filled with one (encoded) path segment. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

export interface SessionAnswer {
  readonly signedIn: boolean;
  readonly user?: {
    readonly email: string;
    /**
     * Present (true) only for a member of the operators group, so the console at `/admin` knows whether to ask for
     * its data; buyer pages never show it. The admin API checks the group again on every call.
     */
    readonly operator?: true;
    /**
     * Present (true) for a person signed in through Google or Apple: they have no password here, so the account
     * page explains where it lives and confirms a deletion with a mailed code (ADR 487).
     */
    readonly federated?: true;
  };
}

/**
 * The endpoints the layout of every page calls (who is signed in, signing out), apart from the rest of the table so
 * that the web's landing script carries only these: a page that calls any other imports `API`.
 */
export const SESSION_API = {
  session: read('/api/auth/session', carries<SessionAnswer>()),
  authStep: write('/api/auth/{step}', carries<Record<string, unknown>>(), carries<AuthAnswer>()),
} as const;

/** The query a GET may carry; undefined values are left out. */
export type ApiQuery = Readonly<Record<string, string | number | undefined>>;

/** The path of one call: the template with each `{name}` filled (encoded) and the query appended. */
export function apiPath<Path extends ApiPathTemplate>(
  endpoint: Endpoint<Path, unknown, unknown>,
  params: PathParams<Path>,
  query: ApiQuery = {},
): string {
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent((params as Readonly<Record<string, string>>)[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
