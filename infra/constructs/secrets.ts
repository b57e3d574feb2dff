import { RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage, type IKey } from 'aws-cdk-lib/aws-kms';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface SecretsProps {
  readonly stageName: string;
  /**
   * Secrets and the signing key outlive the stack: licence keys already issued must stay verifiable.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The shop's secrets and keys. The Paddle secrets are created with a random placeholder value; the operator puts
 * the real ones in with `aws secretsmanager put-secret-value` (README "Deploying"), so no value is ever in code.
 */
export class Secrets extends Construct {
  readonly paddleApiKey: ISecret;
  readonly paddleWebhookSecret: ISecret;
  /** ECDSA P-256 key that signs licence keys; the simulator verifies them offline with its public half. */
  readonly licenceSigningKey: IKey;
  /** Seals the sign-in challenge cookie (AES-256-GCM key material); generated, never set by hand. */
  readonly challengeCookieKey: ISecret;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN;
    this.paddleApiKey = new Secret(this, 'PaddleApiKey', {
      secretName: `skydeck/${props.stageName}/paddle-api-key`,
      description: 'Paddle Billing API key (server side). Set by the operator.',
      removalPolicy,
    });
    this.paddleWebhookSecret = new Secret(this, 'PaddleWebhookSecret', {
      secretName: `skydeck/${props.stageName}/paddle-webhook-secret`,
      description: "Paddle notification destination's secret key, for Paddle-Signature. Set by the operator.",
      removalPolicy,
    });
    this.challengeCookieKey = new Secret(this, 'ChallengeCookieKey', {
      secretName: `skydeck/${props.stageName}/challenge-cookie-key`,
      description: 'Key material that seals the sign-in challenge cookie. Generated; replacing it ends sign-ins in progress.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    this.licenceSigningKey = new Key(this, 'LicenceSigningKey', {
      keySpec: KeySpec.ECC_NIST_P256,
      keyUsage: KeyUsage.SIGN_VERIFY,
      alias: `alias/skydeck-${props.stageName}-licence-signing`,
      description: 'Signs SkyDeck licence keys (ECDSA P-256).',
      removalPolicy,
    });
  }
}
