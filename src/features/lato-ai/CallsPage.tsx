import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Select, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { IconDownload, IconPhoneOff } from '@tabler/icons-react';
import type { Call, TwilioNumber } from '@/api/contract/lato-ai';
import { errorMessage } from '@/api/errors';
import { saveFile } from '@/ui/save-file';
import { useRemote } from '@/ui/use-remote';
import type { CallFilters, CallsListActor } from '@machines/calls-list/calls-list.machine';
import { CallDrawer } from './CallDrawer';
import { CallsListContext, callsListWithApi, useCallsActor } from './calls-context';
import { allCalls, callsCsv } from './calls-csv';
import { filtersOf, searchOf, type CallsSearch } from './calls-search';
import { CallsTable } from './CallsTable';
import { CallsToolbar } from './CallsToolbar';
import { latoAiApi } from './lato-ai-api';
import { formatPhone } from './phone';

/** Which number the pages are about: by its name and its number as people write it. */
export function NumberPicker({ numbers, value, onChange }: { numbers: TwilioNumber[]; value: number; onChange(id: number): void }) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Phone number`}
      data={numbers.map((n) => ({ value: String(n.id), label: `${n.friendly_name} · ${formatPhone(n.phone_number)}` }))}
      value={String(value)}
      onChange={(id) => id && onChange(Number(id))}
      allowDeselect={false}
      maw={420}
    />
  );
}

function NoNumbers() {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconPhoneOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>No phone number yet</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Lato AI answers the phone numbers the agency sets up for you. Once yours is ready, its calls and messages show here.
          </Trans>
        </Text>
      </Stack>
    </Center>
  );
}

/** The calls of the chosen number, for a calls actor (the app's, or a test's with fake API actors). */
export function CallsScreen({
  numbers,
  numberId,
  filters,
  page,
  onChange,
}: {
  numbers: TwilioNumber[];
  numberId: number;
  filters: CallFilters;
  page: number;
  onChange(numberId: number, filters: CallFilters, page: number): void;
}) {
  const actor = useCallsActor();
  const [open, setOpen] = useState<Call | null>(null);
  const [exporting, setExporting] = useState(false);
  const filtersKey = JSON.stringify(filters);
  // The address is the truth: the list follows it (asking for what it shows already does nothing).
  useEffect(() => actor.send({ type: 'SET_NUMBER', numberId }), [actor, numberId]);
  useEffect(() => actor.send({ type: 'SET_FILTERS', filters: JSON.parse(filtersKey) as CallFilters }), [actor, filtersKey]);
  useEffect(() => actor.send({ type: 'SET_PAGE', page }), [actor, page]);
  return (
    <Stack gap="md">
      <NumberPicker numbers={numbers} value={numberId} onChange={(id) => onChange(id, filters, 1)} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <CallsToolbar filters={filters} onChange={(next) => onChange(numberId, next, 1)} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={() => {
            setExporting(true);
            allCalls(actor.getSnapshot().context.params)
              .then((calls) => saveFile(new Blob([callsCsv(calls)], { type: 'text/csv' }), 'calls.csv'))
              .catch((error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, msg`Failed to fetch calls`) }))
              .finally(() => setExporting(false));
          }}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </Group>
      <CallsTable onOpen={setOpen} onPage={(next) => onChange(numberId, filters, next)} />
      <CallDrawer call={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function CallsArea(props: {
  numbers: TwilioNumber[];
  numberId: number;
  filters: CallFilters;
  page: number;
  onChange(numberId: number, filters: CallFilters, page: number): void;
}) {
  const actor: CallsListActor = useActorRef(callsListWithApi, {
    input: { numberId: props.numberId, filters: props.filters, page: props.page },
  });
  return (
    <CallsListContext.Provider value={actor}>
      <CallsScreen {...props} />
    </CallsListContext.Provider>
  );
}

/** /dashboard/calls: the calls Lato AI handled on the client's numbers; number, filters and page live in the address. */
export function CallsPage({ search, onSearchChange }: { search: CallsSearch; onSearchChange(search: CallsSearch): void }) {
  const { t } = useLingui();
  const numbers = useRemote('twilio-numbers', latoAiApi.numbers);
  useEffect(() => {
    // The spec asks for this failure to be logged only: the page shows its empty state.
    if (numbers.error) console.warn('Could not read the phone numbers', numbers.error);
  }, [numbers.error]);
  const list = numbers.data ?? [];
  const numberId = list.some((n) => n.id === search.number) ? search.number! : list[0]?.id;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t`Calls`}
      </Title>
      {numbers.loading && !numbers.data ? (
        <Center py={60}>
          <Loader aria-label={t`Loading`} />
        </Center>
      ) : numberId === undefined ? (
        <NoNumbers />
      ) : (
        <CallsArea
          numbers={list}
          numberId={numberId}
          filters={filtersOf(search)}
          page={search.page ?? 1}
          onChange={(id, filters, page) => onSearchChange(searchOf(id, filters, page))}
        />
      )}
    </Stack>
  );
}
