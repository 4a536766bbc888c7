import { Anchor } from '@mantine/core';
import { RouterAnchor } from '@/layout/RouterAnchor';

/** A business's name, a link to its page (orders, plan and people). */
export function organisationLink(row: { organisation: { id: number; name: string } }) {
  return (
    <Anchor component={RouterAnchor} href={`/dashboard/organisations/${row.organisation.id}`} size="sm">
      <bdi>{row.organisation.name}</bdi>
    </Anchor>
  );
}
