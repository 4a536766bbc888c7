import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanUsage } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';

/** One allowance: how much is used of what is included, as a bar that turns red beyond it. */
function UsageBar({ label, used, included, testId }: { label: string; used: number; included: number; testId: string }) {
  const { number } = useFormat();
  const share = included > 0 ? Math.min(100, (used / included) * 100) : used > 0 ? 100 : 0;
  const usedText = number(used);
  const includedText = number(included);
  return (
    <Stack gap={4} data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c={used > included ? 'red' : 'dimmed'}>
          <Trans>
            {usedText} of {includedText}
          </Trans>
        </Text>
      </Group>
      <Progress value={share} color={used > included ? 'red' : share >= 80 ? 'yellow' : 'teal'} aria-label={label} />
    </Stack>
  );
}

/** What the plan and its add-ons allow this period, what has been used, and what beyond it costs. */
export function UsageBars({ usage }: { usage: PlanUsage }) {
  const { t } = useLingui();
  const { date, money } = useFormat();
  const from = date(usage.period_start);
  const to = date(usage.period_end);
  const overage = money(usage.overage.amount_minor, usage.overage.currency);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            <Trans>This period's usage</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              From {from} to {to}
            </Trans>
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <UsageBar label={t`Phone numbers`} used={usage.numbers_used} included={usage.numbers} testId="usage-numbers" />
          <UsageBar label={t`Call minutes`} used={usage.call_minutes_used} included={usage.call_minutes} testId="usage-minutes" />
          <UsageBar label={t`SMS`} used={usage.sms_used} included={usage.sms} testId="usage-sms" />
        </SimpleGrid>
        {usage.overage.amount_minor > 0 ? (
          <Text size="sm" data-testid="overage">
            <Trans>Beyond what your plan includes so far this period: {overage}, billed on your monthly usage invoice.</Trans>
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="overage">
            <Trans>Nothing beyond what your plan includes so far this period.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
