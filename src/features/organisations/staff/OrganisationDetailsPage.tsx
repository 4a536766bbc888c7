import type { ReactNode } from 'react';
import { Anchor, Card, Center, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OrganisationDetail } from '@/api/contract/organisations';
import { toApiError } from '@/api/errors';
import { problemOf } from '@/api/problem';
import { NotFoundPage } from '@/layout/NotFoundPage';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { organisationQuery } from '@/features/organisations/organisations-queries';
import { OrganisationPeople } from '@/features/organisations/people/OrganisationPeople';
import { ORGANISATION_FAILURES } from '@/features/organisations/settings/failure';
import { OrganisationSettingsForm } from '@/features/organisations/settings/OrganisationSettingsForm';
import { OrganisationNumbers } from '@/features/organisations/staff/OrganisationNumbers';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Projects({ organisation }: { organisation: OrganisationDetail }) {
  const { t } = useLingui();
  const business = organisation.name;
  if (organisation.projects.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>This business is the client of no project yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t`Projects of ${business}`} style={{ listStyle: 'none' }}>
      {organisation.projects.map((project) => (
        <li key={project.id}>
          <Anchor component={RouterAnchor} href={`/dashboard/projects/details/${project.id}`} dir="auto">
            {project.name}
          </Anchor>
        </li>
      ))}
    </Stack>
  );
}

/**
 * /dashboard/organisations/$id: one business as the agency's managers run it: its settings, its
 * people, its phone numbers (one can be moved here from another business) and its projects.
 */
export function OrganisationDetailsPage({ organisationId }: { organisationId: number }) {
  const { t } = useLingui();
  const answer = useQuery(organisationQuery(organisationId));
  const organisation = answer.data;
  if (answer.error && toApiError(answer.error).status === 404) return <NotFoundPage inline />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/dashboard/organisations" size="sm">
        <Trans>All client businesses</Trans>
      </Anchor>
      {answer.error ? (
        <RetryAlert message={problemOf(answer.error, ORGANISATION_FAILURES.load)} onRetry={() => void answer.refetch()} />
      ) : !organisation ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : (
        <>
          <Title order={1} fz="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {organisation.name}
          </Title>
          <OrganisationSettingsForm key={organisation.id} organisation={organisation} />
          <OrganisationPeople organisationId={organisation.id} />
          <Section title={<Trans>Numbers</Trans>}>
            <OrganisationNumbers organisation={organisation} />
          </Section>
          <Section title={<Trans>Projects</Trans>}>
            <Projects organisation={organisation} />
          </Section>
        </>
      )}
    </Stack>
  );
}
