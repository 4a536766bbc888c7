import { useState } from 'react';
import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { OrganisationInvitation } from '@/api/contract/organisations';
import { organisationsApi } from '@/features/organisations/organisations-api';
import { organisationKeys } from '@/features/organisations/organisations-queries';
import { OrganisationRoleBadge } from '@/features/organisations/people/OrganisationRoleBadge';
import { failureMessage, ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { useFormat } from '@/ui/format';
import { showToast } from '@/ui/toast';

/** Whether an invitation's link no longer works. */
export const hasExpired = (invitation: Pick<OrganisationInvitation, 'expires_at'>, now = Date.now()) =>
  new Date(invitation.expires_at).getTime() <= now;

/**
 * The invitations not yet taken up: to whom, as what, by whom, and until when; each can be sent
 * again (a new link and expiry) or withdrawn (its link stops working).
 */
export function InvitationsList({ organisationId, invitations }: { organisationId: number; invitations: OrganisationInvitation[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);

  const act = async (invitation: OrganisationInvitation, action: 'resend' | 'withdraw') => {
    setBusy(invitation.id);
    const email = invitation.email;
    try {
      if (action === 'resend') {
        const renewed = await organisationsApi.resendInvitation(organisationId, invitation.id);
        queryClient.setQueryData(organisationKeys.invitations(organisationId), (old: OrganisationInvitation[] | undefined) =>
          old?.map((i) => (i.id === invitation.id ? renewed : i)),
        );
        showToast({ color: 'teal', message: t`Invitation sent again to ${email}.` });
      } else {
        await organisationsApi.withdrawInvitation(organisationId, invitation.id);
        queryClient.setQueryData(organisationKeys.invitations(organisationId), (old: OrganisationInvitation[] | undefined) =>
          old?.filter((i) => i.id !== invitation.id),
        );
        showToast({ color: 'teal', message: t`Withdrew the invitation to ${email}.` });
      }
      void queryClient.invalidateQueries({ queryKey: organisationKeys.invitations(organisationId) });
    } catch (error) {
      showToast({
        color: 'red',
        message: failureMessage(error, action === 'resend' ? ORGANISATION_FAILURES.invite : ORGANISATION_FAILURES.withdraw),
      });
    } finally {
      setBusy(null);
    }
  };

  if (invitations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No pending invitations.</Trans>
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} p={0} m={0} aria-label={t`Pending invitations`} style={{ listStyle: 'none' }}>
      {invitations.map((invitation) => {
        const email = invitation.email;
        const inviter = invitation.invited_by;
        const expires = format.date(invitation.expires_at);
        const expired = hasExpired(invitation);
        return (
          <Group
            key={invitation.id}
            component="li"
            wrap="wrap"
            justify="space-between"
            gap="sm"
            py="sm"
            style={{ borderBlockEnd: '1px solid var(--mantine-color-default-border)' }}
          >
            <Box miw={0} style={{ flex: '1 1 15rem' }}>
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Text fw={500} truncate="end" miw={0}>
                  {email}
                </Text>
                <OrganisationRoleBadge role={invitation.role} />
              </Group>
              <Group gap="xs" mt={2}>
                {inviter ? (
                  <Text size="xs" c="dimmed">
                    <Trans>Invited by {inviter}</Trans>
                  </Text>
                ) : null}
                {expired ? (
                  <Badge color="red" variant="light" size="sm">
                    <Trans>Expired</Trans>
                  </Badge>
                ) : (
                  <Text size="xs" c="dimmed">
                    <Trans>Expires {expires}</Trans>
                  </Text>
                )}
              </Group>
            </Box>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                aria-label={t`Resend the invitation to ${email}`}
                loading={busy === invitation.id}
                disabled={busy !== null && busy !== invitation.id}
                onClick={() => void act(invitation, 'resend')}
              >
                <Trans>Resend</Trans>
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={t`Withdraw the invitation to ${email}`}
                disabled={busy !== null}
                onClick={() => void act(invitation, 'withdraw')}
              >
                <Trans>Withdraw</Trans>
              </Button>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
