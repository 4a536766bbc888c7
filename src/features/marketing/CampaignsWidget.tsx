import { useState } from 'react';
import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import type { Campaign, CampaignRow } from '@/api/contract/marketing';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { CampaignModal } from './CampaignModal';
import { campaignRowsQuery } from './marketing-queries';

type Stage = 'scheduled' | 'running' | 'ended';
const STAGE_LABELS: Record<Stage, MessageDescriptor> = { scheduled: msg`Scheduled`, running: msg`Running`, ended: msg`Ended` };
const STAGE_COLORS: Record<Stage, string> = { scheduled: 'blue', running: 'teal', ended: 'gray' };

/** Where a campaign stands on the reader's day. */
const stageOf = (campaign: Campaign, today: string): Stage =>
  campaign.starts_on > today ? 'scheduled' : campaign.ends_on !== null && campaign.ends_on < today ? 'ended' : 'running';

/** A campaign's name, which opens it. */
const campaignName = (open: (campaign: Campaign) => void) =>
  function CampaignName(row: CampaignRow) {
    return (
      <Anchor component="button" type="button" ta="start" fz="sm" fw={500} onClick={() => open(row.campaign)}>
        <bdi>{row.campaign.name}</bdi>
      </Anchor>
    );
  };

/** A code reads left to right, as typed in a link. */
const campaignCode = (row: CampaignRow) => (
  <Text size="sm" ff="monospace" dir="ltr" span style={{ whiteSpace: 'nowrap' }}>
    {row.campaign.code}
  </Text>
);

/** Its days and where it stands today. */
const campaignDates = (dates: (campaign: Campaign) => string, stage: (row: CampaignRow) => string, color: (row: CampaignRow) => string) =>
  function CampaignDates(row: CampaignRow) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" style={{ unicodeBidi: 'plaintext' }}>
          {dates(row.campaign)}
        </Text>
        <Badge size="xs" variant="light" color={color(row)}>
          {stage(row)}
        </Badge>
      </Stack>
    );
  };

/**
 * The campaigns with what each brought in the period; a campaign's name opens it to change or
 * delete, and "New campaign" adds one.
 */
export function CampaignsWidget({ period, today }: { period: DashboardPeriod; today: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const rows = useQuery(campaignRowsQuery(period));
  const [editing, setEditing] = useState<Campaign | 'new' | null>(null);
  const dates = (campaign: Campaign) => {
    const start = format.day(campaign.starts_on);
    return campaign.ends_on === null ? t`From ${start}` : `${start} – ${format.day(campaign.ends_on)}`;
  };
  const figure = (label: string, value: (row: CampaignRow) => number): FigureColumn<CampaignRow> => ({
    label,
    value,
    text: (row) => format.number(value(row)),
    numeric: true,
  });
  const columns: FigureColumn<CampaignRow>[] = [
    {
      label: t`Campaign`,
      value: (row) => row.campaign.name,
      cell: campaignName(setEditing),
    },
    {
      label: t`Code`,
      value: (row) => row.campaign.code,
      cell: campaignCode,
    },
    {
      label: t`Dates`,
      value: (row) => `${row.campaign.starts_on}/${row.campaign.ends_on ?? ''}`,
      text: (row) => dates(row.campaign),
      cell: campaignDates(
        dates,
        (row) => i18n._(STAGE_LABELS[stageOf(row.campaign, today)]),
        (row) => STAGE_COLORS[stageOf(row.campaign, today)],
      ),
    },
    { label: t`Owner`, value: (row) => row.campaign.owner?.name ?? '', text: (row) => row.campaign.owner?.name ?? t`Nobody` },
    figure(t`Visits`, (row) => row.visits),
    figure(t`Inquiries`, (row) => row.inquiries),
    figure(t`Sign-ups`, (row) => row.sign_ups),
    figure(t`Orders`, (row) => row.orders),
  ];
  return (
    <>
      <Widget
        title={t`Campaigns`}
        query={rows}
        rows={(data) => data.rows}
        columns={columns}
        fileName={`campaigns-${period.from}-${period.to}`}
        empty={
          <Trans>
            No campaign yet. Add one with the code its links carry as utm_campaign, and its visits are counted from its first day.
          </Trans>
        }
        height={320}
        readable
        action={
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
            <Trans>New campaign</Trans>
          </Button>
        }
      />
      <CampaignModal campaign={editing} onClose={() => setEditing(null)} />
    </>
  );
}
