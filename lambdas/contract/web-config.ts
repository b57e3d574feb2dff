import { BRAND } from '../domain/brand';

/**
 * The SPA's runtime configuration, fetched from `/config.json` (docs/api.md). The local stack serves it; in the
 * cloud the CDK site construct writes it beside the build. Nothing in it is secret.
 */
export interface WebConfig {
  readonly mode: 'local' | 'cloud';
  /** The external service desk behind 'Contact support'. */
  readonly supportUrl: string;
  readonly paddle: {
    /** `local` is the Paddle stand-in; `sandbox` and `production` are Paddle.js environments. */
    readonly environment: 'local' | 'sandbox' | 'production';
    /** Paddle.js client-side token (public by design); null in local mode. */
    readonly clientToken: string | null;
  };
  /** Social sign-in providers configured for this stage. */
  readonly socialProviders: readonly ('amazon' | 'apple' | 'facebook' | 'google')[];
  /** Store pages of the FMS Trainer apps, one download tile each, in this order; DEFAULT_TRAINER_APPS when absent. */
  readonly trainerApps?: readonly TrainerAppLinks[];
}

export interface TrainerAppLinks {
  /** A322, B738 or B38M; a tile with anything else shows 'Unknown aircraft type'. */
  readonly aircraftType: string;
  readonly appStoreUrl: string;
  readonly microsoftStoreUrl: string;
}

export const DEFAULT_TRAINER_APPS: readonly TrainerAppLinks[] = ['A322', 'B738', 'B38M'].map((aircraftType) => ({
  aircraftType,
  appStoreUrl: `https://apps.apple.com/search?term=${BRAND.name}%20FMS%20Trainer%20${aircraftType}`,
  microsoftStoreUrl: `https://apps.microsoft.com/search?query=${BRAND.name}%20FMS%20Trainer%20${aircraftType}`,
}));

export const DEFAULT_SUPPORT_URL = 'https://support.skydeck.example/servicedesk';
