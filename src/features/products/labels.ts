import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BillingInterval, ProductKind, ProductStatus } from '@/api/contract/shop';
import type { ProductSort } from './products-search';

export const PRODUCT_KIND_LABELS: Record<ProductKind, MessageDescriptor> = {
  plan: msg({ message: 'Plan', context: 'kind of product' }),
  add_on: msg({ message: 'Add-on', context: 'kind of product' }),
  service: msg({ message: 'Service', context: 'kind of product' }),
};

/** The kinds in the plural, for the filter. */
export const PRODUCT_KIND_FILTER_LABELS: Record<ProductKind, MessageDescriptor> = {
  plan: msg`Plans`,
  add_on: msg`Add-ons`,
  service: msg`Services`,
};

export const PRODUCT_KIND_COLORS: Record<ProductKind, string> = {
  plan: 'indigo',
  add_on: 'cyan',
  service: 'grape',
};

// A product is masculine in Spanish (producto): its statuses are said apart from the positions' ones.
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, MessageDescriptor> = {
  draft: msg({ message: 'Draft', context: 'product status' }),
  published: msg({ message: 'Published', context: 'product status' }),
  archived: msg({ message: 'Archived', context: 'product status' }),
};

export const PRODUCT_STATUS_COLORS: Record<ProductStatus, string> = {
  draft: 'gray',
  published: 'teal',
  archived: 'orange',
};

/** How often a product is billed, as the form's choice says it. */
export const INTERVAL_LABELS: Record<BillingInterval, MessageDescriptor> = {
  month: msg`Monthly`,
  year: msg`Yearly`,
  one_time: msg`One-time`,
};

/** A price with how often it is paid: "$49.00 a month". */
export function pricePer(interval: BillingInterval, price: string): MessageDescriptor {
  switch (interval) {
    case 'month':
      return msg`${price} a month`;
    case 'year':
      return msg`${price} a year`;
    case 'one_time':
      return msg`${price} once`;
  }
}

/** The grid's orders (the table sorts by its headers). */
export const PRODUCT_SORT_LABELS: Record<ProductSort, MessageDescriptor> = {
  position: msg`Catalogue order`,
  name: msg`Name`,
  '-updated_at': msg`Recently updated`,
  price: msg`Price, lowest first`,
  '-price': msg`Price, highest first`,
  '-units_sold': msg`Best selling`,
};
