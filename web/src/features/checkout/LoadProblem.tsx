import type { ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Notice } from '../../shared/ui/Notice';
import { t } from './texts';

/** What the checkout and payment pages show when their loader could not read what they need. */
export function LoadProblem({ title, problem, retry }: { title: string; problem: ReactNode; retry: boolean }) {
  const revalidator = useRevalidator();
  return (
    <section className="page" aria-labelledby="load-problem-title">
      <h1 id="load-problem-title">{title}</h1>
      <Notice tone="error" onRetry={retry ? () => void revalidator.revalidate() : undefined}>
        <p>{problem}</p>
      </Notice>
      <p>
        <Link to="/">{t('Back to the shop')}</Link>
      </p>
    </section>
  );
}
