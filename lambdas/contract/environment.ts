/**
 * Every environment variable a handler reads in the cloud: the CDK API construct builds each function's
 * environment from CloudEnvironment (a missing variable fails to compile, a malformed one fails synth) and
 * lambdas/adapters/environment.ts checks what the process got. What the local stack and the Lambda runtime set
 * instead is in ./local-environment.ts, kept apart so that handler bundles do not carry it.
 *
 * Plain data and a few lines of checking, not a zod schema: every handler reads its environment at cold start,
 * and zod would put ~80 KB and the building of a schema into bundles that otherwise validate nothing (ADR 130).
 */

/** How one variable is checked. By default it must be set and not empty. */
export interface VariableRule {
  /** It may be left out (when set, the other rules apply). */
  readonly optional?: true;
  /** It may be set to an empty string. */
  readonly mayBeEmpty?: true;
  /** The only values it may take. */
  readonly oneOf?: readonly string[];
}

export type EnvironmentRules = Readonly<Record<string, VariableRule>>;

/** A variable that must be set and not empty. */
export const text = {} as const satisfies VariableRule;
/** A variable that may be left out, but not set empty. */
export const optionalText = { optional: true } as const satisfies VariableRule;
/** Any string, even empty; with `optional`, it may be left out too. */
export const anyText = { mayBeEmpty: true } as const satisfies VariableRule;
export const optionalAnyText = { optional: true, mayBeEmpty: true } as const satisfies VariableRule;
export const oneOf = <const Values extends readonly string[]>(...values: Values) => ({ oneOf: values }) as const;

type ValueOf<Rule> = Rule extends { readonly oneOf: readonly (infer Value)[] } ? Value : string;
type OptionalNames<Rules> = {
  [Name in keyof Rules]: Rules[Name] extends { optional: true } ? Name : never;
}[keyof Rules];

/** The variables a set of rules describes, as a type: required ones must be present, `oneOf` ones are unions. */
export type EnvironmentOf<Rules extends EnvironmentRules> = {
  [Name in Exclude<keyof Rules, OptionalNames<Rules>>]: ValueOf<Rules[Name]>;
} & { [Name in OptionalNames<Rules>]?: ValueOf<Rules[Name]> };

/** What is wrong with an environment, one sentence per variable; empty when it matches the rules. */
export function environmentProblems(
  rules: EnvironmentRules,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  return Object.entries(rules).flatMap(([name, rule]) => {
    const value = env[name];
    if (value === undefined) return rule.optional ? [] : [`${name} is not set`];
    if (value === '' && !rule.mayBeEmpty) return [`${name} is empty`];
    if (rule.oneOf && !rule.oneOf.includes(value))
      return [`${name} is "${value}", not one of ${rule.oneOf.map((one) => `"${one}"`).join(', ')}`];
    return [];
  });
}

/** What the CDK stack sets on every function. */
export const CLOUD_ENVIRONMENT = {
  SKYDECK_MODE: oneOf('cloud'),
  /** The stage's name (`dev`, `prod`): the `Stage` dimension of the shop's own metrics. */
  SKYDECK_STAGE: text,
  /** `--enable-source-maps`: stack traces point into the TypeScript sources. */
  NODE_OPTIONS: anyText,
  TABLE_NAME: text,
  USER_POOL_ID: text,
  USER_POOL_CLIENT_ID: text,
  PADDLE_ENVIRONMENT: oneOf('sandbox', 'production'),
  PADDLE_FIRST_YEAR_DISCOUNT_ID: text,
  PADDLE_API_KEY_SECRET_ARN: text,
  PADDLE_WEBHOOK_SECRET_ARN: text,
  /** The value CloudFront sends as X-Origin-Verify; only the origin authorizer reads it. */
  ORIGIN_VERIFY_SECRET_ARN: text,
  LICENCE_SIGNING_KEY_ID: text,
  /** The key that seals the sign-in challenge cookie. */
  CHALLENGE_COOKIE_KEY_SECRET_ARN: text,
  /** Base URL of the Cognito hosted domain (`https://<prefix>.auth.<region>.amazoncognito.com`): only with social sign-in. */
  COGNITO_HOSTED_UI_DOMAIN: optionalText,
  /** Comma-separated provider names (`google,apple`): only with social sign-in. */
  SOCIAL_PROVIDERS: optionalText,
  /** From-address of the shop's own mails (`SkyDeck <no-reply@shop.example>`): only on a stage with SES. */
  MAIL_FROM: optionalText,
  /** The verified SES identity the shop and Cognito send from: only on a stage with SES. */
  SES_IDENTITY_ARN: optionalText,
  /** The SES configuration set every shop mail is sent with (bounce and complaint events): only on a stage with SES. */
  SES_CONFIGURATION_SET: optionalText,
  /** The shop's own origin (`https://shop.example`), which links in mails name: only on a stage with SES. */
  SITE_URL: optionalText,
} as const satisfies EnvironmentRules;

/** The environment the CDK stack must give a function: a required variable left out does not compile. */
export type CloudEnvironment = EnvironmentOf<typeof CLOUD_ENVIRONMENT>;
