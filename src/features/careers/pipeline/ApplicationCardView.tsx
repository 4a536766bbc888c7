import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconCalendar } from '@tabler/icons-react';
import type { ApplicationCard } from '@/api/contract/careers';
import { useFormat } from '@/ui/format';
import { positionTitle } from './position-title';

/** A card of the pipeline: the applicant's name (opens the application), the position, and the day it came. */
export function ApplicationCardView({
  card,
  onOpen,
  handle,
  actions,
}: {
  card: ApplicationCard;
  /** Takes the card, so that one function serves every card and a card's props stay the same between renders. */
  onOpen(card: ApplicationCard): void;
  handle?: ReactNode;
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const title = card.name;
  const date = format.date(card.created_at);
  return (
    <Paper withBorder radius="md" p="sm" shadow="xs" component="article" aria-label={title} data-testid="application-card">
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap" align="flex-start">
          {handle}
          <UnstyledButton onClick={() => onOpen(card)} style={{ flex: 1, minWidth: 0 }} aria-label={t`Open ${title}`}>
            <Text size="sm" fw={500} lineClamp={2} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
          </UnstyledButton>
          {actions}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          <bdi>{positionTitle(card.position, i18n.locale)}</bdi>
        </Text>
        <Group gap={4} wrap="nowrap" c="dimmed">
          <IconCalendar size={14} aria-hidden />
          <Text size="xs">
            <bdi>{t`Received ${date}`}</bdi>
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
