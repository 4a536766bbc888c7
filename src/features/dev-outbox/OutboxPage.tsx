import { Alert, Anchor, Box, Button, Code, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OutboxEmail } from '@/api/contract/dev-outbox';
import { toApiError } from '@/api/errors';
import { problemOf } from '@/api/problem';
import { LanguagePicker } from '@/layout/LanguagePicker';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { outboxQuery } from './outbox-queries';

function OutboxEmailCard({ email }: { email: OutboxEmail }) {
  const format = useFormat();
  const to = email.to;
  const when = format.dateTime(email.created_at);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={email.subject}>
      <Stack gap={6}>
        <Title order={2} fz="md">
          {email.subject}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            To {to}, {when}
          </Trans>
        </Text>
        {/* The e-mail as it would arrive: plain text, its lines kept. */}
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {email.text}
        </Code>
      </Stack>
    </Paper>
  );
}

/**
 * /dev/outbox: the e-mails a machine without an SMTP server would have sent (reset codes among
 * them), on that machine only, so the flows can be tried by hand.
 */
export function OutboxPage() {
  const { t } = useLingui();
  const outbox = useQuery(outboxQuery);
  const missing = outbox.isError && toApiError(outbox.error).status === 404;

  return (
    <Container size="md" py="lg" component="main">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} fz="h2">
            <Trans>Development outbox</Trans>
          </Title>
          <Group gap="sm">
            <LanguagePicker />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={outbox.isFetching}
              disabled={missing}
              onClick={() => void outbox.refetch()}
            >
              <Trans>Refresh</Trans>
            </Button>
          </Group>
        </Group>
        <Anchor component={Link} to="/login" size="sm">
          <Trans>Back to sign in</Trans>
        </Anchor>
        <Text size="sm" c="dimmed">
          <Trans>
            Without an SMTP server, the e-mails Lato would send wait here instead, newest first: password reset codes and account notices.
            Only this machine can open this page.
          </Trans>
        </Text>
        {outbox.isPending ? (
          <Group justify="center" py="xl">
            <Spinner label={t`Loading the outbox`} />
          </Group>
        ) : missing ? (
          <Alert color="gray" icon={<IconMailOff size={18} />} role="status">
            <Trans>
              There is no development outbox here: e-mails go through the SMTP server, or this server runs in production, or this page was
              opened from another machine.
            </Trans>
          </Alert>
        ) : outbox.isError ? (
          <RetryAlert message={problemOf(outbox.error, msg`Could not load the outbox.`)} onRetry={() => void outbox.refetch()} />
        ) : outbox.data.results.length === 0 ? (
          <Box py="xl">
            <Text ta="center" c="dimmed">
              <Trans>No e-mails yet. Ask for a password reset code, then refresh.</Trans>
            </Text>
          </Box>
        ) : (
          <Stack gap="sm">
            {outbox.data.results.map((email) => (
              <OutboxEmailCard key={email.id} email={email} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
