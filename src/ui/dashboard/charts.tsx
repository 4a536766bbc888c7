import { startTransition, useCallback, useState, type ComponentProps, type ComponentType } from 'react';
import { Skeleton, Text, useDirection } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type * as Charts from '@mantine/charts';
import '@mantine/charts/styles.css';
import { ComesIntoView } from '@/ui/ComesIntoView';

type ChartName = 'AreaChart' | 'BarChart' | 'DonutChart';

/** The values' labels on a right-hand axis: set off to its right, as the library sets them off to the left of a left one. */
const RIGHT_AXIS_TICK = { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' };

/** Where each chart passes props on to the drawing library's own chart. */
const INNER_PROPS: Record<ChartName, string> = { AreaChart: 'areaChartProps', BarChart: 'barChartProps', DonutChart: 'pieChartProps' };

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

let library: typeof Charts | undefined;
let loading: Promise<typeof Charts> | undefined;
const loadLibrary = () =>
  (loading ??= import('@mantine/charts').then(
    (module) => (library = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * Charts are drawn one at a time, each after the one before is on screen: drawn together, the
 * dashboard's charts made one task of a fifth of a second, during which the page ignored input.
 */
let turn = Promise.resolve();
const inTurn = (draw: () => void) => {
  turn = turn.then(() => new Promise<void>((done) => afterPaint(() => (startTransition(draw), done()))));
};

/**
 * A chart that loads the chart library when it comes near the screen: the library is larger than
 * the rest of the dashboard, so the page's own code and text arrive first, and on a phone the
 * charts below the fold cost nothing until the reader scrolls. Its place is held at its height.
 * It loads once the page around it is on screen and the browser idle, so on a wide screen, where
 * the charts are in view at once, the library does not download while the page is being drawn.
 * Its `data` may be a function, called only then: labels made with a new Intl formatter cost
 * more than the rest of the page's first render.
 */
function lazyChart<N extends ChartName>(name: N) {
  type Props = ComponentProps<(typeof Charts)[N]>;
  type Data = Props['data'];
  return function LazyChart({ data, ...props }: Omit<Props, 'data'> & { data: Data | (() => Data) }) {
    const [state, setState] = useState<'waiting' | 'shown' | 'failed'>('waiting');
    const { dir: direction } = useDirection();
    const show = useCallback(
      () =>
        afterPaint(() =>
          loadLibrary().then(
            () => inTurn(() => setState('shown')),
            () => setState('failed'),
          ),
        ),
      [],
    );
    const height = (props as { h?: number }).h ?? (props as { size?: number }).size ?? 200;
    if (state === 'failed')
      return (
        <Text h={height} c="dimmed" size="sm" role="status">
          <Trans>The chart could not be loaded. Reload the page to try again.</Trans>
        </Text>
      );
    if (state === 'waiting' || !library)
      return (
        <>
          <Skeleton h={height} radius="md" />
          <ComesIntoView onVisible={show} />
        </>
      );
    const Chart = library[name] as ComponentType<Props>;
    // A picture only: its widget gives screen readers the figures as a table, so the chart's own
    // keyboard layer (a focusable SVG inside a hidden picture) is turned off.
    const given = props as Record<string, object | undefined>;
    const inner = INNER_PROPS[name];
    const innerProps = { ...given[inner], accessibilityLayer: false };
    // Read right to left, time and rankings run from the right, with the values' axis on the right.
    // A pie's sectors take focus of their own: not inside a picture.
    const unfocusable = name === 'DonutChart' ? { pieProps: { ...given.pieProps, rootTabIndex: -1 } } : {};
    const rightToLeft =
      direction === 'rtl' && name !== 'DonutChart'
        ? {
            xAxisProps: { ...given.xAxisProps, reversed: true },
            yAxisProps: { tick: RIGHT_AXIS_TICK, ...given.yAxisProps, orientation: 'right' },
          }
        : {};
    return (
      <Chart
        {...(props as Props)}
        {...{ [inner]: innerProps }}
        {...unfocusable}
        {...rightToLeft}
        data={typeof data === 'function' ? data() : data}
      />
    );
  };
}

export const AreaChart = lazyChart('AreaChart');
export const BarChart = lazyChart('BarChart');
export const DonutChart = lazyChart('DonutChart');
