import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from '../../shared/api';
import { Loading } from '../../shared/ui/Loading';

/** The licence portal's answers: the API's contract types, under the names the pages use. */
import type { SupportStatus } from '@domain/licences/support-status';
import type { IncomingTransferView as IncomingTransfer, LicenceView as Licence, SubscriptionView as Subscription } from '@contract/portal-views';

export type { IncomingTransfer, Licence, Subscription, SupportStatus };

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString(typeof navigator === 'undefined' ? undefined : [...navigator.languages], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** 'Support active until …, renews automatically' — the one wording of a support status. */
export function describeSupport(support: SupportStatus, kind: Licence['kind'] = 'suite'): string {
  const what = kind === 'suite' ? 'Support' : 'Subscription';
  if (support.state === 'active') {
    return `${what} active until ${formatDate(support.activeUntil)}, ${support.autoRenewing ? 'renews automatically' : 'cancelled (does not renew)'}`;
  }
  if (support.state === 'lapsed') return `${what} lapsed since ${formatDate(support.lapsedSince)}`;
  return `No ${what.toLowerCase()} on record yet`;
}

export type Remote<T> = { readonly state: 'loading' } | { readonly state: 'failed'; readonly message: string } | { readonly state: 'loaded'; readonly value: T };

/** Loads an API answer for a page: '...' while it comes, its error message when it fails, and a way to reload. */
export function useRemote<T>(path: string): [Remote<T>, () => Promise<T | undefined>] {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      const value = await apiGet<T>(path);
      setRemote({ state: 'loaded', value });
      return value;
    } catch (error) {
      setRemote({ state: 'failed', message: error instanceof ApiError ? error.message : 'The request failed.' });
      return undefined;
    }
  }, [path]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reload() sets state only once the API answers (after its await), which the rule cannot see.
    void reload();
  }, [reload]);
  return [remote, reload];
}

export function RemoteView<T>({ remote, children }: { remote: Remote<T>; children: (value: T) => React.ReactNode }) {
  if (remote.state === 'loading') return <Loading />;
  if (remote.state === 'failed') {
    return (
      <p role="alert" className="portal-error">
        {remote.message}
      </p>
    );
  }
  return <>{children(remote.value)}</>;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'The request failed. Please try again.';
}

/** Polls until `done` holds (a webhook has arrived) or about 15 seconds pass. */
export async function until<T>(read: () => Promise<T | undefined>, done: (value: T) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const value = await read();
    if (value !== undefined && done(value)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
