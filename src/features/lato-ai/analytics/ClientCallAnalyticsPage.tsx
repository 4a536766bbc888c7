import { Select, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DashboardHeader, useDashboardPeriod } from '@/ui/dashboard';
import { organisationListQuery } from '@/features/organisations';
import { CallAnalyticsPanel } from './CallAnalyticsPanel';
import type { ClientCallAnalyticsSearch } from './call-analytics-search';

/** What the assistant did on the phone for every client, or for one: for the agency's managers. */
export function ClientCallAnalyticsPage({
  search,
  onSearchChange,
}: {
  search: ClientCallAnalyticsSearch;
  onSearchChange(search: ClientCallAnalyticsSearch): void;
}) {
  const { t } = useLingui();
  const { organisation, ...periodSearch } = search;
  const { period, today } = useDashboardPeriod(periodSearch);
  const organisations = useQuery(organisationListQuery);
  const chosen = organisation === undefined ? {} : { organisation };
  return (
    <Stack gap="lg">
      <DashboardHeader
        title={<Trans>Call analytics</Trans>}
        subtitle={<Trans>What the assistant did on the phone for the agency's clients</Trans>}
        search={periodSearch}
        period={period}
        today={today}
        onSearchChange={(next) => onSearchChange({ ...next, ...chosen })}
      />
      <Select
        label={t`Client`}
        placeholder={t`All clients`}
        data={(organisations.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
        value={organisation === undefined ? null : String(organisation)}
        onChange={(id) => onSearchChange({ ...periodSearch, ...(id && { organisation: Number(id) }) })}
        clearable
        searchable
        maw={360}
      />
      <CallAnalyticsPanel period={period} scope={chosen} canAnswer={false} />
    </Stack>
  );
}
