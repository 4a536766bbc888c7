import { lazy, Suspense, useCallback, useState, type ComponentProps, type ComponentType } from 'react';
import { Box, Skeleton } from '@mantine/core';
import type * as Charts from '@mantine/charts';
import '@mantine/charts/styles.css';

type ChartName = 'AreaChart' | 'BarChart' | 'DonutChart';

/** Whether the element has come near the screen (200 px ahead); stays true once it has. */
function useSeenOnce() {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      if (!node || seen) return;
      if (typeof IntersectionObserver === 'undefined') {
        setSeen(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setSeen(true);
          observer.disconnect();
        },
        { rootMargin: '200px' },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [seen],
  );
  return { ref, seen };
}

/**
 * A chart that loads the chart library when it comes near the screen: the library is larger than
 * the rest of the dashboard, so the page's own code and text arrive first, and on a phone the
 * charts below the fold cost nothing until the reader scrolls. Its place is held at its height.
 */
function lazyChart<N extends ChartName>(name: N) {
  type Props = ComponentProps<(typeof Charts)[N]>;
  const Chart = lazy(() => import('@mantine/charts').then((module) => ({ default: module[name] as ComponentType<Props> })));
  return function LazyChart(props: Props) {
    const { ref, seen } = useSeenOnce();
    const height = (props as { h?: number }).h ?? (props as { size?: number }).size ?? 200;
    const placeholder = <Skeleton h={height} radius="md" />;
    if (!seen) return <Box ref={ref}>{placeholder}</Box>;
    return (
      <Suspense fallback={placeholder}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const AreaChart = lazyChart('AreaChart');
export const BarChart = lazyChart('BarChart');
export const DonutChart = lazyChart('DonutChart');
