import { useMemo, type ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { PeriodControl } from './PeriodControl';
import { periodOf, readerTimeZone, todayIn, type DashboardSearch } from './period';

/** The days a dashboard's widgets read, from its address, in the reader's time zone. */
export function useDashboardPeriod(search: DashboardSearch): { period: DashboardPeriod; today: string } {
  const timeZone = useMemo(() => readerTimeZone(), []);
  // A page left open past midnight moves its period on with the day.
  const today = todayIn(timeZone);
  const period = useMemo(() => periodOf(search, timeZone, today), [search, timeZone, today]);
  return { period, today };
}

interface Props {
  title: ReactNode;
  subtitle?: ReactNode;
  search: DashboardSearch;
  period: DashboardPeriod;
  today: string;
  onSearchChange(search: DashboardSearch): void;
}

/** A dashboard's title and the period its widgets show, which the reader changes here. */
export function DashboardHeader({ title, subtitle, search, period, today, onSearchChange }: Props) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </div>
      <PeriodControl search={search} period={period} today={today} onChange={onSearchChange} />
    </Group>
  );
}
