/** A registered route whose page is built by a later issue; it names itself so a visitor is not lost. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>This page is coming soon.</p>
    </section>
  );
}
