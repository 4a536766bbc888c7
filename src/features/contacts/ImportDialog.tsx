import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, ScrollArea, Select, Stack, Table, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { CONTACT_CSV_COLUMNS, type ContactImportResult } from '@/api/contract/contacts';
import { fieldErrorMessages } from '@/api/errors';
import { problemOf } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { showToast } from '@/ui/toast';
import { CONTACT_COLUMN_TITLES } from './contact-columns';
import { contactsApi } from './contacts-api';
import { CONTACT_FIELD_MESSAGES } from './field-messages';
import { CONTACT_STATUS_LABELS, IMPORT_ROW_PROBLEMS } from './labels';
import { useContactChanges } from './use-contact-changes';
import type { ContactBusiness } from './use-contact-businesses';

const CHECK_FAILED = msg`Could not read the file.`;
const AGENCY = 'agency';

/** What the check found: how many rows add or update a contact, how many are left out and why. */
function ImportReport({ result }: { result: ContactImportResult }) {
  const { t, i18n } = useLingui();
  const columnTitle = (column: string) =>
    column in CONTACT_COLUMN_TITLES ? i18n._(CONTACT_COLUMN_TITLES[column as keyof typeof CONTACT_COLUMN_TITLES]) : column;
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite">
        {t`Rows read: ${i18n.number(result.rows)}. New: ${i18n.number(result.created)}, updated: ${i18n.number(result.updated)}, left out: ${i18n.number(result.rejected)}.`}
      </Text>
      {result.errors.length > 0 && (
        <ScrollArea.Autosize mah={180}>
          <Table striped withTableBorder fz="xs" aria-label={t`Rows left out`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Line`}</Table.Th>
                <Table.Th>{t`Column`}</Table.Th>
                <Table.Th>{t`Problem`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((error, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{i18n.number(error.line)}</Table.Td>
                  <Table.Td>{columnTitle(error.column)}</Table.Td>
                  <Table.Td>{i18n._(IMPORT_ROW_PROBLEMS[error.code])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {result.preview.length > 0 && (
        <ScrollArea.Autosize mah={220}>
          <Table striped withTableBorder fz="xs" aria-label={t`First rows to import`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Line`}</Table.Th>
                <Table.Th>{t`Name`}</Table.Th>
                <Table.Th>{t`Phone`}</Table.Th>
                <Table.Th>{t`E-mail`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Tags`}</Table.Th>
                <Table.Th>{t`Change`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.preview.map((row) => (
                <Table.Tr key={row.line}>
                  <Table.Td>{i18n.number(row.line)}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td dir="ltr">{row.phone ?? '—'}</Table.Td>
                  <Table.Td>{row.email ?? '—'}</Table.Td>
                  <Table.Td>{i18n._(CONTACT_STATUS_LABELS[row.status])}</Table.Td>
                  <Table.Td>{row.tags.join(', ')}</Table.Td>
                  <Table.Td>{row.action === 'create' ? t`New` : t`Update`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/**
 * A CSV file of contacts, checked first (nothing changes: the rows it would add and update, and
 * each row left out with its line and why), then imported in one go.
 */
export function ImportDialog({
  opened,
  onClose,
  staff,
  businesses,
}: {
  opened: boolean;
  onClose(): void;
  staff: boolean;
  businesses: readonly ContactBusiness[];
}) {
  const { t } = useLingui();
  const sayProblem = useSayProblem();
  const { refresh } = useContactChanges();
  const targets = businesses.filter((business) => business.manages);
  const [file, setFile] = useState<File | null>(null);
  // The reader's choice, else the agency's own for staff or their first business (known once their businesses have loaded).
  const [chosenTarget, setTarget] = useState<string | null>(null);
  const target = chosenTarget ?? (staff ? AGENCY : targets[0] ? String(targets[0].id) : null);
  // A check holds for the file and the business it was made with, and no other.
  const [checkedFor, setChecked] = useState<{ result: ContactImportResult; file: File; target: string } | null>(null);
  const checked = checkedFor && checkedFor.file === file && checkedFor.target === target ? checkedFor.result : null;
  const organisation = target && target !== AGENCY ? Number(target) : undefined;
  const send = useMutation({
    mutationFn: ({ dryRun, chosen }: { dryRun: boolean; chosen: File }) => contactsApi.importCsv(chosen, { dryRun, organisation }),
  });
  const fields = send.error ? fieldErrorMessages(send.error, CONTACT_FIELD_MESSAGES) : {};
  const fileError = send.error ? (fields.file ?? fields.organisation ?? sayProblem(problemOf(send.error, CHECK_FAILED))) : undefined;

  const close = () => {
    setFile(null);
    setChecked(null);
    send.reset();
    onClose();
  };
  const check = async () => {
    if (!file || !target) return;
    setChecked(null);
    const result = await send.mutateAsync({ dryRun: true, chosen: file }).catch(() => null);
    if (result) setChecked({ result, file, target });
  };
  const importNow = async () => {
    if (!file) return;
    const done = await send.mutateAsync({ dryRun: false, chosen: file }).catch(() => null);
    if (!done) return;
    await refresh();
    showToast({ color: 'teal', message: t`Contacts imported. New: ${done.created}, updated: ${done.updated}.` });
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Import contacts`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            A CSV file with a header row. Each row needs a phone number or an e-mail address; a row with the phone or e-mail of a contact
            already kept updates it. Columns read: {CONTACT_CSV_COLUMNS.slice(0, 5).join(', ')}.
          </Trans>
        </Text>
        {(staff || targets.length > 1) && (
          <Select
            label={t`Import into`}
            data={[
              ...(staff ? [{ value: AGENCY, label: t`The agency’s own` }] : []),
              ...targets.map(({ id, name }) => ({ value: String(id), label: name })),
            ]}
            value={target}
            onChange={(value) => {
              setTarget(value);
              send.reset();
            }}
            disabled={send.isPending}
            allowDeselect={false}
            searchable
          />
        )}
        {!staff && targets.length === 0 && (
          <Alert color="yellow">
            <Trans>Only a business’s owner can import contacts into it.</Trans>
          </Alert>
        )}
        <FileInput
          label={t`CSV file`}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            send.reset();
          }}
          disabled={send.isPending}
          error={fileError}
          clearable
        />
        {checked && <ImportReport result={checked} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          {checked && checked.created + checked.updated > 0 ? (
            <Button onClick={() => void importNow()} loading={send.isPending}>
              <Plural value={checked.created + checked.updated} one="Import # contact" other="Import # contacts" />
            </Button>
          ) : (
            <Button onClick={() => void check()} disabled={!file || target === null} loading={send.isPending}>
              <Trans>Check file</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
