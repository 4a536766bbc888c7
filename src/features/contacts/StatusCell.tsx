import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconChevronDown } from '@tabler/icons-react';
import { CONTACT_STATUSES, type Contact, type ContactStatus } from '@/api/contract/contacts';
import { CONTACT_STATUS_COLORS, CONTACT_STATUS_LABELS } from './labels';

/** A contact's status as a badge that opens the list of statuses to move it to. */
export function StatusCell({ contact, onChange }: { contact: Contact; onChange(status: ContactStatus): void }) {
  const { t, i18n } = useLingui();
  const label = i18n._(CONTACT_STATUS_LABELS[contact.status]);
  const who = contact.name || contact.phone || contact.email || '';
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t`Status of ${who}: ${label}`} onClick={(event) => event.stopPropagation()}>
          <Badge color={CONTACT_STATUS_COLORS[contact.status]} variant="light" rightSection={<IconChevronDown size={12} aria-hidden />}>
            {label}
          </Badge>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {CONTACT_STATUSES.map((status) => (
          <Menu.Item key={status} disabled={status === contact.status} onClick={() => onChange(status)}>
            {i18n._(CONTACT_STATUS_LABELS[status])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
