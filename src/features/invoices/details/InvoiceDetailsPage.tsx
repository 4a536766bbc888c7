export function InvoiceDetailsPage(_props: { id: number }) {
  return null;
}
