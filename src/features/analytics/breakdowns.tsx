import { useLingui } from '@lingui/react/macro';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { BreakdownWidget } from './BreakdownWidget';
import { browserName, deviceName, languageName, referrerName } from './breakdown-labels';

type Props = { period: DashboardPeriod };

/** The analytics pages' breakdowns of sessions, each one widget. */
export function BrowsersWidget({ period }: Props) {
  const { t, i18n } = useLingui();
  return (
    <BreakdownWidget
      dimension="browser"
      period={period}
      title={t`Session by browser`}
      keyLabel={t`Browser`}
      name={(key) => browserName(i18n, key)}
      chart="donut"
      // Every family and "Not recorded": no slice left out.
      limit={8}
      fileName="sessions-by-browser"
    />
  );
}

export function ReferrersWidget({ period, limit = 8, chart = 'bars' }: Props & { limit?: number; chart?: 'bars' | 'table' }) {
  const { t, i18n } = useLingui();
  return (
    <BreakdownWidget
      dimension="referrer"
      period={period}
      title={t`Visits by Top Referral Source`}
      keyLabel={t`Source`}
      name={(key) => referrerName(i18n, key)}
      chart={chart}
      limit={limit}
      fileName="referral-sources"
    />
  );
}

export function DevicesWidget({ period }: Props) {
  const { t, i18n } = useLingui();
  return (
    <BreakdownWidget
      dimension="device"
      period={period}
      title={t`Sessions by device`}
      keyLabel={t`Device`}
      name={(key) => deviceName(i18n, key)}
      chart="donut"
      limit={3}
      fileName="sessions-by-device"
    />
  );
}

export function LanguagesWidget({ period }: Props) {
  const { t, i18n } = useLingui();
  return (
    <BreakdownWidget
      dimension="language"
      period={period}
      title={t`Sessions by language`}
      keyLabel={t`Language`}
      name={(key) => languageName(i18n, key)}
      chart="donut"
      limit={2}
      fileName="sessions-by-language"
    />
  );
}

export function CampaignsWidget({ period }: Props) {
  const { t } = useLingui();
  return (
    <BreakdownWidget
      dimension="campaign"
      period={period}
      title={t`UTM campaigns`}
      keyLabel={t`Campaign`}
      name={(key) => key ?? ''}
      chart="table"
      limit={20}
      fileName="utm-campaigns"
    />
  );
}
