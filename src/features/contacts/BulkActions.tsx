import { useState } from 'react';
import { Button, Group, Menu, Paper, Popover, Stack, Text, TextInput } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CONTACT_STATUSES, contactTag, type Contact, type ContactBulk, type ContactScope } from '@/api/contract/contacts';
import { fieldErrorMessages } from '@/api/errors';
import { problemOf } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import { showToast } from '@/ui/toast';
import { contactOwnersQuery } from './contacts-queries';
import { CONTACT_FIELD_MESSAGES } from './field-messages';
import { CONTACT_STATUS_LABELS } from './labels';
import { useContactChanges } from './use-contact-changes';
import type { ContactBusiness } from './use-contact-businesses';

const FAILED = msg`Could not change the selected contacts.`;

/** The one business (or the agency) every selected contact belongs to, if they share one: whose people may own them. */
function sharedScope(selected: readonly Contact[]): ContactScope | undefined {
  const scopes = new Set(selected.map((contact) => contact.organisation?.id ?? 'agency'));
  return scopes.size === 1 ? [...scopes][0] : undefined;
}

/** Tag, assign, move or delete the selected contacts, all or none. */
export function BulkActions({
  selected,
  staff,
  businesses,
  onDone,
}: {
  selected: readonly Contact[];
  staff: boolean;
  businesses: readonly ContactBusiness[];
  onDone(): void;
}) {
  const { t, i18n } = useLingui();
  const sayProblem = useSayProblem();
  const { bulk } = useContactChanges();
  const [tag, setTag] = useState('');
  const [tagOpen, setTagOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const scope = sharedScope(selected);
  const owners = useQuery({ ...contactOwnersQuery(scope ?? 'agency'), enabled: scope !== undefined });
  const ids = selected.map((contact) => contact.id);
  const count = selected.length;
  const managed = new Set(businesses.filter((b) => b.manages).map((b) => b.id));
  const mayDelete = staff || selected.every((contact) => contact.organisation && managed.has(contact.organisation.id));
  const parsedTag = contactTag.safeParse(tag);

  // A field's problem (too many tags, an owner from elsewhere) in its own words, else the call's.
  const said = (failure: unknown) =>
    Object.values(fieldErrorMessages(failure, CONTACT_FIELD_MESSAGES))[0] ?? sayProblem(problemOf(failure, FAILED));
  const run = async (action: ContactBulk, done: string) => {
    try {
      await bulk.mutateAsync(action);
      showToast({ color: 'teal', message: done });
      onDone();
    } catch (failure) {
      showToast({ color: 'red', message: said(failure) });
    }
  };
  const runTag = (action: 'tag' | 'untag') => {
    if (!parsedTag.success) return;
    setTagOpen(false);
    setTag('');
    void run({ action, ids, tag: parsedTag.data }, action === 'tag' ? t`Tag added.` : t`Tag removed.`);
  };

  return (
    <Paper withBorder p="xs" radius="md" role="region" aria-label={t`Selected contacts`}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          <Plural value={count} one="# contact selected" other="# contacts selected" />
        </Text>
        <Popover opened={tagOpen} onChange={setTagOpen} trapFocus withinPortal position="bottom-start">
          <Popover.Target>
            <Button size="xs" variant="light" onClick={() => setTagOpen((open) => !open)} loading={bulk.isPending}>
              <Trans>Tags</Trans>
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <TextInput
                label={t`Tag`}
                value={tag}
                onChange={(event) => setTag(event.currentTarget.value)}
                error={tag && !parsedTag.success ? t`A tag has 1 to 40 characters and no comma.` : undefined}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') runTag('tag');
                }}
                data-autofocus
              />
              <Group gap="xs">
                <Button size="xs" disabled={!parsedTag.success} onClick={() => runTag('tag')}>
                  <Trans>Add tag</Trans>
                </Button>
                <Button size="xs" variant="default" disabled={!parsedTag.success} onClick={() => runTag('untag')}>
                  <Trans>Remove tag</Trans>
                </Button>
              </Group>
            </Stack>
          </Popover.Dropdown>
        </Popover>
        <Menu withinPortal position="bottom-start">
          <Menu.Target>
            <Button size="xs" variant="light" disabled={scope === undefined}>
              <Trans>Assign</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void run({ action: 'assign', ids, owner_id: null }, t`Contacts unassigned.`)}>
              <Trans>Nobody</Trans>
            </Menu.Item>
            {(owners.data?.results ?? []).map((owner) => (
              <Menu.Item
                key={owner.id}
                onClick={() => void run({ action: 'assign', ids, owner_id: owner.id }, t`Assigned to ${owner.name}.`)}
              >
                {owner.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu withinPortal position="bottom-start">
          <Menu.Target>
            <Button size="xs" variant="light">
              <Trans>Set status</Trans>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {CONTACT_STATUSES.map((status) => (
              <Menu.Item key={status} onClick={() => void run({ action: 'status', ids, status }, t`Status changed.`)}>
                {i18n._(CONTACT_STATUS_LABELS[status])}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {scope === undefined && (
          <Text size="xs" c="dimmed">
            <Trans>Select contacts of one business to assign them.</Trans>
          </Text>
        )}
        {mayDelete && (
          <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
            <Trans>Delete</Trans>
          </Button>
        )}
        <Button size="xs" variant="subtle" onClick={onDone}>
          <Trans>Clear selection</Trans>
        </Button>
      </Group>
      <ConfirmDeleteDialog
        opened={deleting}
        title={t`Delete contacts`}
        message={
          <Plural
            value={count}
            one="Delete # contact for good? Its calls and texts stay."
            other="Delete # contacts for good? Their calls and texts stay."
          />
        }
        confirmLabel={t`Delete`}
        onClose={() => setDeleting(false)}
        onDelete={async () => {
          try {
            await bulk.mutateAsync({ action: 'delete', ids });
            showToast({ color: 'teal', message: t`Contacts deleted.` });
            onDone();
            return null;
          } catch (failure) {
            return { message: said(failure) };
          }
        }}
      />
    </Paper>
  );
}
