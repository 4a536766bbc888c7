import { Avatar, type AvatarProps } from '@mantine/core';
import type { User } from '@/api/contract/auth';
import { API_BASE_URL } from '@/api/client';

/** The user's picture, or the initials of their name on a colour of their own. */
export function UserAvatar({
  user,
  ...props
}: { user: Pick<User, 'full_name'> & { avatar?: string | null } } & AvatarProps & { id?: string }) {
  return (
    <Avatar
      src={user.avatar ? `${API_BASE_URL}${user.avatar}` : null}
      name={user.full_name}
      color="initials"
      alt={user.full_name}
      radius={1000}
      {...props}
    />
  );
}
