import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { LanguagePicker } from './LanguagePicker';

/** The frame of the sign-in, register and password pages: their title, what the page is for, then its content. */
export function GuestLayout({ title, subtitle, children }: { title?: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" p="md">
        <Group gap="xs">
          <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
            <IconPhoneCall size={20} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            Lato
          </Text>
        </Group>
        <LanguagePicker />
      </Group>
      <Center style={{ flex: 1 }} p="md" component="main">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack>
            {title && (
              <Stack gap={4}>
                <Title order={1} fz="h2">
                  {title}
                </Title>
                {subtitle && (
                  <Text c="dimmed" size="sm">
                    {subtitle}
                  </Text>
                )}
              </Stack>
            )}
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
