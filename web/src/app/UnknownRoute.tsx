export function Component() {
  return (
    <section className="page">
      <h1>Route is unknown</h1>
    </section>
  );
}
