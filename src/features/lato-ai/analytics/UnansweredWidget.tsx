import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { UnansweredQuestion } from '@/api/contract/call-analytics';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { AddToFaqModal } from './AddToFaqModal';
import { unansweredQuestionsQuery, type CallScope } from './call-analytics-queries';

function AskedLine({ times, last }: { times: number; last: string }) {
  const asked = plural(times, { one: 'Asked once', other: 'Asked # times' });
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        {asked}, last on {last}
      </Trans>
    </Text>
  );
}

/**
 * What callers asked that the assistant could not answer, the most asked first; on a number's own
 * page its owner adds the answer to the FAQ in one step, and the question leaves the list.
 */
export function UnansweredWidget({ period, scope, canAnswer }: { period: DashboardPeriod; scope: CallScope; canAnswer: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const questions = useQuery(unansweredQuestionsQuery(period, scope));
  const [answering, setAnswering] = useState<UnansweredQuestion | null>(null);
  const addLabel = (question: string) => t`Add to FAQ: ${question}`;
  const columns: FigureColumn<UnansweredQuestion>[] = [
    { label: t`Question`, value: (row) => row.question },
    { label: t`Times asked`, value: (row) => row.times, text: (row) => format.number(row.times), numeric: true },
    { label: t`Last asked`, value: (row) => row.last_asked_at, text: (row) => format.dateTime(row.last_asked_at) },
  ];
  return (
    <>
      <Widget
        title={t`Questions the assistant could not answer`}
        query={questions}
        rows={(data) => data.rows}
        columns={columns}
        fileName={`unanswered-questions-${period.from}-${period.to}`}
        empty={<Trans>The assistant answered every question in this period.</Trans>}
        height={200}
        readable
      >
        {(_data, rows) => (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Group
                key={`${row.number_id}-${row.question}`}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="sm"
                py="xs"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    <bdi>{row.question}</bdi>
                  </Text>
                  <AskedLine times={row.times} last={format.dateTime(row.last_asked_at)} />
                </div>
                {canAnswer && (
                  <Button size="xs" variant="light" flex="none" onClick={() => setAnswering(row)} aria-label={addLabel(row.question)}>
                    <Trans>Add to FAQ</Trans>
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Widget>
      {answering && (
        <AddToFaqModal
          key={`${answering.number_id}-${answering.question}`}
          numberId={answering.number_id}
          question={answering.question}
          onClose={() => setAnswering(null)}
        />
      )}
    </>
  );
}
