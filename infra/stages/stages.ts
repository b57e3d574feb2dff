import type { WebConfig } from '../../lambdas/contract/web-config';
import { DEFAULT_SUPPORT_URL } from '../../lambdas/contract/web-config';
import {
  cataloguePriceKeys,
  paddleIdMapPath,
  readPaddleIdMap,
  UNSYNCED_ID_MARKER,
  type PaddleIdMap,
} from './paddle-id-map';

/** The whole shop runs in eu-west-1 (docs/architecture.md). */
export const SHOP_REGION = 'eu-west-1';
/** CloudFront reads its certificates and web ACLs from us-east-1 only. */
export const EDGE_REGION = 'us-east-1';

export type PaddleEnvironment = 'sandbox' | 'production';
export type SocialProviderName = WebConfig['socialProviders'][number];

/** A social identity provider. Its secret lives in Secrets Manager, put there by the operator, never in code. */
export interface SocialProviderConfig {
  /** The provider's app / client id (public). Apple: the Services ID. */
  readonly clientId: string;
  /** Name of the Secrets Manager secret (plain text) with the client secret; for Apple, the private key (.p8). */
  readonly secretName: string;
  /** Apple only: the developer team id. */
  readonly teamId?: string;
  /** Apple only: the id of the private key. */
  readonly keyId?: string;
}

/** What an operator writes per stage in `STAGES` below. */
export interface StageDefinition {
  /** AWS account to deploy to. @default the CLI's current account (`CDK_DEFAULT_ACCOUNT`) */
  readonly account?: string;
  readonly paddle: {
    readonly environment: PaddleEnvironment;
    /** Paddle.js client-side token (public by design): `test_…` for sandbox, `live_…` for production. */
    readonly clientToken: string;
  };
  /** The external service desk behind 'Contact support'. */
  readonly supportUrl: string;
  /**
   * The shop's own host name with an ACM certificate for it in us-east-1 (CloudFront's region).
   * @default none: the shop is served on its CloudFront domain (`…cloudfront.net`)
   */
  readonly domain?: { readonly domainName: string; readonly certificateArn: string };
  /**
   * Prefix of the Cognito hosted domain (`<prefix>.auth.eu-west-1.amazoncognito.com`), needed by social sign-in.
   * @default none
   */
  readonly cognitoDomainPrefix?: string;
  /** @default none: e-mail and password only */
  readonly socialProviders?: Partial<Record<SocialProviderName, SocialProviderConfig>>;
  /**
   * The SES identity (a domain, or one address) verified in eu-west-1 that Cognito's and the shop's mails are sent
   * from, and the from-address. Required for a production stage (Cognito's own sender is capped at 50 mails a day).
   * @default none: Cognito's default sender, and no shop mails in the cloud
   */
  readonly email?: StageEmail;
  /**
   * Who receives alarm notifications (each confirms the SNS subscription mail once). Required to deploy any stage;
   * only a checks-only synth goes without.
   */
  readonly alarmEmails?: readonly string[];
  /**
   * How the licence signing key is watched: an EventBridge rule pages at once on `DisableKey` or
   * `ScheduleKeyDeletion`, events EventBridge receives only while a CloudTrail trail logs management events in the
   * stage's region (ADR 505). `stack-trail`: the stack makes that trail (write events, eu-west-1, KMS-encrypted, kept a
   * year). `account-trail`: the account already has one (an organisation trail counts, or another stage's in the same
   * account), so the stack adds only the rule. `none`: no rule, since it would never fire; a disabled key then shows
   * only as failed signing (`WebhookFailures`: paid orders wait for their licences).
   * @default 'stack-trail'
   */
  readonly signingKeyWatch?: SigningKeyWatch;
  /**
   * Existing resources the stack takes over instead of creating, after the stack was deleted and is created again
   * (README "Recovering data"): the signing key, so new licence keys verify with the public key the simulator
   * already ships; the table and user pool, so orders and accounts carry on.
   * @default none: the stack creates all three
   */
  readonly adopt?: {
    readonly licenceSigningKeyArn?: string;
    readonly tableName?: string;
    readonly userPoolId?: string;
  };
}

export type SigningKeyWatch = 'stack-trail' | 'account-trail' | 'none';

