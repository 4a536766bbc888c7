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
 * It loads once the page around it is on screen and the browser idle, so on a wide screen, where
 * the charts are in view at once, the library does not download while the page is being drawn.
 * Its `data` may be a function, called only then: labels made with a new Intl formatter cost
 * more than the rest of the page's first render.
 */
/**
 * Once the frame being drawn is on screen and the browser idle. The next frame's start is not late
 * enough: the frame before it may still be on its way to the screen, and the library's download
 * would then start before the page's text is shown. The frame after next starts once it is.
 */
const afterPaint = (run: () => void) =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 1000 }) : setTimeout(run, 0),
    ),
  );

function lazyChart<N extends ChartName>(name: N) {
  type Props = ComponentProps<(typeof Charts)[N]>;
  type Data = Props['data'];
  const Chart = lazy(() => import('@mantine/charts').then((module) => ({ default: module[name] as ComponentType<Props> })));
  return function LazyChart({ data, ...props }: Omit<Props, 'data'> & { data: Data | (() => Data) }) {
    const [seen, setSeen] = useState(false);
    // After the page's paint: on a wide screen the charts are in view from the start, and the
    // library would otherwise download while the page's text is being drawn.
    const show = useCallback(() => afterPaint(() => setSeen(true)), []);
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
