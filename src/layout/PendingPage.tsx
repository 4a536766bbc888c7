/** An empty full-height placeholder while a lazy page loads; the top bar shows progress. */
export function PendingPage() {
  return <div style={{ minHeight: '100vh' }} aria-busy="true" />;
}
