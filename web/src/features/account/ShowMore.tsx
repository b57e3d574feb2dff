import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { CURSOR_PARAM, type Paged } from '@contract/portal-pages';
import { PATHS } from '@contract/routes';
import { startI18n, useTranslate } from '../../shared/i18n/i18n';
import type { Licence } from './portal';

/** A page of the licences: what `/api/licenses` answers (ADR 115). */
export interface LicencePage extends Paged {
  readonly licences: readonly Licence[];
}

export interface MoreLicences {
  /** Every licence read so far, the first page's first, each once. */
  readonly licences: readonly Licence[];
  readonly loading: boolean;
  /** Whether another page can be asked for. */
  readonly more: boolean;
  readonly showMore: () => void;
  /** The fetchers of the later pages: render them anywhere on the page. */
  readonly loaders: ReactNode;
}

/**
 * The licences of the first page (the `/licenses` route loader's answer, or a fetcher's) and of the pages "Show
 * more" asked for since, each read through the same route loader with `?cursor=`. Every page keeps its own fetcher,
 * so all of them are read again after an action, as the first page is.
 */
export function useMoreLicences(first: LicencePage | undefined): MoreLicences {
  const [later, setLater] = useState<readonly { cursor: string; page?: LicencePage }[]>([]);
  const received = useCallback(
    (cursor: string, page: LicencePage) =>
      setLater((pages) => pages.map((entry) => (entry.cursor === cursor ? { cursor, page } : entry))),
    [],
  );
  const last = later.at(-1);
  const loading = last !== undefined && last.page === undefined;
  const nextCursor = loading ? null : ((last?.page ?? first)?.nextCursor ?? null);
  const seen = new Set<string>();
  // A page read again after an action may now start where the next one did: a licence is shown once.
  const licences = [first, ...later.map((entry) => entry.page)]
    .flatMap((page) => page?.licences ?? [])
    .filter((licence) => !seen.has(licence.licenceId) && seen.add(licence.licenceId));
  return {
    licences,
    loading,
    more: nextCursor !== null,
    showMore: () => {
      if (nextCursor) setLater((pages) => [...pages, { cursor: nextCursor }]);
    },
    loaders: later.map(({ cursor }) => <PageLoader key={cursor} cursor={cursor} onPage={received} />),
  };
}

function PageLoader({ cursor, onPage }: { cursor: string; onPage: (cursor: string, page: LicencePage) => void }) {
  const fetcher = useFetcher<LicencePage>();
  useEffect(() => {
    if (fetcher.state === 'idle' && !fetcher.data)
      void fetcher.load(`${PATHS.licenses}?${CURSOR_PARAM}=${encodeURIComponent(cursor)}`);
  }, [fetcher, cursor]);
  useEffect(() => {
    if (fetcher.data) onPage(cursor, fetcher.data);
  }, [fetcher.data, cursor, onPage]);
  return null;
}

/**
 * "Show more": a plain button, so the keyboard reaches and presses it. While the page loads it stays focused
 * (`aria-disabled`, not `disabled`, which would drop the focus); once it is shown, the focus moves to the first licence
 * it added, where reading goes on.
 */
export function ShowMoreButton({ more }: { more: MoreLicences }) {
  const t = useTranslate();
  // How many licences were shown when "Show more" was pressed: the first one after them takes the focus.
  const shownBefore = useRef<number | undefined>(undefined);
  const { licences, loading } = more;
  useEffect(() => void startI18n(), []);
  useEffect(() => {
    const before = shownBefore.current;
    if (before === undefined || loading || licences.length <= before) return;
    shownBefore.current = undefined;
    const added = licences[before]!;
    const target = document.querySelector<HTMLElement>(`[data-licence-id="${CSS.escape(added.licenceId)}"]`);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [licences, loading]);
  if (!more.more && !more.loading) return null;
  return (
    <p className="portal-more">
      <button
        type="button"
        className="button"
        aria-disabled={more.loading}
        onClick={() => {
          if (more.loading) return;
          shownBefore.current = licences.length;
          more.showMore();
        }}
      >
        {more.loading ? t('Loading more') : t('Show more')}
      </button>
    </p>
  );
}
