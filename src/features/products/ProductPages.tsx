import { useState, type ReactNode } from 'react';
import { Anchor, Breadcrumbs, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ProductFacts } from './ProductFacts';
import { ProductForm } from './ProductForm';
import { ProductImages } from './ProductImages';
import { ProductSales } from './ProductSales';
import { ProductStatusBar } from './ProductStatusBar';
import { ProductTexts } from './ProductTexts';
import { useProductName } from './product-name';
import { productQuery } from './products-queries';

function ProductFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/dashboard/product-list" size="sm">
          <Trans>Products</Trans>
        </Anchor>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /dashboard/create-product: a new product of the catalogue; its pictures are added on its page once it is saved. */
export function CreateProductPage() {
  return (
    <ProductFrame title={<Trans>New product</Trans>}>
      <ProductForm />
    </ProductFrame>
  );
}

/**
 * /dashboard/product-details?id=: a product in the reader's language with its other language
 * beside it, where it stands and the steps it can take, its pictures and its sales; Edit turns the
 * page into its form.
 */
export function ProductDetailsPage({ productId }: { productId: number }) {
  const { data: product } = useSuspenseQuery(productQuery(productId));
  const nameOf = useProductName();
  const [editing, setEditing] = useState(false);
  const name = nameOf(product);
  return (
    <ProductFrame title={<bdi>{name}</bdi>}>
      <ProductStatusBar product={product} name={name} onEdit={editing ? undefined : () => setEditing(true)} />
      {editing ? (
        <ProductForm key={product.id} product={product} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        <>
          <ProductFacts product={product} />
          <ProductTexts product={product} />
          <ProductImages product={product} name={name} />
          <ProductSales productId={product.id} />
        </>
      )}
    </ProductFrame>
  );
}
