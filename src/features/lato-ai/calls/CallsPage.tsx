import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { showToast } from '@/ui/toast';
import { useLiveEvent, useLiveReload } from '@/features/live/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconChartBar, IconDownload, IconMessages, IconPhoneCall } from '@tabler/icons-react';
import type { Call } from '@/api/contract/lato-ai';
import { errorMessage } from '@/api/errors';
import { saveFile } from '@/ui/save-file';
import type { CallFilters } from '@machines/calls-list/calls-list.machine';
import { hasCallFilters, NO_CALL_FILTERS } from '@machines/calls-list/call-filters';
import { CallDrawer } from './CallDrawer';
import { CallsListContext, useCallsActor } from './calls-context';
import { allCalls, callsCsv } from './calls-csv';
import { filtersOf, searchOf, type CallsSearch } from './calls-search';
import { CallsTable } from './CallsTable';
import { CallsToolbar } from './CallsToolbar';
import { MessagesTab } from '@/features/lato-ai/messages/MessagesTab';
import { NumberPage } from '@/features/lato-ai/numbers';

// The figures and their charts are a download of their own: most visits read the calls.
const CallAnalyticsTab = lazy(() =>
  import('@/features/lato-ai/analytics/CallAnalyticsTab').then((module) => ({ default: module.CallAnalyticsTab })),
);

/** The calls of the chosen number, for a calls actor (the app's, or a test's with fake API actors). */
export function CallsScreen({
  numberId,
  filters,
  page,
  onChange,
}: {
  numberId: number;
  filters: CallFilters;
  page: number;
  onChange(filters: CallFilters, page: number): void;
}) {
  const actor = useCallsActor();
  const [open, setOpen] = useState<Call | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtersKey = JSON.stringify(filters);
  // The address is the truth: the list follows it (asking for what it shows already does nothing).
  useEffect(() => actor.send({ type: 'SET_NUMBER', numberId }), [actor, numberId]);
  useEffect(() => actor.send({ type: 'SET_FILTERS', filters: JSON.parse(filtersKey) as CallFilters }), [actor, filtersKey]);
  useEffect(() => actor.send({ type: 'SET_PAGE', page }), [actor, page]);
  // A call of this number began, changed or ended (a test call from Settings in another tab too).
  useLiveEvent(
    (event) => event.kind === 'call' && event.scope === numberId,
    () => actor.send({ type: 'REFRESH' }),
  );
  useLiveReload(() => actor.send({ type: 'REFRESH' }));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <CallsToolbar filters={filters} onChange={(next) => onChange(next, 1)} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            allCalls(actor.getSnapshot().context.params)
              .then((calls) => saveFile(new Blob([callsCsv(calls)], { type: 'text/csv' }), 'calls.csv'))
              .catch((error: unknown) => showToast({ color: 'red', message: errorMessage(error, msg`Failed to fetch calls`) }))
              .finally(() => setExporting(false));
          }}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </Group>
      <CallsTable
        onOpen={setOpen}
        onPage={(next) => onChange(filters, next)}
        onClearFilters={hasCallFilters(filters) ? () => onChange(NO_CALL_FILTERS, 1) : undefined}
      />
      <CallDrawer call={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function CallsArea(props: { numberId: number; filters: CallFilters; page: number; onChange(filters: CallFilters, page: number): void }) {
  return (
    <CallsListContext.Provider options={{ input: { numberId: props.numberId, filters: props.filters, page: props.page } }}>
      <CallsScreen {...props} />
    </CallsListContext.Provider>
  );
}

/**
 * /dashboard/calls: what Lato AI handled on the numbers of the business the client is looking at,
 * calls in one tab and SMS conversations in the other; the business, the number, the tab, the
 * filters, the page and the open conversation live in the address.
 */
export function CallsPage({
  search,
  onSearchChange,
}: {
  search: CallsSearch;
  /** `step`: a place of its own in the history (Back returns from it), not a refinement of this one. */
  onSearchChange(search: CallsSearch, how?: 'step'): void;
}) {
  const { t } = useLingui();
  return (
    <NumberPage
      title={t`Calls`}
      requested={search}
      onNumber={(id, org, how) => {
        // Another number starts afresh; the same number with its business added (a link from a
        // notification or an e-mail) keeps the page and the conversation asked for.
        const sameNumber = id === search.number;
        onSearchChange(
          { ...search, org, number: id, page: sameNumber ? search.page : undefined, thread: sameNumber ? search.thread : undefined },
          how === 'pick' ? 'step' : undefined,
        );
      }}
    >
      {(number) => {
        // Each change keeps the business the number belongs to in the address.
        const at = { org: number.organisation.id, number: number.id };
        return (
          <Tabs
            value={search.tab ?? 'calls'}
            onChange={(tab) =>
              onSearchChange({ ...at, ...((tab === 'messages' || tab === 'analytics') && { tab: tab as CallsSearch['tab'] }) }, 'step')
            }
            keepMounted={false}
          >
            <Tabs.List mb="md">
              <Tabs.Tab value="calls" leftSection={<IconPhoneCall size={16} aria-hidden />}>
                <Trans>Calls</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="messages" leftSection={<IconMessages size={16} aria-hidden />}>
                <Trans>Messages</Trans>
              </Tabs.Tab>
              <Tabs.Tab value="analytics" leftSection={<IconChartBar size={16} aria-hidden />}>
                <Trans>Analytics</Trans>
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="calls">
              <CallsArea
                numberId={number.id}
                filters={filtersOf(search)}
                page={search.page ?? 1}
                onChange={(filters, page) => onSearchChange(searchOf(number.id, filters, page, at.org))}
              />
            </Tabs.Panel>
            <Tabs.Panel value="messages">
              <MessagesTab
                number={number}
                customer={search.thread}
                onCustomer={(thread) => onSearchChange({ ...at, tab: 'messages', ...(thread && { thread }) }, 'step')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="analytics">
              <Suspense fallback={<Skeleton h={120} radius="md" />}>
                <CallAnalyticsTab
                  numberId={number.id}
                  search={{
                    ...(search.range && { range: search.range }),
                    ...(search.from && { from: search.from }),
                    ...(search.to && { to: search.to }),
                    ...(search.compare && { compare: search.compare }),
                  }}
                  onSearchChange={(period) => onSearchChange({ ...at, tab: 'analytics', ...period })}
                />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        );
      }}
    </NumberPage>
  );
}
