import type { ReactNode } from 'react';
import { ActionIcon, Card, Group, Skeleton, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { csvText } from '@/api/contract/csv';
import { problemOf } from '@/api/problem';
import { RetryAlert } from '@/ui/RetryAlert';
import { saveFile } from '@/ui/save-file';

const LOAD_FAILED = msg`Could not load these figures.`;

/**
 * One column of a widget's figures: its heading, the value a spreadsheet gets (a plain number, an
 * ISO date) and the text a reader gets (formatted for their language).
 */
export interface FigureColumn<R> {
  label: string;
  value(row: R): string | number | null;
  text?(row: R): string;
  /** What the reader's table shows instead of the text, where it is more than text (a link to the row's page). */
  cell?(row: R): ReactNode;
  numeric?: boolean;
}

interface Props<T, R> {
  title: string;
  /** The widget's one read. */
  query: UseQueryResult<T>;
  /** Its figures, as rows: the CSV export and the text alternative of its chart. */
  rows(data: T): readonly R[];
  columns: readonly FigureColumn<R>[];
  /** The CSV file's name, without `.csv`. */
  fileName: string;
  /** Said when there are no rows. */
  empty?: ReactNode;
  /** A link or a button beside the title: the list behind the figures, their details. */
  action?: ReactNode;
  /** The place the content takes while it loads. */
  height: number;
  /**
   * The content drawn from the data. A chart is a picture only: its figures are read from the
   * table given to screen readers. Without `children` the table itself is the content.
   */
  children?(data: T, rows: readonly R[]): ReactNode;
  /**
   * The content is itself read and used (a list with buttons), not a picture: shown as it is, with
   * no table beside it.
   */
  readable?: boolean;
}

/** The figures as a table: shown as the content, or given to screen readers beside a chart. */
export function FiguresTable<R>({
  title,
  rows,
  columns,
  hidden,
}: {
  title: string;
  rows: readonly R[];
  columns: readonly FigureColumn<R>[];
  hidden: boolean;
}) {
  const table = (
    <Table verticalSpacing="xs" highlightOnHover={!hidden}>
      <caption style={hidden ? undefined : { display: 'none' }}>{title}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label} ta={column.numeric ? 'end' : 'start'}>
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row, index) => (
          <Table.Tr key={index}>
            {columns.map((column) => (
              <Table.Td key={column.label} ta={column.numeric ? 'end' : 'start'}>
                {column.cell && !hidden ? column.cell(row) : <bdi>{column.text ? column.text(row) : String(column.value(row) ?? '')}</bdi>}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  // A hidden table is read, never scrolled. A shown one scrolls sideways when its card is narrow (a
  // phone, a third of a row): its scroll area takes the keyboard's focus, so arrows can scroll it.
  return hidden ? (
    <VisuallyHidden>{table}</VisuallyHidden>
  ) : (
    <Table.ScrollContainer
      minWidth={columns.length * 110}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': title } }}
    >
      {table}
    </Table.ScrollContainer>
  );
}

/**
 * A dashboard card drawn from one aggregate read: its title, its loading, empty and error states,
 * its figures as CSV, and a table of them for screen readers when it draws a chart.
 */
export function Widget<T, R>({ title, query, rows, columns, fileName, empty, action, height, children, readable = false }: Props<T, R>) {
  const { t } = useLingui();
  const data = query.data;
  const shown = data === undefined ? [] : rows(data);
  const download = () =>
    saveFile(
      new Blob(
        [
          csvText(
            columns.map((column) => column.label),
            shown.map((row) => columns.map((column) => column.value(row))),
          ),
        ],
        {
          type: 'text/csv;charset=utf-8',
        },
      ),
      `${fileName}.csv`,
    );
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="section" aria-label={title}>
      <Group justify="space-between" mb="md" wrap="nowrap" gap="xs">
        <Text fw={600} component="h2" fz="md">
          {title}
        </Text>
        <Group gap={6} wrap="nowrap">
          {action}
          <Tooltip label={t`Download as CSV`}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t`Download ${title} as CSV`}
              onClick={download}
              disabled={shown.length === 0}
            >
              <IconDownload size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {query.error ? (
        <RetryAlert message={problemOf(query.error, LOAD_FAILED)} onRetry={() => void query.refetch()} />
      ) : data === undefined ? (
        <Skeleton h={height} radius="md" />
      ) : shown.length === 0 ? (
        <Text c="dimmed" size="sm" h={height} role="status">
          {empty ?? <Trans>Nothing in this period.</Trans>}
        </Text>
      ) : children && readable ? (
        children(data, shown)
      ) : children ? (
        <>
          {/* Inert: nothing inside the picture takes focus (a chart's parts may make themselves focusable). */}
          <div aria-hidden inert>
            {children(data, shown)}
          </div>
          <FiguresTable title={title} rows={shown} columns={columns} hidden />
        </>
      ) : (
        <FiguresTable title={title} rows={shown} columns={columns} hidden={false} />
      )}
    </Card>
  );
}
