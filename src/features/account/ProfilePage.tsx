import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { User } from '@/api/contract/auth';
import { isStaff } from '@/api/contract/roles';
import { LANGUAGE_LABELS } from '@/i18n/language-labels';
import { ROLE_LABELS } from '@/i18n/role-labels';
import { useFormat } from '@/ui/format';
import { UserAvatar } from '@/ui/UserAvatar';

/**
 * /dashboard/profile: the signed-in person as others see them, and (staff) `work`: what they carry,
 * which the projects area draws.
 */
export function ProfilePage({ profile, work }: { profile: User; work?: ReactNode }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const joined = format.date(profile.date_joined, 'long');
  const languages = profile.languages.filter((code): code is keyof typeof LANGUAGE_LABELS => code in LANGUAGE_LABELS);
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} fz="h2">
        <Trans>Profile</Trans>
      </Title>
      <Card withBorder radius="md" padding="xl">
        <Group gap="xl" wrap="wrap" align="center">
          <UserAvatar user={profile} size={96} />
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Text fz="xl" fw={700} data-testid="profile-name">
              {profile.full_name}
            </Text>
            <Group gap="xs">{profile.role && <Badge variant="light">{i18n._(ROLE_LABELS[profile.role])}</Badge>}</Group>
            <Text c="dimmed" dir="ltr" ta="start">
              <bdi>{profile.email}</bdi>
            </Text>
            {languages.length > 0 && (
              <Text size="sm">
                <Trans>Works in: {languages.map((code) => i18n._(LANGUAGE_LABELS[code])).join(', ')}</Trans>
              </Text>
            )}
            <Text size="sm" c="dimmed">
              <Trans>Member since {joined}</Trans>
            </Text>
          </Stack>
          <Button component={Link} to="/dashboard/account" variant="default">
            <Trans>Edit account</Trans>
          </Button>
        </Group>
      </Card>
      {isStaff(profile.role) && work && (
        <Card withBorder radius="md" padding="xl">
          <Stack gap="md">
            <Title order={2} fz="h4">
              <Trans>Projects and tasks</Trans>
            </Title>
            {work}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
