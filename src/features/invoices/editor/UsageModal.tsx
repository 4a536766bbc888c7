import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { UsageLine } from '@/api/contract/invoices';
import { invoiceErrorMessage } from '@/features/invoices/invoice-errors';
import { msg } from '@lingui/core/macro';
import { usageQuery } from '@/features/invoices/invoice-queries';
import '@mantine/dates/styles.css';

/** The usage of a month the business's plan does not include, as lines to add. */
export function UsageModal({
  organisation,
  opened,
  onClose,
  onAdd,
}: {
  organisation: number;
  opened: boolean;
  onClose(): void;
  onAdd(lines: UsageLine[]): void;
}) {
  const { t } = useLingui();
  const [month, setMonth] = useState<string | null>(null);
  // Only a month that is over can be billed: the last one at the latest.
  const [lastMonth] = useState(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth() - 1, 1);
  });
  const usage = useQuery({ ...usageQuery(organisation, (month ?? '').slice(0, 7)), enabled: opened && month !== null });
  const lines = usage.data?.lines ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={t`Add usage of a month`} closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <MonthPickerInput label={t`Month`} value={month} onChange={setMonth} maxDate={lastMonth} clearable={false} />
        {usage.isError && <Alert color="red">{invoiceErrorMessage(usage.error, msg`Could not load the usage of this month.`)}</Alert>}
        {usage.data && lines.length === 0 && (
          <Text size="sm" role="status">
            <Trans>Nothing beyond the plan this month: there is no usage to bill.</Trans>
          </Text>
        )}
        {lines.map((line) => (
          <Text size="sm" key={`${line.number}-${line.usage_metric}`}>
            {line.description}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            disabled={lines.length === 0}
            loading={usage.isFetching}
            onClick={() => {
              onAdd(lines);
              onClose();
            }}
          >
            <Trans>Add these lines</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
