import { uiText } from './texts';

/** What any unknown address shows (docs/product/pages.md; the server answers it with 404, ADR 316). */
export function UnknownRoute() {
  return (
    <section className="page">
      <h1>{uiText('Route is unknown')}</h1>
    </section>
  );
}
