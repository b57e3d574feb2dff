import { useEffect, useRef } from 'react';
import { useFetcher, type LoaderFunctionArgs } from 'react-router';
import type { SupportStatus } from '@domain/licences/support-status';
import type {
  IncomingTransferView as IncomingTransfer,
  LicenceView as Licence,
  SubscriptionView as Subscription,
} from '@contract/portal-views';
import type { FieldErrors } from '@contract/field-errors';
import { CURSOR_PARAM } from '@contract/portal-pages';
import { API } from '@contract/api-endpoints';
import type { ApiPathTemplate, Endpoint } from '@contract/endpoints';
import { ApiError, callApi } from '../../shared/api';
import { formatCount, formatDate as formatDay } from '@contract/formats';
import { translateApiMessage } from '../../shared/i18n/api-messages';
import { currentLanguage } from '../../shared/i18n/i18n';
import { requireSignIn } from '../../shared/session';
import { t } from './texts';
import './portal.css';

/** The licence portal's answers: the API's contract types, under the names the pages use. */
export type { IncomingTransfer, Licence, Subscription, SupportStatus };

/** A day in the page's language (UTC, as every page and mail writes it), or a dash when there is none. */
export function formatDate(iso: string | null): string {
  return iso ? formatDay(iso, currentLanguage()) : '—';
}

/**
 * 'Support active until …, renews automatically' — the one wording of a support status. "Renews automatically" is
 * said only when the subscription is the reader's own (they see and can cancel it at /subscriptions); after a
 * transfer the support the previous owner pays for is named as such. A trainer seat says "Subscription".
 */
export function describeSupport(
  support: SupportStatus,
  kind: Licence['kind'] = 'suite',
  paidBy: Licence['supportPaidBy'] = 'you',
): string {
  const wording = kind === 'suite' ? SUPPORT_WORDING : SUBSCRIPTION_WORDING;
  if (support.state === 'active') {
    const date = formatDate(support.activeUntil);
    const payer = paidBy === 'previous-owner' || paidBy === 'someone-else' ? paidBy : 'you';
    return t(wording.active[payer][support.autoRenewing ? 'renewing' : 'ending'], { date });
  }
  if (support.state === 'lapsed') return t(wording.lapsed, { date: formatDate(support.lapsedSince) });
  // A paused or unpaid subscription is neither active nor lapsed (ADR 243).
  if (support.state === 'paused') return t(wording.paused, { date: formatDate(support.pausedSince) });
  if (support.state === 'payment-due') return t(wording.paymentDue, { date: formatDate(support.paidUntil) });
  return t(wording.none);
}

/** "3 seats" in the page's language: one form for one seat, another for any other count. */
export function seatCount(count: number): string {
  return count === 1 ? t('1 seat') : t('{{count}} seats', { count: formatCount(count, currentLanguage()) });
}

type AccountKey = Parameters<typeof t>[0];

interface StatusWording {
  readonly active: Readonly<
    Record<'you' | 'previous-owner' | 'someone-else', Record<'renewing' | 'ending', AccountKey>>
  >;
  readonly lapsed: AccountKey;
  readonly paused: AccountKey;
  readonly paymentDue: AccountKey;
  readonly none: AccountKey;
}

const SUPPORT_WORDING: StatusWording = {
  active: {
    you: {
      renewing: 'Support active until {{date}}, renews automatically',
      ending: 'Support active until {{date}}, cancelled (does not renew)',
    },
    'previous-owner': {
      renewing: 'Support active until {{date}}, paid by the previous owner, renews automatically',
      ending: 'Support active until {{date}}, paid by the previous owner; it does not renew for you',
    },
    'someone-else': {
      renewing: 'Support active until {{date}}, paid by someone else, renews automatically',
      ending: 'Support active until {{date}}, paid by someone else; it does not renew for you',
    },
  },
  lapsed: 'Support lapsed since {{date}}',
  paused: 'Support paused since {{date}}',
  paymentDue: 'Support payment due: the renewal of {{date}} is not paid yet',
  none: 'No support on record yet',
};

const SUBSCRIPTION_WORDING: StatusWording = {
  active: {
    you: {
      renewing: 'Subscription active until {{date}}, renews automatically',
      ending: 'Subscription active until {{date}}, cancelled (does not renew)',
    },
    'previous-owner': {
      renewing: 'Subscription active until {{date}}, paid by the previous owner, renews automatically',
      ending: 'Subscription active until {{date}}, paid by the previous owner; it does not renew for you',
    },
    'someone-else': {
      renewing: 'Subscription active until {{date}}, paid by someone else, renews automatically',
      ending: 'Subscription active until {{date}}, paid by someone else; it does not renew for you',
    },
  },
  lapsed: 'Subscription lapsed since {{date}}',
  paused: 'Subscription paused since {{date}}',
  paymentDue: 'Subscription payment due: the renewal of {{date}} is not paid yet',
  none: 'No subscription on record yet',
};

