import { Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_CONTENT_FAILURES } from './failure';
import { OfficeModal } from './OfficeModal';
import { OrderedListTab } from './OrderedListTab';
import { siteContentApi } from './site-content-api';
import { officesQuery } from './site-content-queries';

/** The offices tab: the offices the Contact page lists, in its order. */
export function OfficesTab() {
  const { t } = useLingui();
  return (
    <OrderedListTab
      query={officesQuery}
      reorder={siteContentApi.reorderOffices}
      remove={siteContentApi.deleteOffice}
      loadFailure={SITE_CONTENT_FAILURES.offices}
      newLabel={<Trans>New office</Trans>}
      empty={<Trans>No office yet.</Trans>}
      testId="offices-table"
      head={
        <>
          <Table.Th>
            <Trans>Office</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Address</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Contact</Trans>
          </Table.Th>
        </>
      }
      renderCells={(office) => (
        <>
          <Table.Td>
            <Text fw={500} dir="auto">
              {office.name_en}
            </Text>
            <Text size="sm" c="dimmed" dir="auto" lang="es">
              {office.name_es}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" dir="auto">
              {office.address}
            </Text>
            <Text size="sm" c="dimmed" dir="auto">
              {office.city}, {office.country}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" dir="ltr">
              {office.phone ?? '—'}
            </Text>
            <Text size="sm" c="dimmed">
              {office.email ?? '—'}
            </Text>
          </Table.Td>
        </>
      )}
      nameOf={(office) => office.name_en}
      renderModal={(editing, onClose) => <OfficeModal editing={editing && { office: editing.row }} onClose={onClose} />}
      deleteTitle={t`Delete this office?`}
      renderDeleteBody={(deletingName) => (
        <Trans>The office “{deletingName}” will be deleted and disappear from the Contact page. This cannot be undone.</Trans>
      )}
    />
  );
}
