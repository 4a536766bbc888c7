import { lazy, Suspense, useCallback, useState, type ComponentProps, type ComponentType } from 'react';
import { Skeleton } from '@mantine/core';
import type * as Charts from '@mantine/charts';
import '@mantine/charts/styles.css';
import { ComesIntoView } from '@/ui/ComesIntoView';

type ChartName = 'AreaChart' | 'BarChart' | 'DonutChart';

/**
 * A chart that loads the chart library when it comes near the screen: the library is larger than
 * the rest of the dashboard, so the page's own code and text arrive first, and on a phone the
 * charts below the fold cost nothing until the reader scrolls. Its place is held at its height.
 * Its `data` may be a function, called only then: labels made with a new Intl formatter cost
 * more than the rest of the page's first render.
 */
function lazyChart<N extends ChartName>(name: N) {
  type Props = ComponentProps<(typeof Charts)[N]>;
  type Data = Props['data'];
  const Chart = lazy(() => import('@mantine/charts').then((module) => ({ default: module[name] as ComponentType<Props> })));
  return function LazyChart({ data, ...props }: Omit<Props, 'data'> & { data: Data | (() => Data) }) {
    const [seen, setSeen] = useState(false);
    const show = useCallback(() => setSeen(true), []);
    const height = (props as { h?: number }).h ?? (props as { size?: number }).size ?? 200;
    const placeholder = <Skeleton h={height} radius="md" />;
    if (!seen)
      return (
        <>
          {placeholder}
          <ComesIntoView onVisible={show} />
        </>
      );
    return (
      <Suspense fallback={placeholder}>
        <Chart {...(props as Props)} data={typeof data === 'function' ? data() : data} />
      </Suspense>
    );
  };
}

export const AreaChart = lazyChart('AreaChart');
export const BarChart = lazyChart('BarChart');
export const DonutChart = lazyChart('DonutChart');
