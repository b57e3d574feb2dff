import { RemovalPolicy } from 'aws-cdk-lib';
import { Key, KeySpec, KeyUsage, type IKey } from 'aws-cdk-lib/aws-kms';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

export interface SecretsProps {
  readonly stageName: string;
  /**
   * An existing licence signing key to use instead of creating one (a stack created again after a deletion), so
   * new licence keys verify with the public key the simulator already ships.
   * @default a new key
   */
  readonly existingLicenceSigningKeyArn?: string;
  /**
   * Secrets and the signing key outlive the stack (licence keys already issued must stay verifiable), but a first
   * create that fails leaves nothing behind that would block the retry.
   * @default RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The shop's secrets and keys. The Paddle secrets are created with a random placeholder value; the operator puts
 * the real ones in with `aws secretsmanager put-secret-value` (README "Deploying"), so no value is ever in code.
 * None has a fixed name: CloudFormation names them, so a retried or re-created stack never collides with a
 * retained one; the stack's outputs give their ARNs.
 */
export class Secrets extends Construct {
  readonly paddleApiKey: ISecret;
  readonly paddleWebhookSecret: ISecret;
  /** Generated here; CloudFront sends it to the API, whose authorizer checks it (ADR 080). */
  readonly originVerifySecret: Secret;
  /** ECDSA P-256 key that signs licence keys; the simulator verifies them offline with its public half. */
  readonly licenceSigningKey: IKey;
  /** Seals the sign-in challenge cookie (AES-256-GCM key material); generated, never set by hand. */
  readonly challengeCookieKey: ISecret;

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    const removalPolicy = props.removalPolicy ?? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE;
    this.paddleApiKey = new Secret(this, 'PaddleApiKey', {
      description: `SkyDeck ${props.stageName}: Paddle Billing API key (server side). Set by the operator.`,
      removalPolicy,
    });
    this.paddleWebhookSecret = new Secret(this, 'PaddleWebhookSecret', {
      description: `SkyDeck ${props.stageName}: Paddle notification destination's secret key. Set by the operator.`,
      removalPolicy,
    });
    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: `SkyDeck ${props.stageName}: header value CloudFront sends to the API; nothing else knows it.`,
      // Header-safe characters only; 48 of them are far beyond guessing.
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      // Created and read by this stack alone: nothing is lost with it, a new value comes with the next deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.challengeCookieKey = new Secret(this, 'ChallengeCookieKey', {
      description: `SkyDeck ${props.stageName}: seals the sign-in challenge cookie. Generated; replacing it ends sign-ins in progress.`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    this.licenceSigningKey = props.existingLicenceSigningKeyArn
      ? Key.fromKeyArn(this, 'LicenceSigningKey', props.existingLicenceSigningKeyArn)
      : new Key(this, 'LicenceSigningKey', {
          keySpec: KeySpec.ECC_NIST_P256,
          keyUsage: KeyUsage.SIGN_VERIFY,
          description: `SkyDeck ${props.stageName}: signs licence keys (ECDSA P-256).`,
          removalPolicy,
        });
  }
}
