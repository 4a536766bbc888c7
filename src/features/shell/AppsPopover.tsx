import { ActionIcon, Popover, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { IconCalendarEvent, IconCloudUpload, IconGridDots, IconMessages } from '@tabler/icons-react';

/** 'Web apps & services' (layout 2's top bar): three sample apps. */
const SAMPLE_APPS = [
  { id: 'calendar', name: msg`Calendar`, description: msg`Meetings and deadlines`, icon: IconCalendarEvent, color: 'blue' },
  { id: 'drive', name: msg`Drive`, description: msg`Shared files`, icon: IconCloudUpload, color: 'teal' },
  { id: 'chat', name: msg`Team chat`, description: msg`Channels and direct messages`, icon: IconMessages, color: 'grape' },
];

export function AppsPopover() {
  const { t, i18n } = useLingui();
  return (
    <Popover position="bottom-end" width={320} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Web apps & services`}>
          <IconGridDots size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb="sm">
          <Trans>Web apps & services</Trans>
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {SAMPLE_APPS.map((app) => (
            <UnstyledButton key={app.id} p="xs" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <Stack gap={4} align="center" ta="center">
                <ThemeIcon size="xl" radius="md" variant="light" color={app.color}>
                  <app.icon size={22} />
                </ThemeIcon>
                <Text size="sm" fw={500}>
                  {i18n._(app.name)}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {i18n._(app.description)}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
