import { BRAND } from '@domain/brand';

/** Every path of SPEC.md §2 in one place, so links and the route table cannot drift apart. */
export const PATHS = {
  home: '/',
  buyTrainer: '/buy-fms-trainer',
  buySuite: `/buy-${BRAND.slug}-suite`,
  buySupportExtension: '/buy-suite-nc-support-extension',
  checkout: '/buy',
  winRequirements: '/win-fms-trainer-system-requirements',
  iosRequirements: '/ios-fms-trainer-system-requirements',
  about: '/about',
  licenses: '/licenses',
  my: '/my',
  pay: '/pay',
  extendSupport: '/extend-support-subscription',
  myExtendSupport: '/my-extend-support-subscription',
  subscriptions: '/subscriptions',
  signIn: '/sign-in',
} as const;
