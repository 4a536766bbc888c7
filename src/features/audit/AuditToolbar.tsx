import { useState } from 'react';
import { Group, MultiSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { IconSearch } from '@tabler/icons-react';
import { AUDIT_ACTIONS, type AuditAction } from '@/api/contract/audit-values';
import { AUDIT_ACTION_LABELS } from '@/i18n/audit-action-labels';
import { DateRangeField } from '@/ui/DateField';
import type { AuditSearch } from './audit-search';

/** A search box typed freely, applied once the typing pauses. */
function SearchBox({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const [typed, setTyped] = useState(value);
  const settle = useDebouncedCallback((text: string) => onChange(text.trim()), 350);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        settle(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 220 }}
    />
  );
}

/** The audit log's filters; a change starts again from the first page. */
export function AuditToolbar({ search, onChange }: { search: AuditSearch; onChange(search: AuditSearch): void }) {
  const { t, i18n } = useLingui();
  const actions = AUDIT_ACTIONS.map((action) => ({ value: action, label: i18n._(AUDIT_ACTION_LABELS[action]) }));
  const change = (patch: Partial<AuditSearch>) => onChange({ ...search, ...patch, page: undefined });
  return (
    <Group gap="sm" wrap="wrap" align="flex-start">
      <MultiSelect
        aria-label={t`Actions`}
        placeholder={search.action?.length ? undefined : t`Any action`}
        data={actions}
        value={search.action ?? []}
        onChange={(value) => change({ action: value.length > 0 ? (value as AuditAction[]) : undefined })}
        clearable
        searchable
        w={{ base: '100%', sm: 280 }}
      />
      <SearchBox label={t`Person`} value={search.actor ?? ''} onChange={(actor) => change({ actor: actor || undefined })} />
      <SearchBox label={t`Target`} value={search.target ?? ''} onChange={(target) => change({ target: target || undefined })} />
      <DateRangeField
        hiddenLabel={t`Dates`}
        placeholder={t`Any date`}
        value={[search.from ?? null, search.to ?? null]}
        onChange={([from, to]) => change({ from: from ?? undefined, to: to ?? undefined })}
        w={{ base: '100%', sm: 250 }}
      />
    </Group>
  );
}
