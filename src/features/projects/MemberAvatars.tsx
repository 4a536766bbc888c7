import { Avatar, Tooltip } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { Person } from '@/api/contract/projects';
import { UserAvatar } from '@/ui/UserAvatar';

/** A project's members as overlapping faces: the first few, then how many more. */
export function MemberAvatars({ members, max = 4, size = 30 }: { members: Person[]; max?: number; size?: number }) {
  const { t } = useLingui();
  const shown = members.slice(0, max);
  const rest = members.length - shown.length;
  const names = members.map((m) => m.full_name).join(', ');
  if (members.length === 0) return null;
  return (
    <Tooltip label={names} withArrow multiline maw={280}>
      <Avatar.Group spacing={8} aria-label={t`Members: ${names}`} role="group">
        {shown.map((member) => (
          <UserAvatar key={member.id} user={member} size={size} />
        ))}
        {rest > 0 && (
          <Avatar size={size} radius={1000}>
            <bdi>+{rest}</bdi>
          </Avatar>
        )}
      </Avatar.Group>
    </Tooltip>
  );
}
