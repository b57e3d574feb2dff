import './loading.css';

/** While a lazily loaded piece arrives, the text "..." shows (docs/product/pages.md). */
export function Loading() {
  return (
    <p className="loading" role="status" aria-live="polite">
      ...
    </p>
  );
}
