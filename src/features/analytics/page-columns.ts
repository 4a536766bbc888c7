import { useLingui } from '@lingui/react/macro';
import type { PageRow } from '@/api/contract/site-analytics';
import type { FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';

/** The pages' columns: `compact` for a card, `all` with entrances, bounce rate and time on page. */
export function usePageColumns(): { compact: FigureColumn<PageRow>[]; all: FigureColumn<PageRow>[] } {
  const { t } = useLingui();
  const format = useFormat();
  const orDash = (value: number | null, say: (value: number) => string) => (value === null ? '–' : say(value));
  const path: FigureColumn<PageRow> = { label: t`Page`, value: (row) => row.path };
  const views: FigureColumn<PageRow> = {
    label: t`Views`,
    value: (row) => row.page_views,
    text: (row) => format.number(row.page_views),
    numeric: true,
  };
  const all: FigureColumn<PageRow>[] = [
    path,
    views,
    { label: t`Entrances`, value: (row) => row.entries, text: (row) => format.number(row.entries), numeric: true },
    {
      label: t`Bounce rate`,
      value: (row) => (row.bounce_rate === null ? null : Number(row.bounce_rate.toFixed(4))),
      text: (row) => orDash(row.bounce_rate, format.percent),
      numeric: true,
    },
    {
      label: t`Average time`,
      value: (row) => (row.average_seconds === null ? null : Math.round(row.average_seconds)),
      text: (row) => orDash(row.average_seconds, (seconds) => format.duration(Math.round(seconds))),
      numeric: true,
    },
  ];
  return { compact: [path, views], all };
}
