import { Center, Group, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuildingOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { Membership } from '@/api/contract/organisations';
import { problemOf } from '@/api/problem';
import { useActiveOrganisation } from '@/features/organisations/active-organisation';
import { organisationQuery } from '@/features/organisations/organisations-queries';
import { OrganisationPeople } from '@/features/organisations/people/OrganisationPeople';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { OrganisationSettingsForm } from '@/features/organisations/settings/OrganisationSettingsForm';
import { OrganisationSwitcher } from '@/features/organisations/team/OrganisationSwitcher';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';

function NoBusiness() {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconBuildingOff size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>You do not belong to a business yet</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            When the agency or an owner of a business invites you, you join it from the link in their e-mail, and it shows here.
          </Trans>
        </Text>
      </Stack>
    </Center>
  );
}

/** The chosen business's people and settings, once its page is read. */
function BusinessTabs({ membership }: { membership: Membership }) {
  const { t } = useLingui();
  const organisation = useQuery(organisationQuery(membership.id));
  if (organisation.error) {
    return <RetryAlert message={problemOf(organisation.error, ORGANISATION_FAILURES.load)} onRetry={() => void organisation.refetch()} />;
  }
  if (!organisation.data) {
    return (
      <Center py={60}>
        <Spinner label={t`Loading`} />
      </Center>
    );
  }
  return (
    <Tabs defaultValue="people">
      <Tabs.List mb="md">
        <Tabs.Tab value="people">
          <Trans>People</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="settings">
          <Trans>Settings</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="people">
        <OrganisationPeople organisationId={membership.id} />
      </Tabs.Panel>
      <Tabs.Panel value="settings">
        <OrganisationSettingsForm organisation={organisation.data} />
      </Tabs.Panel>
    </Tabs>
  );
}

/**
 * /dashboard/organisation: a client person's business (the one in the address, else the one last
 * chosen, else their first), its people and its settings; a switcher for someone in several.
 */
export function BusinessPage() {
  const { t } = useLingui();
  const { active, isPending } = useActiveOrganisation();
  const detail = useQuery({ ...organisationQuery(active?.id ?? 0), enabled: active !== undefined });
  const title = detail.data?.name ?? active?.name ?? t`Business`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} fz="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <OrganisationSwitcher />
      </Group>
      {isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : active ? (
        // Another business starts its tabs and its form afresh.
        <BusinessTabs key={active.id} membership={active} />
      ) : (
        <NoBusiness />
      )}
    </Stack>
  );
}
