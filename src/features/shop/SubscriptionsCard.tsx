import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Subscription } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';
import { INTERVAL_LABELS, PRODUCT_KIND_LABELS, SUBSCRIPTION_STATUS_COLORS, SUBSCRIPTION_STATUS_LABELS } from './labels';
import type { SubscriptionAction } from './SubscriptionDialog';

/** When a subscription next renews, or when it ends. */
function PeriodEnd({ subscription }: { subscription: Subscription }) {
  const { date } = useFormat();
  const end = date(subscription.current_period_end);
  if (subscription.status === 'cancelled') return <Trans>Ended on {end}</Trans>;
  if (subscription.cancel_at_period_end) return <Trans>Ends on {end}</Trans>;
  if (subscription.status === 'trialing' && subscription.trial_ends_at) {
    const trialEnd = date(subscription.trial_ends_at);
    return (
      <Trans>
        Trial until {trialEnd}; renews on {end}
      </Trans>
    );
  }
  return <Trans>Renews on {end}</Trans>;
}

/** The business's plan and add-ons: what each costs, where it stands, and cancel, resume or change plan. */
export function SubscriptionsCard({
  subscriptions,
  onAction,
  onChangePlan,
}: {
  subscriptions: Subscription[];
  onAction(subscription: Subscription, action: SubscriptionAction): void;
  onChangePlan(subscription: Subscription): void;
}) {
  const { t, i18n } = useLingui();
  const { money } = useFormat();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>Subscriptions</Trans>
        </Title>
        {subscriptions.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="no-subscriptions">
            <Trans>
              No plan yet. See <Anchor href="/pricing">our plans and prices</Anchor> to choose one.
            </Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table data-testid="subscriptions-table" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Product</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Price</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Period</Trans>
                  </Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {subscriptions.map((subscription) => {
                  const name = subscription.product.name;
                  const running = subscription.status !== 'cancelled';
                  return (
                    <Table.Tr key={subscription.id} data-testid="subscription-row">
                      <Table.Td>
                        <Stack gap={2}>
                          <Text size="sm" fw={500}>
                            {name}
                            {subscription.quantity > 1 ? ` × ${subscription.quantity}` : ''}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {i18n._(PRODUCT_KIND_LABELS[subscription.product.kind])}
                          </Text>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        {money(subscription.unit_minor * subscription.quantity, subscription.currency)}{' '}
                        {i18n._(INTERVAL_LABELS[subscription.interval])}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={SUBSCRIPTION_STATUS_COLORS[subscription.status]}>
                          {i18n._(SUBSCRIPTION_STATUS_LABELS[subscription.status])}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          <PeriodEnd subscription={subscription} />
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {running && (
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            {subscription.product.kind === 'plan' && !subscription.cancel_at_period_end && (
                              <Button size="compact-xs" variant="light" onClick={() => onChangePlan(subscription)}>
                                <Trans>Change plan</Trans>
                              </Button>
                            )}
                            {subscription.cancel_at_period_end ? (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                color="teal"
                                aria-label={t`Resume ${name}`}
                                onClick={() => onAction(subscription, 'resume')}
                              >
                                <Trans>Resume</Trans>
                              </Button>
                            ) : (
                              <Button
                                size="compact-xs"
                                variant="subtle"
                                color="red"
                                aria-label={t`Cancel ${name}`}
                                onClick={() => onAction(subscription, 'cancel')}
                              >
                                <Trans>Cancel</Trans>
                              </Button>
                            )}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
