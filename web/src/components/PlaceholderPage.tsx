/** A titled page for a screen whose feature has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main style={{ padding: '2rem' }}>
      <h1>{title}</h1>
    </main>
  );
}