export interface StageEmail {
  /** The verified SES identity: a domain (`skydeck.example`) or a single address. */
  readonly identity: string;
  /** The address mails come from; on the identity's domain (or the identity itself). */
  readonly fromAddress: string;
  /** @default 'SkyDeck' */
  readonly fromName?: string;
  /**
   * The mail domain whose SES identity (with Easy DKIM) the stack makes; `identity` must name it. The stack outputs
   * the three DKIM CNAME records to publish.
   * @default none: the identity is made and verified by hand
   */
  readonly mailDomain?: string;
}

/** A stage as the stack uses it: the definition, checked and completed with its Paddle id map. */
export interface StageConfig extends StageDefinition {
  readonly name: string;
  readonly socialProviders: Partial<Record<SocialProviderName, SocialProviderConfig>>;
  readonly paddleIds: PaddleIdMap;
}

export const STAGES: Readonly<Record<string, StageDefinition>> = {
  dev: {
    paddle: { environment: 'sandbox', clientToken: 'test_skydeck_dev_set_me_from_paddle_sandbox' },
    supportUrl: DEFAULT_SUPPORT_URL,
  },
  prod: {
    // Paddle → Developer tools → Authentication → client-side tokens. Synth of prod fails until it is set.
    paddle: { environment: 'production', clientToken: '' },
    supportUrl: DEFAULT_SUPPORT_URL,
  },
};

/** A stage that cannot be deployed as configured; the message says what to do. */
export class StageConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StageConfigError';
  }
}

export interface ResolveStageOptions {
  readonly stages?: Readonly<Record<string, StageDefinition>>;
  readonly readIds?: (stageName: string) => PaddleIdMap | undefined;
  /**
   * Synthesize for offline checks only (`npm run synth`, the template tests): a placeholder Paddle client token,
   * placeholder Paddle ids and a missing `alarmEmails` pass, and the stacks carry a rule that makes CloudFormation
   * refuse to deploy them (infra/app.ts). `cdk deploy` never sets it.
   * @default false
   */
  readonly checksOnly?: boolean;
}

/** The stage chosen with `-c stage=<name>`, checked: anything missing fails synth here, with one clear message. */
export function resolveStage(name: unknown, options: ResolveStageOptions = {}): StageConfig {
  const stages = options.stages ?? STAGES;
  const readIds = options.readIds ?? readPaddleIdMap;
  const known = Object.keys(stages).join(', ');
  if (typeof name !== 'string' || name === '') {
    throw new StageConfigError(`No stage given: run cdk with -c stage=<name> (one of: ${known}).`);
  }
  const definition = Object.hasOwn(stages, name) ? stages[name] : undefined;
  if (!definition) throw new StageConfigError(`Unknown stage "${name}": expected one of ${known}.`);

  const problems = [...definitionProblems(definition)];
  const paddleIds = readIds(name);
  if (!paddleIds) {
    problems.push(
      `no Paddle id map at ${paddleIdMapPath(name)}: run npm run paddle:sync -- --stage ${name} --write-ids`,
    );
  } else {
    problems.push(...paddleIdProblems(name, paddleIds));
  }
  if (!options.checksOnly) problems.push(...deployProblems(name, definition, paddleIds));
  if (problems.length > 0) {
    throw new StageConfigError(`Stage "${name}" cannot be deployed: ${problems.join('; ')}.`);
  }
  return { ...definition, name, socialProviders: definition.socialProviders ?? {}, paddleIds: paddleIds! };
}

function* definitionProblems(definition: StageDefinition): Generator<string> {
  const { environment, clientToken } = definition.paddle;
  const tokenPrefix = environment === 'sandbox' ? 'test_' : 'live_';
  if (!clientToken) yield 'paddle.clientToken is missing (Paddle → Developer tools → Authentication)';
  else if (!clientToken.startsWith(tokenPrefix)) {
    yield `paddle.clientToken must start with "${tokenPrefix}" for the ${environment} environment`;
  }
  if (!definition.supportUrl.startsWith('https://')) yield 'supportUrl must be an https:// URL';
  yield* productionProblems(definition);
  if (definition.domain && !definition.domain.certificateArn.startsWith(`arn:aws:acm:${EDGE_REGION}:`)) {
    yield `domain.certificateArn must be an ACM certificate in ${EDGE_REGION} (CloudFront's region)`;
  }
  if (definition.email) yield* emailProblems(definition.email);
  if (definition.email && !definition.domain)
    yield "email needs domain: the links in the shop's mails name the site's own address";
  const providers = Object.entries(definition.socialProviders ?? {});
  if (providers.length > 0) {
    if (!definition.cognitoDomainPrefix) yield 'social sign-in needs cognitoDomainPrefix (the Cognito hosted domain)';
    if (!definition.domain) yield 'social sign-in needs domain: the providers must know the callback URL in advance';
  }
  for (const [provider, config] of providers) {
    if (!config?.clientId) yield `socialProviders.${provider}.clientId is missing`;
    if (!config?.secretName) yield `socialProviders.${provider}.secretName is missing`;
    if (provider === 'apple' && (!config?.teamId || !config.keyId)) {
      yield 'socialProviders.apple needs teamId and keyId';
    }
  }
}

