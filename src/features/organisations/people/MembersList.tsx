import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUserMinus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrganisationMember } from '@/api/contract/organisations';
import { ORGANISATION_ROLES, type OrganisationRole } from '@/api/contract/organisations-values';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { organisationKeys } from '@/features/organisations/organisations-queries';
import { ORGANISATION_ROLE_LABELS } from '@/features/organisations/people/labels';
import { OrganisationRoleBadge } from '@/features/organisations/people/OrganisationRoleBadge';
import { failureMessage, ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { useFormat } from '@/ui/format';
import { showToast } from '@/ui/toast';
import { UserAvatar } from '@/ui/UserAvatar';

/**
 * A business's people: name, e-mail, picture, role and since when. Someone who manages the business
 * changes a role in place and removes someone after a confirmation; a member only reads.
 */
export function MembersList({
  organisationId,
  business,
  members,
  manages,
}: {
  organisationId: number;
  business: string;
  members: OrganisationMember[];
  manages: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [removing, setRemoving] = useState<OrganisationMember | null>(null);
  const [removingBusy, setRemovingBusy] = useState(false);

  // Who belongs, and with which role, decides the person's own access, the people counted in the
  // staff's list, and the business's page.
  const peopleChanged = () =>
    Promise.all(
      [organisationKeys.members(organisationId), organisationKeys.detail(organisationId), organisationKeys.list, organisationKeys.mine].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );

  const changeRole = async (member: OrganisationMember, role: OrganisationRole) => {
    if (role === member.role) return;
    setBusy(member.id);
    try {
      const changed = await organisationsApi.changeRole(organisationId, member.id, role);
      queryClient.setQueryData(organisationKeys.members(organisationId), (old: OrganisationMember[] | undefined) =>
        old?.map((m) => (m.id === changed.id ? changed : m)),
      );
      void peopleChanged();
      const name = changed.full_name;
      showToast({ color: 'teal', message: changed.role === 'owner' ? t`${name} is now an owner.` : t`${name} is now a member.` });
    } catch (error) {
      showToast({ color: 'red', message: failureMessage(error, ORGANISATION_FAILURES.role) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async (member: OrganisationMember) => {
    setRemovingBusy(true);
    try {
      await organisationsApi.removeMember(organisationId, member.id);
      queryClient.setQueryData(organisationKeys.members(organisationId), (old: OrganisationMember[] | undefined) =>
        old?.filter((m) => m.id !== member.id),
      );
      void peopleChanged();
      setRemoving(null);
      const name = member.full_name;
      showToast({ color: 'teal', message: t`${name} no longer belongs to ${business}.` });
    } catch (error) {
      showToast({ color: 'red', message: failureMessage(error, ORGANISATION_FAILURES.remove) });
    } finally {
      setRemovingBusy(false);
    }
  };

  const removingName = removing?.full_name ?? '';
  // A business always keeps an owner: its only one can be neither demoted nor removed (the server refuses too).
  const owners = members.filter((m) => m.role === 'owner').length;
  return (
    <>
      <Stack component="ul" gap={0} p={0} m={0} aria-label={t`People of ${business}`} style={{ listStyle: 'none' }}>
        {members.map((member) => {
          const name = member.full_name;
          const joined = format.date(member.joined_at);
          return (
            <Group
              key={member.id}
              component="li"
              wrap="wrap"
              justify="space-between"
              gap="sm"
              py="sm"
              style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: '1 1 15rem' }}>
                <UserAvatar user={member} size={38} />
                <Box miw={0}>
                  <Text fw={500} truncate="end" dir="auto">
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end">
                    {member.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Trans>Joined {joined}</Trans>
                  </Text>
                </Box>
              </Group>
              <Group wrap="nowrap" gap="xs">
                {manages && member.role === 'owner' && owners === 1 ? (
                  <>
                    <Text size="xs" c="dimmed">
                      <Trans>The only owner</Trans>
                    </Text>
                    <OrganisationRoleBadge role={member.role} />
                  </>
                ) : manages ? (
                  <>
                    {/* The browser's own select: Tab reaches it, and it opens from the keyboard. */}
                    <NativeSelect
                      size="xs"
                      aria-label={t`Role of ${name}`}
                      value={member.role}
                      disabled={busy === member.id}
                      data={ORGANISATION_ROLES.map((role) => ({ value: role, label: i18n._(ORGANISATION_ROLE_LABELS[role]) }))}
                      onChange={(event) => void changeRole(member, event.currentTarget.value as OrganisationRole)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove ${name}`}
                      title={t`Remove ${name}`}
                      onClick={() => setRemoving(member)}
                    >
                      <IconUserMinus size={18} aria-hidden />
                    </ActionIcon>
                  </>
                ) : (
                  <OrganisationRoleBadge role={member.role} />
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
      <Modal
        opened={removing !== null}
        onClose={() => !removingBusy && setRemoving(null)}
        title={t`Remove ${removingName} from ${business}?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        size="sm"
      >
        <Stack>
          <Text size="sm">
            <Trans>Their access to {business}'s numbers, calls and messages ends at once. To let them back in, invite them again.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)} disabled={removingBusy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={removingBusy} onClick={() => removing && void remove(removing)}>
              <Trans>Remove</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