/**
 * A portal page's loader: sign-in first (anonymous visitors go to sign in and come back), then the API read; a paged
 * read passes the page's `?cursor=` on (ADR 115). A refusal the buyer sees on the error page is in their language.
 */
export function portalLoader<Answer>(
  endpoint: Endpoint<ApiPathTemplate, undefined, Answer>,
  options: { paged?: boolean; passes?: readonly string[] } = {},
) {
  return async (args: LoaderFunctionArgs): Promise<Answer> => {
    await requireSignIn(args);
    const search = new URL(args.request.url).searchParams;
    const cursor = options.paged ? search.get(CURSOR_PARAM) : null;
    const passed = Object.fromEntries((options.passes ?? []).map((name) => [name, search.get(name) ?? undefined]));
    try {
      return await callApi(endpoint, { query: { [CURSOR_PARAM]: cursor ?? undefined, ...passed } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) throw error;
      throw new ApiError(error.status, error.code, await translateApiMessage(error.message));
    }
  };
}

/** The portal's actions by intent, each calling its endpoint for the licence or subscription it names. */
const PORTAL_ACTIONS = {
  'offer-transfer': (licenceId: string, email: string) =>
    callApi(API.offerTransfer, { params: { licenceId }, body: { email } }),
  'cancel-transfer': (licenceId: string) => callApi(API.cancelTransfer, { params: { licenceId }, body: {} }),
  'accept-transfer': (licenceId: string) => callApi(API.acceptTransfer, { params: { licenceId }, body: {} }),
  'cancel-subscription': (subscriptionId: string) =>
    callApi(API.cancelSubscription, { params: { subscriptionId }, body: {} }),
  'resume-subscription': (subscriptionId: string) =>
    callApi(API.resumeSubscription, { params: { subscriptionId }, body: {} }),
  'open-billing-portal': (subscriptionId: string) =>
    callApi(API.openBillingPortal, { params: { subscriptionId }, body: {} }),
} as const;

export type PortalIntent = keyof typeof PORTAL_ACTIONS;

/** The form fields of a portal action: what it does (`intent`) and to which licence or subscription (`id`). */
export function portalIntentFields(intent: PortalIntent, id: string) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

/** The intent a submitted portal form names, or undefined when it names none the portal knows. */
export function portalIntentOf(form: FormData): { intent: PortalIntent; id: string } | undefined {
  const intent = String(form.get('intent') ?? '');
  const id = String(form.get('id') ?? '');
  if (!Object.hasOwn(PORTAL_ACTIONS, intent) || id === '') return undefined;
  return { intent: intent as PortalIntent, id };
}

/** A refused portal action: the API's sentence, and each refused field's own sentence (all translated). */
export interface PortalProblem {
  readonly ok: false;
  readonly problem: string;
  readonly fields: FieldErrors;
}

/**
 * A portal page's action: the form names its intent and the licence or subscription (never a path), and an
 * optional e-mail. Answers the API's sentences when it refuses; the page's loader then reads the new state.
 */
export async function portalAction({
  request,
}: {
  request: Request;
}): Promise<{ ok: true; answer: unknown } | PortalProblem> {
  const form = await request.formData();
  const named = portalIntentOf(form);
  if (!named) return { ok: false, problem: t('This action is not available.'), fields: {} };
  try {
    return { ok: true, answer: await PORTAL_ACTIONS[named.intent](named.id, String(form.get('email') ?? '')) };
  } catch (error) {
    // A refusal the dictionaries know (the mail limits' 429, ADR 260) reads in the buyer's language.
    const fields = error instanceof ApiError ? error.fields : {};
    const translated = await Promise.all(
      Object.entries(fields).map(async ([field, sentence]) => [field, await translateApiMessage(sentence)] as const),
    );
    return { ok: false, problem: await translateApiMessage(problemOf(error)), fields: Object.fromEntries(translated) };
  }
}

export function problemOf(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'NETWORK_ERROR') return error.message;
  return t('The shop could not be reached. Please check your connection and try again.');
}

/** One action's fetcher: busy while it runs, its problem once it answers, and the answer itself. */
export function usePortalAction<T = unknown>() {
  const fetcher = useFetcher<Awaited<ReturnType<typeof portalAction>>>();
  const data = fetcher.data;
  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    problem: data && !data.ok ? data.problem : undefined,
    /** The sentence a refused field gets beside it. */
    fieldProblems: data && !data.ok ? data.fields : {},
    answer: data && data.ok ? (data.answer as T) : undefined,
  };
}

/** Keeps `run` from firing twice for one answer (StrictMode, re-renders). */
export function useOnce(key: unknown, run: () => void): void {
  const last = useRef<unknown>(undefined);
  useEffect(() => {
    if (key !== undefined && last.current !== key) {
      last.current = key;
      run();
    }
  });
}
