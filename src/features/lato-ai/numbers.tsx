import { useEffect, useRef, type ReactNode } from 'react';
import { Center, Select, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Spinner } from '@/ui/Spinner';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhoneOff } from '@tabler/icons-react';
import type { TwilioNumber } from '@/api/contract/lato-ai';
import { useQuery } from '@tanstack/react-query';
import { OrganisationSwitcher, useActiveOrganisation } from '@/features/organisations/shared';
import { numbersQuery } from './lato-ai-queries';
import { formatPhone } from '@/lib/phone';

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

function NoNumbers({ organisation }: { organisation: string | undefined }) {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconPhoneOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>
          {organisation === undefined ? (
            <Trans>No phone number yet</Trans>
          ) : (
            <Trans>
              No phone number for <bdi>{organisation}</bdi> yet
            </Trans>
          )}
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

/** How a page goes to a number: `pick`, the person chose it; `correct`, the address named one not shown (a new entry or not). */
export type NumberChange = 'pick' | 'correct';

/**
 * A Lato AI page about one of the client's numbers, among those of the business they are looking
 * at: its title, the business switcher (for someone in several), the number picker (the one asked
 * for in the address, else the business's first), and the page's content for that number; an
 * explanatory empty state for a business with none.
 */
export function NumberPage({
  title,
  requested,
  onNumber,
  children,
}: {
  title: string;
  /** What the address asks for: the business (`org`) and the number. */
  requested: { org?: number; number?: number };
  /** Shows a number: its business goes with it, so the address keeps naming the business. */
  onNumber(id: number, org: number, how: NumberChange): void;
  children(number: TwilioNumber): ReactNode;
}) {
  const { t } = useLingui();
  const numbers = useQuery(numbersQuery);
  const mine = useActiveOrganisation();
  useEffect(() => {
    // The spec asks for this failure to be logged only: the page shows its empty state.
    if (numbers.error) console.warn('Could not read the phone numbers', numbers.error);
  }, [numbers.error]);
  const all = numbers.data ?? [];
  const asked = all.find((n) => n.id === requested.number);
  // A link naming only a number (written before businesses, or shared) shows that number's business.
  const business = (requested.org === undefined && asked && mine.organisations.find((o) => o.id === asked.organisation.id)) || mine.active;
  const list = business ? all.filter((n) => n.organisation.id === business.id) : [];
  const number = list.find((n) => n.id === requested.number) ?? list[0];
  const shownId = number?.id;
  const shownOrg = number?.organisation.id;
  const choose = useRef(onNumber);
  useEffect(() => {
    choose.current = onNumber;
  });
  useEffect(() => {
    // A number that is not this business's (or no longer is) shows the business's first, and an
    // address without the business gets it: the address says what the page shows.
    if (requested.number === undefined || shownId === undefined || shownOrg === undefined) return;
    if (shownId !== requested.number || shownOrg !== requested.org) choose.current(shownId, shownOrg, 'correct');
  }, [requested.number, requested.org, shownId, shownOrg]);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {title}
      </Title>
      {numbers.isPending || mine.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : (
        <>
          {mine.organisations.length > 1 && <OrganisationSwitcher />}
          {number === undefined ? (
            <NoNumbers organisation={mine.organisations.length > 1 ? business?.name : undefined} />
          ) : (
            <>
              <NumberPicker numbers={list} value={number.id} onChange={(id) => onNumber(id, number.organisation.id, 'pick')} />
              {children(number)}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
