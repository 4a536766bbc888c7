import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { IconPlus } from '@tabler/icons-react';
import { ACCESS } from '@/api/contract/roles';
import { CreateProductPage } from '@/features/products';

/** A new product of the shop's catalogue. */
export const Route = createFileRoute('/_auth/dashboard/create-product')({
  staticData: {
    access: ACCESS.catalogue,
    menu: [{ section: 'ecommerce', group: 'products', label: msg`New product`, icon: IconPlus, order: 20 }],
  },
  component: CreateProductPage,
});