/** Real money: nothing may be left to defaults that only suit a sandbox. */
function* productionProblems(definition: StageDefinition): Generator<string> {
  if (definition.paddle.environment !== 'production') return;
  if (!definition.domain)
    yield 'a production stage needs domain (its own host name with a us-east-1 certificate, for TLS 1.2)';
  if (!definition.email)
    yield 'a production stage needs email (a verified SES identity): Cognito alone sends 50 mails a day';
}

/**
 * A Paddle client-side token as Paddle issues it: its environment's prefix and a run of lower-case letters and
 * digits (`test_7d279f61a3499fed520f7cd8c08`). Anything else — `test_set_me`, a pasted label — fails only in the
 * buyer's browser when Paddle.js refuses it, so synth refuses it first.
 */
const PADDLE_CLIENT_TOKEN = /^(?:test|live)_[a-z0-9]{16,}$/;

/**
 * What only a deployable stage must have, waived by `checksOnly`: a real client token and real Paddle ids (a
 * placeholder fails at checkout, after the deploy), and someone on the alarm topic (a topic without a subscriber
 * pages nobody, on a sandbox stage too).
 */
function* deployProblems(name: string, definition: StageDefinition, ids: PaddleIdMap | undefined): Generator<string> {
  const { environment, clientToken } = definition.paddle;
  if (clientToken.startsWith(environment === 'sandbox' ? 'test_' : 'live_') && !PADDLE_CLIENT_TOKEN.test(clientToken)) {
    yield `paddle.clientToken "${clientToken}" is a placeholder: copy the client-side token from Paddle → Developer tools → Authentication`;
  }
  const placeholders = [...Object.values(ids?.priceIds ?? {}), ids?.firstYearDiscountId ?? ''].some((id) =>
    id.includes(UNSYNCED_ID_MARKER),
  );
  if (placeholders) {
    yield `the Paddle id map holds placeholder ids: run npm run paddle:sync -- --stage ${name} --write-ids`;
  }
  if (!definition.alarmEmails?.length)
    yield 'alarmEmails is missing: someone must hear when buyers stop getting licences (every stage, dev too)';
}

function* emailProblems(email: StageEmail): Generator<string> {
  if (email.mailDomain !== undefined && email.mailDomain.toLowerCase() !== email.identity.toLowerCase())
    yield `email.mailDomain must be the SES identity (${email.identity}) the shop sends as`;
  const identity = email.identity.toLowerCase();
  const from = email.fromAddress.toLowerCase();
  const fromDomain = from.slice(from.lastIndexOf('@') + 1);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(from)) yield 'email.fromAddress must be an e-mail address';
  else if (
    identity.includes('@') ? from !== identity : fromDomain !== identity && !fromDomain.endsWith(`.${identity}`)
  ) {
    yield `email.fromAddress must belong to the SES identity ${email.identity}`;
  }
}

/** Paddle ids are `pri_…` / `dsc_…` with letters, digits, `_` and `-`; the API bundles rely on nothing else. */
const PADDLE_ID_PATTERN = /^[a-z]{3}_[A-Za-z0-9_-]+$/;

function* paddleIdProblems(name: string, ids: PaddleIdMap): Generator<string> {
  const missing = cataloguePriceKeys().filter((key) => !ids.priceIds?.[key]);
  if (missing.length > 0) {
    yield `the Paddle id map lacks price ids for ${missing.join(', ')}: run npm run paddle:sync -- --stage ${name} --write-ids`;
  }
  const malformed = [...Object.values(ids.priceIds ?? {}), ids.firstYearDiscountId ?? ''].filter(
    (id) => id && !PADDLE_ID_PATTERN.test(id),
  );
  if (malformed.length > 0) yield `the Paddle id map holds malformed ids: ${malformed.join(', ')}`;
  if (!ids.firstYearDiscountId)
    yield `the Paddle id map lacks firstYearDiscountId: run npm run paddle:sync -- --stage ${name} --write-ids`;
}
