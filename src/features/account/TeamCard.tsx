import { useId } from 'react';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { problemOf } from '@/api/errors';
import { RetryAlert } from '@/ui/RetryAlert';
import { teamCardQuery } from './team-card-queries';
import { TeamCardForm } from './TeamCardForm';

const LOAD_FAILED = msg`Could not load your public profile.`;

/** A staff member's own card in the team on the public About page: whether it is shown, and what it says. */
export function TeamCard() {
  const titleId = useId();
  const card = useQuery(teamCardQuery);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          <Trans>Public profile</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            The About page of the public site shows the team. Your card there has your name and your account's photo (changed in Your
            details), with the title and short bio you write here.
          </Trans>
        </Text>
        {card.isPending && <Skeleton height={240} />}
        {card.isError && <RetryAlert message={problemOf(card.error, LOAD_FAILED)} onRetry={() => void card.refetch()} />}
        {card.data && <TeamCardForm card={card.data} />}
      </Stack>
    </Card>
  );
}
