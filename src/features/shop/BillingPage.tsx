import { useState, type ReactNode } from 'react';
import { Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuildingOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Membership } from '@/api/contract/organisations';
import type { Subscription } from '@/api/contract/shop';
import { problemOf } from '@/api/errors';
import { OrganisationSwitcher, useActiveOrganisation } from '@/features/organisations/shared';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { ChangePlanModal } from './ChangePlanModal';
import { SHOP_FAILURES } from './failure';
import { OrdersTable } from './OrdersTable';
import { billingQuery } from './shop-queries';
import { SubscriptionDialog, type SubscriptionAction } from './SubscriptionDialog';
import { SubscriptionsCard } from './SubscriptionsCard';
import { UsageBars } from './UsageBars';

/** The address of the billing page: the business, and the page of its orders. */
export interface BillingSearch {
  org?: number;
  page?: number;
}

function Notice({ title, children }: { title: string; children: string }) {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconBuildingOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Center>
  );
}

/** One business's subscriptions, usage and orders, once read. */
function BusinessBilling({
  membership,
  page,
  onPage,
  invoices,
}: {
  membership: Membership;
  page: number;
  onPage(page: number): void;
  invoices?: (organisationId: number) => ReactNode;
}) {
  const { t } = useLingui();
  const billing = useQuery(billingQuery(membership.id));
  const [acting, setActing] = useState<{ subscription: Subscription; action: SubscriptionAction } | null>(null);
  const [changing, setChanging] = useState<Subscription | null>(null);
  return (
    <Stack gap="md">
      {billing.error ? (
        <RetryAlert message={problemOf(billing.error, SHOP_FAILURES.billing)} onRetry={() => void billing.refetch()} />
      ) : !billing.data ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : (
        <>
          <SubscriptionsCard
            subscriptions={billing.data.subscriptions}
            onAction={(subscription, action) => setActing({ subscription, action })}
            onChangePlan={setChanging}
          />
          {billing.data.usage && <UsageBars usage={billing.data.usage} />}
        </>
      )}
      <OrdersTable organisationId={membership.id} page={page} onPage={onPage} />
      {invoices?.(membership.id)}
      <SubscriptionDialog
        organisationId={membership.id}
        subscription={acting?.subscription ?? null}
        action={acting?.action ?? 'cancel'}
        onClose={() => setActing(null)}
      />
      <ChangePlanModal subscription={changing} onClose={() => setChanging(null)} />
    </Stack>
  );
}

/**
 * /dashboard/billing, "Plan & billing": the business's plan and add-ons (cancel at the period's
 * end, resume, change plan), this period's usage against what they include, its orders, and
 * what the route puts below them (its invoices: another feature's, so the route composes them).
 * Its owners only, like buying for it.
 */
export function BillingPage({
  search,
  onSearchChange,
  invoices,
}: {
  search: BillingSearch;
  onSearchChange(search: BillingSearch): void;
  /** The business's invoices, drawn for its owners only, below the orders. */
  invoices?: (organisationId: number) => ReactNode;
}) {
  const { t } = useLingui();
  const { active, isPending } = useActiveOrganisation();
  const business = active?.name ?? '';
  return (
    <Stack gap="md" maw={1080}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} fz="h2">
          <Trans>Plan & billing</Trans>
        </Title>
        <OrganisationSwitcher />
      </Group>
      {isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : !active ? (
        <Notice title={t`You do not belong to a business yet`}>{t`A business's plan and billing show here to its owners.`}</Notice>
      ) : active.role !== 'owner' ? (
        <Notice
          title={t`Only the owners of ${business} see its billing`}
        >{t`Ask an owner of the business, or choose a business you own.`}</Notice>
      ) : (
        <BusinessBilling
          key={active.id}
          membership={active}
          page={search.page ?? 1}
          onPage={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
          invoices={invoices}
        />
      )}
    </Stack>
  );
}
