import type { ReactNode } from 'react';
import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface Props {
  icon: ReactNode;
  title: ReactNode;
  message: ReactNode;
  action?: ReactNode;
  color?: string;
  /** Inside the dashboard frame the page fills the content area, not the whole window. */
  inline?: boolean;
}

/** The frame of the standalone pages: maintenance, coming soon, no permission, not found. */
export function StatusPage({ icon, title, message, action, color = 'indigo', inline = false }: Props) {
  return (
    // Standalone, the page is the main region; inside the dashboard frame, the frame has one.
    <Center mih={inline ? 'calc(100vh - 160px)' : '100vh'} p="md" component={inline ? 'div' : 'main'}>
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={88} radius={88} variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
