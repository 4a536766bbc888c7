import { Button, Card, Group, Modal, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { TOP_PAGES } from './demo-data';
import { useFormat } from '@/ui/format';

function PagesTable({ rows, detailed }: { rows: typeof TOP_PAGES; detailed: boolean }) {
  const format = useFormat();
  return (
    <Table.ScrollContainer minWidth={detailed ? 480 : 260}>
      <Table verticalSpacing="xs" striped={detailed} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Page</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Views</Trans>
            </Table.Th>
            {detailed && (
              <>
                <Table.Th ta="end">
                  <Trans>Average time</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Bounce rate</Trans>
                </Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.path}>
              <Table.Td>
                <Text size="sm" ff="monospace" dir="ltr" component="span">
                  {row.path}
                </Text>
              </Table.Td>
              <Table.Td ta="end">{format.number(row.views)}</Table.Td>
              {detailed && (
                <>
                  <Table.Td ta="end">{format.duration(row.avgSeconds)}</Table.Td>
                  <Table.Td ta="end">{format.percent(row.bounceRate)}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The most viewed pages, with "View details" opening the full figures. */
export function TopPages() {
  const { t } = useLingui();
  const [opened, details] = useDisclosure(false);
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>
          <Trans>Top pages</Trans>
        </Text>
        <Button variant="light" size="xs" onClick={details.open}>
          <Trans>View Details</Trans>
        </Button>
      </Group>
      <PagesTable rows={TOP_PAGES.slice(0, 4)} detailed={false} />
      <Modal
        opened={opened}
        onClose={details.close}
        title={t`Top pages this month`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <PagesTable rows={TOP_PAGES} detailed />
      </Modal>
    </Card>
  );
}
