import { Card, Center, Divider, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/problem';
import { invitationsQuery, membersQuery, organisationQuery } from '@/features/organisations/organisations-queries';
import { InvitationsList } from '@/features/organisations/people/Invitations';
import { InviteForm } from '@/features/organisations/people/InviteForm';
import { MembersList } from '@/features/organisations/people/MembersList';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';

function Loading() {
  const { t } = useLingui();
  return (
    <Center py="lg">
      <Spinner label={t`Loading`} />
    </Center>
  );
}

/** The invitations waiting and the form to send one: for those who manage the business only. */
function InvitationsSection({ organisationId }: { organisationId: number }) {
  const invitations = useQuery(invitationsQuery(organisationId));
  return (
    <Stack gap="sm">
      <Title order={3} fz="h5">
        <Trans>Pending invitations</Trans>
      </Title>
      {invitations.error ? (
        <RetryAlert message={problemOf(invitations.error, ORGANISATION_FAILURES.people)} onRetry={() => void invitations.refetch()} />
      ) : invitations.data ? (
        <InvitationsList organisationId={organisationId} invitations={invitations.data} />
      ) : (
        <Loading />
      )}
      <Divider my="xs" />
      <InviteForm organisationId={organisationId} />
    </Stack>
  );
}

/**
 * One business's people. Its owners and the agency's staff change roles, remove people, and
 * invite and follow invitations; a member reads who belongs.
 */
export function OrganisationPeople({ organisationId }: { organisationId: number }) {
  const organisation = useQuery(organisationQuery(organisationId));
  const members = useQuery(membersQuery(organisationId));
  const business = organisation.data?.name ?? '';
  // The staff have no role inside (null) and run every business; its owners run theirs.
  const manages = organisation.data !== undefined && organisation.data.my_role !== 'member';
  const failed = organisation.error ?? members.error;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <Trans>People</Trans>
        </Title>
        {failed ? (
          <RetryAlert
            message={problemOf(failed, ORGANISATION_FAILURES.people)}
            onRetry={() => void Promise.all([organisation.refetch(), members.refetch()])}
          />
        ) : members.data && organisation.data ? (
          <>
            {members.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No one belongs to this business yet.</Trans>
              </Text>
            ) : (
              <MembersList organisationId={organisationId} business={business} members={members.data} manages={manages} />
            )}
            {manages ? <InvitationsSection organisationId={organisationId} /> : null}
          </>
        ) : (
          <Loading />
        )}
      </Stack>
    </Card>
  );
}
