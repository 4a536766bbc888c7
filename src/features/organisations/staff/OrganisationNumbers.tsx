import { useState } from 'react';
import { Box, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganisationDetail } from '@/api/contract/organisations';
import { problemOf } from '@/api/problem';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { allNumbersQuery, organisationKeys } from '@/features/organisations/organisations-queries';
import { failureMessage, ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { RetryAlert } from '@/ui/RetryAlert';
import { showToast } from '@/ui/toast';
import { formatPhone } from '@/lib/phone';

const NUMBERS_FAILED = ORGANISATION_FAILURES.numbers;

/**
 * A business's phone numbers, and "Assign a number": any number of the agency's, moved here with
 * its calls, messages and settings after a confirmation naming the business it leaves.
 */
export function OrganisationNumbers({ organisation }: { organisation: Pick<OrganisationDetail, 'id' | 'name' | 'numbers'> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const all = useQuery(allNumbersQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const elsewhere = (all.data ?? []).filter((n) => n.organisation.id !== organisation.id);
  const number = elsewhere.find((n) => String(n.id) === chosen);
  const business = organisation.name;
  const leaves = number?.organisation.name ?? '';
  const numberName = number?.friendly_name ?? '';

  const assign = async () => {
    if (!number) return;
    setMoving(true);
    try {
      const moved = await organisationsApi.assignNumber(organisation.id, number.id);
      // Both businesses' pages, the staff's counts, and the list to assign from change.
      await Promise.all(
        [
          organisationKeys.detail(organisation.id),
          organisationKeys.detail(number.organisation.id),
          organisationKeys.list,
          organisationKeys.allNumbers,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      setConfirming(false);
      setChosen(null);
      const movedName = moved.friendly_name;
      showToast({ color: 'teal', message: t`${movedName} now belongs to ${business}.` });
    } catch (error) {
      showToast({ color: 'red', message: failureMessage(error, ORGANISATION_FAILURES.assign) });
    } finally {
      setMoving(false);
    }
  };

  return (
    <Stack gap="md">
      {organisation.numbers.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>This business has no phone number yet.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t`Numbers of ${business}`} style={{ listStyle: 'none' }}>
          {organisation.numbers.map((n) => (
            <Group
              key={n.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="xs"
              style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
            >
              <Text fw={500} dir="auto">
                {n.friendly_name}
              </Text>
              <Text size="sm" c="dimmed" dir="ltr">
                <span dir="ltr">{formatPhone(n.phone_number)}</span>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {all.error ? (
        <RetryAlert message={problemOf(all.error, NUMBERS_FAILED)} onRetry={() => void all.refetch()} />
      ) : (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Box style={{ flex: '1 1 18rem' }} miw={0}>
            <Select
              label={t`Assign a number`}
              placeholder={all.isPending ? t`Loading…` : t`Choose a number`}
              data={elsewhere.map((n) => {
                const from = n.organisation.name;
                return { value: String(n.id), label: `${n.friendly_name} · ${formatPhone(n.phone_number)} — ${from}` };
              })}
              value={chosen}
              onChange={setChosen}
              searchable
              nothingFoundMessage={t`No number matches`}
              disabled={all.isPending || moving}
            />
          </Box>
          <Button disabled={!number} onClick={() => setConfirming(true)}>
            <Trans>Assign</Trans>
          </Button>
        </Group>
      )}
      <Modal
        opened={confirming && number !== undefined}
        onClose={() => !moving && setConfirming(false)}
        title={t`Move ${numberName} to ${business}?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        size="sm"
      >
        <Stack>
          <Text size="sm">
            <Trans>
              This number leaves {leaves}: its calls, messages and assistant settings move with it, and the people of {leaves} no longer see
              them.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={moving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={moving} onClick={() => void assign()}>
              <Trans>Move the number</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
