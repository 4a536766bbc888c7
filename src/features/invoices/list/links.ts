/** An invoice's page. */
export const invoiceHref = (id: number) => `/dashboard/invoice-details?id=${id}`;
/** The editor, for a draft (`id`) or a new invoice. */
export const invoiceEditorHref = (id?: number) => (id ? `/dashboard/create-invoice?id=${id}` : '/dashboard/create-invoice');
