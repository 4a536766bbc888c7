import { Badge, type BadgeProps } from '@mantine/core';
import { useLingui } from '@lingui/react';
import type { Role } from '@/api/contract/roles';
import { ROLE_LABELS } from '@/i18n/role-labels';

/** Each role's colour, the same on every page that shows people. */
export const ROLE_COLORS: Record<Role, string> = {
  CEO: 'grape',
  CFO: 'violet',
  CTO: 'indigo',
  PM_CLIENT: 'blue',
  PM_DEV: 'cyan',
  DEV: 'teal',
  CLIENT: 'orange',
};

/** A person's role, named in the reader's language, in its colour. */
export function RoleBadge({ role, ...props }: { role: Role } & BadgeProps) {
  const { i18n } = useLingui();
  const label = i18n._(ROLE_LABELS[role]);
  // A long role name ("Gestor de proyectos de desarrollo") is cut to its container and shown whole on hover.
  return (
    <Badge variant="light" color={ROLE_COLORS[role]} miw={0} maw="100%" title={label} {...props}>
      {label}
    </Badge>
  );
}
