import './loading.css';

/** SPEC.md §1: while a lazily loaded piece arrives, the text "..." shows. */
export function Loading() {
  return (
    <p className="loading" role="status" aria-live="polite">
      ...
    </p>
  );
}
