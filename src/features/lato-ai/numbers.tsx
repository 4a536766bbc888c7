import { useEffect, useRef, type ReactNode } from 'react';
import { Center, Select, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhoneOff } from '@tabler/icons-react';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import { useQuery } from '@tanstack/react-query';
import { numbersQuery } from './lato-ai-queries';
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

/**
 * A Lato AI page about one of the client's numbers: its title, the number picker (the one asked
 * for in the address, else the first), and the page's content for that number; an explanatory
 * empty state for a client with none.
 */
export function NumberPage({
  title,
  requested,
  onNumber,
  children,
}: {
  title: string;
  requested: number | undefined;
  onNumber(id: number): void;
  children(number: TwilioNumber): ReactNode;
}) {
  const { t } = useLingui();
  const numbers = useQuery(numbersQuery);
  useEffect(() => {
    // The spec asks for this failure to be logged only: the page shows its empty state.
    if (numbers.error) console.warn('Could not read the phone numbers', numbers.error);
  }, [numbers.error]);
  const list = numbers.data ?? [];
  const number = list.find((n) => n.id === requested) ?? list[0];
  const shownId = number?.id;
  const choose = useRef(onNumber);
  useEffect(() => {
    choose.current = onNumber;
  });
  useEffect(() => {
    // A number that is not the client's (or no longer is) shows their first: the address says so too.
    if (requested !== undefined && shownId !== undefined && shownId !== requested) choose.current(shownId);
  }, [requested, shownId]);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {numbers.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : number === undefined ? (
        <NoNumbers />
      ) : (
        <>
          <NumberPicker numbers={list} value={number.id} onChange={onNumber} />
          {children(number)}
        </>
      )}
    </Stack>
  );
}
