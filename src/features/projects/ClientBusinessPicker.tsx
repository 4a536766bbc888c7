import { Loader, Select } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { OrganisationRef } from '@/api/contract/organisations';
import { errorMessage } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { organisationListQuery } from '@/features/organisations/shared';

/**
 * The project's client: one of the agency's client businesses, found by typing part of its name,
 * or none (an internal project). The business chosen when the form opened keeps its name while the
 * list loads.
 */
export function ClientBusinessPicker({
  value,
  onChange,
  initial,
  error,
  disabled,
}: {
  value: number | null;
  onChange(value: number | null): void;
  initial: OrganisationRef | null;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const list = useQuery(organisationListQuery);
  const businesses: OrganisationRef[] = list.data ?? [];
  const known = initial && !businesses.some((b) => b.id === initial.id) ? [initial, ...businesses] : businesses;
  return (
    <Select
      label={t`Client business`}
      placeholder={t`Internal project`}
      description={list.error ? errorMessage(list.error, defaultErrors.unknown) : undefined}
      searchable
      clearable
      data={known.map((b) => ({ value: String(b.id), label: b.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      rightSection={list.isFetching ? <Loader size={14} /> : undefined}
      nothingFoundMessage={t`No client business matches.`}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
