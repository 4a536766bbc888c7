import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={96} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>
          <Trans>Page not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to="/" size="md">
          <Trans>Back to home</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
