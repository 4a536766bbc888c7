import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';

/**
 * A part of someone's sign-in the edit form shows but does not edit (password, invitation,
 * two-step): its name, why the manager cannot set it, and what they may do instead.
 */
export function AccountActionRow({ label, help, action }: { label: ReactNode; help: ReactNode; action?: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {help}
        </Text>
        {action}
      </Group>
    </Stack>
  );
}
