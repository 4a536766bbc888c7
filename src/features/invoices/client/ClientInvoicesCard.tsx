export function ClientInvoicesCard(_props: { organisationId: number }) {
  return null;
}
