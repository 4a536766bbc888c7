import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Badge, Group, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Contact, ContactStatus } from '@/api/contract/contacts';
import type { Formatters } from '@/ui/format';
import { CONTACT_SOURCE_LABELS } from './labels';
import { StatusCell } from './StatusCell';

/** Every column the table can show, in its default order; the reader hides and orders them (remembered in this browser). */
export const CONTACT_COLUMNS = [
  'name',
  'phone',
  'email',
  'organisation',
  'source',
  'status',
  'owner',
  'tags',
  'interactions',
  'first_seen_at',
  'last_seen_at',
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

export const CONTACT_COLUMN_TITLES: Record<ContactColumn, MessageDescriptor> = {
  name: msg`Name`,
  phone: msg`Phone`,
  email: msg`E-mail`,
  organisation: msg`Business`,
  source: msg`Source`,
  status: msg`Status`,
  owner: msg`Owner`,
  tags: msg`Tags`,
  interactions: msg`Interactions`,
  first_seen_at: msg`First seen`,
  last_seen_at: msg`Last seen`,
};

const SORTABLE = new Set<ContactColumn>(['name', 'status', 'source', 'interactions', 'first_seen_at', 'last_seen_at']);
/** Columns whose text may run over lines; the others keep a value on one line (a number, a date, a badge). */
const WRAPPING = new Set<ContactColumn>(['name', 'organisation', 'tags', 'owner']);
/** Shown until the reader chooses otherwise. */
const HIDDEN_AT_FIRST = new Set<ContactColumn>(['first_seen_at']);

export const columnsStoreKey = (staff: boolean) => `lato.contacts.columns.${staff ? 'staff' : 'client'}`;

interface ColumnContext {
  translate(descriptor: MessageDescriptor): string;
  format: Formatters;
  staff: boolean;
  onStatus(contact: Contact, status: ContactStatus): void;
}

function render(column: ContactColumn, { translate, format, onStatus }: ColumnContext): DataTableColumn<Contact>['render'] {
  switch (column) {
    case 'name':
      return (contact) =>
        contact.name ? (
          contact.name
        ) : (
          <Text c="dimmed" span>
            {translate(msg`No name`)}
          </Text>
        );
    case 'phone':
      return (contact) => (contact.phone ? <span dir="ltr">{contact.phone}</span> : '—');
    case 'email':
      return (contact) => contact.email ?? '—';
    case 'organisation':
      return (contact) => contact.organisation?.name ?? translate(msg`The agency`);
    case 'source':
      return (contact) => translate(CONTACT_SOURCE_LABELS[contact.source]);
    case 'status':
      return (contact) => <StatusCell contact={contact} onChange={(status) => onStatus(contact, status)} />;
    case 'owner':
      return (contact) => contact.owner?.name ?? '—';
    case 'tags':
      return (contact) => (
        <Group gap={4} wrap="wrap">
          {contact.tags.map((tag) => (
            <Badge key={tag} variant="outline" size="sm" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      );
    case 'interactions':
      return (contact) => format.number(contact.interactions);
    case 'first_seen_at':
      return (contact) => format.dateTime(contact.first_seen_at);
    case 'last_seen_at':
      return (contact) => format.dateTime(contact.last_seen_at);
  }
}

/** The table's columns for the reader: the business column only for staff, who see every business's. */
export function contactColumns(context: ColumnContext): DataTableColumn<Contact>[] {
  return CONTACT_COLUMNS.filter((column) => context.staff || column !== 'organisation').map((column) => ({
    accessor: column,
    title: context.translate(CONTACT_COLUMN_TITLES[column]),
    sortable: SORTABLE.has(column),
    toggleable: column !== 'name',
    defaultToggle: !HIDDEN_AT_FIRST.has(column),
    // Ordered from the Columns menu: the table's own drag handle is a nameless button inside the sortable header's.
    draggable: false,
    noWrap: !WRAPPING.has(column),
    render: render(column, context),
  }));
}
