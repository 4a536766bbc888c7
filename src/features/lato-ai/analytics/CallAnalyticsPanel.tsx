import { Grid, Stack } from '@mantine/core';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { CallScope } from './call-analytics-queries';
import { BusiestHoursWidget } from './BusiestHoursWidget';
import { CallFigures } from './CallFigures';
import { CallsPerDayWidget } from './CallsPerDayWidget';
import { OutcomesWidget } from './OutcomesWidget';
import { UnansweredWidget } from './UnansweredWidget';

/**
 * What the assistant did on the phone over a period: the figures, calls over time by outcome, the
 * outcome mix, the busiest hours and what it could not answer. `canAnswer`: the reader may add an
 * answer to the number's FAQ from here (its business's owner, on the number's own page).
 */
export function CallAnalyticsPanel({ period, scope, canAnswer }: { period: DashboardPeriod; scope: CallScope; canAnswer: boolean }) {
  return (
    <Stack gap="lg">
      <CallFigures period={period} scope={scope} />
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CallsPerDayWidget period={period} scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <OutcomesWidget period={period} scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <BusiestHoursWidget period={period} scope={scope} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UnansweredWidget period={period} scope={scope} canAnswer={canAnswer} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
