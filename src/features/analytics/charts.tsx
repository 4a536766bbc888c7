import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Skeleton } from '@mantine/core';
import type * as Charts from '@mantine/charts';
import '@mantine/charts/styles.css';

type ChartName = 'AreaChart' | 'BarChart' | 'DonutChart' | 'LineChart' | 'Sparkline';

/**
 * A chart that loads the chart library when it is first drawn: the library is larger than the
 * rest of the dashboard page, so the page's own code and text arrive first and each chart's place
 * is held at its height meanwhile.
 */
function lazyChart<N extends ChartName>(name: N) {
  type Props = ComponentProps<(typeof Charts)[N]>;
  const Chart = lazy(() => import('@mantine/charts').then((module) => ({ default: module[name] as ComponentType<Props> })));
  return function LazyChart(props: Props) {
    const height = (props as { h?: number | string }).h ?? (props as { size?: number }).size ?? 200;
    return (
      <Suspense fallback={<Skeleton h={height} radius="md" />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const AreaChart = lazyChart('AreaChart');
export const BarChart = lazyChart('BarChart');
export const DonutChart = lazyChart('DonutChart');
export const LineChart = lazyChart('LineChart');
export const Sparkline = lazyChart('Sparkline');
