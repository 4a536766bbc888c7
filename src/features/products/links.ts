/** A product's page in the dashboard. */
export const productHref = (id: number) => `/dashboard/product-details?id=${id}`;
