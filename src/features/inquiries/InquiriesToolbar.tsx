import { useState } from 'react';
import { ScrollArea, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import type { InquiryCounts } from '@/api/contract/inquiries';
import { INQUIRY_STATUSES, type InquiryStatus } from '@/api/contract/site-values';
import type { InquirySearch } from './inquiries-search';
import { INQUIRY_STATUS_LABELS } from './labels';

/** Typing pauses this long before the list asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';

/** The status tabs with their counts, and the search; a change starts again from the first page and keeps the open thread. */
export function InquiriesToolbar({
  search,
  counts,
  onChange,
}: {
  search: InquirySearch;
  counts: InquiryCounts | undefined;
  onChange(search: InquirySearch): void;
}) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState(search.search ?? '');
  const change = (patch: Partial<InquirySearch>) => onChange({ ...search, ...patch, page: undefined });
  const settle = useDebouncedCallback((text: string) => change({ search: text.trim() || undefined }), SEARCH_DEBOUNCE_MS);
  const tabs = [
    { value: ALL, label: t`All` },
    ...INQUIRY_STATUSES.map((status) => ({ value: status, label: i18n._(INQUIRY_STATUS_LABELS[status]) })),
  ];

  return (
    <>
      <TextInput
        type="search"
        aria-label={t`Search inquiries`}
        placeholder={t`Search by name, e-mail or subject`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          settle(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 340 }}
      />
      <ScrollArea type="auto" offsetScrollbars>
        <Tabs
          value={search.status ?? ALL}
          onChange={(value) => value && change({ status: value === ALL ? undefined : (value as InquiryStatus) })}
        >
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.value}
                value={tab.value}
                rightSection={
                  <Text component="span" size="xs" fw={700} c="dimmed" data-testid={`count-${tab.value}`}>
                    {counts?.[tab.value as keyof InquiryCounts] ?? '–'}
                  </Text>
                }
              >
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      </ScrollArea>
    </>
  );
}
