import { Badge, Group, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceStatus, InvoiceTab } from '@/api/contract/invoices';
import { INVOICE_STATUS_LABELS } from '@/features/invoices/labels';
import { useFormat } from '@/ui/format';

/**
 * The status tabs: each says how many invoices the filters find in it and what they come to, per
 * currency (sums in different currencies are never added together).
 */
export function InvoiceTabs({
  tabs,
  status,
  onChange,
}: {
  tabs: InvoiceTab[];
  status: InvoiceStatus | undefined;
  onChange(status: InvoiceStatus | undefined): void;
}) {
  const { t, i18n } = useLingui();
  const { money, number } = useFormat();
  return (
    <Tabs value={status ?? 'all'} onChange={(value) => onChange(!value || value === 'all' ? undefined : (value as InvoiceStatus))}>
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs.List style={{ flexWrap: 'nowrap' }}>
          {tabs.map((tab) => {
            const sums = tab.sums.map((sum) => money(sum.amount_minor, sum.currency)).join(' · ');
            return (
              <Tabs.Tab key={tab.status} value={tab.status} data-testid={`invoice-tab-${tab.status}`}>
                <Stack gap={2} align="flex-start">
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={600} component="span">
                      {tab.status === 'all' ? t`All` : i18n._(INVOICE_STATUS_LABELS[tab.status])}
                    </Text>
                    <Badge size="sm" variant="light" color="gray" circle={tab.count < 10}>
                      {number(tab.count)}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" component="span">
                    <bdi>{sums || '—'}</bdi>
                  </Text>
                </Stack>
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
