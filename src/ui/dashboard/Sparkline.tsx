import { getThemeColor, useMantineTheme } from '@mantine/core';

interface Props {
  data: number[];
  /** A theme colour: `teal`, or a shade such as `teal.6`. */
  color: string;
  h?: number;
}

/**
 * A trend drawn as one SVG path with its area beneath. The figures beside it say the same, so it
 * is only a picture (hidden from screen readers); drawing it by hand keeps the chart library, the
 * dashboard's heaviest download, out of the first screen.
 */
export function Sparkline({ data, color, h = 48 }: Props) {
  const stroke = getThemeColor(color, useMantineTheme());
  const min = Math.min(...data);
  const span = Math.max(...data) - min || 1;
  const step = data.length > 1 ? 100 / (data.length - 1) : 0;
  // Two pixels of room above and below, so the stroke is never cut.
  const y = (value: number) => (h - 2 - ((value - min) / span) * (h - 4)).toFixed(2);
  const line = data.map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(2)},${y(value)}`).join(' ');
  return (
    <svg viewBox={`0 0 100 ${h}`} preserveAspectRatio="none" width="100%" height={h} aria-hidden focusable="false">
      <path d={`${line} L100,${h} L0,${h} Z`} fill={stroke} fillOpacity={0.2} />
      <path d={line} fill="none" stroke={stroke} strokeWidth={2} vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
    </svg>
  );
}
