import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { defaultStringifySearch } from '@tanstack/react-router';
import type { DashboardPeriod } from '@/api/contract/dashboards';
import { MONEY_AUDIT_ACTIONS } from '@/api/contract/audit-values';
import type { MoneyEvent } from '@/api/contract/revenue-analytics';
import { ACCESS, isAllowed } from '@/api/contract/roles';
import { AUDIT_ACTION_LABELS } from '@/i18n/audit-action-labels';
import { useAuth } from '@/features/auth';
import { Widget, type FigureColumn } from '@/ui/dashboard';
import { useFormat } from '@/ui/format';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { moneyEventsQuery } from './revenue-analytics-queries';

/** The audit log's money events of the period as they are filtered there: the money actions, the period's days. */
const auditLogHref = ({ from, to }: DashboardPeriod) =>
  `/dashboard/audit-log${defaultStringifySearch({ action: [...MONEY_AUDIT_ACTIONS], from, to })}`;

/** The latest payments, refunds, invoices sent and voided, and plans ended or kept: who did it and when. */
export function MoneyEventsWidget({ period }: { period: DashboardPeriod }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const role = useAuth((s) => s.context.user?.role);
  const events = useQuery(moneyEventsQuery(period));
  const columns: FigureColumn<MoneyEvent>[] = [
    { label: t`When`, value: (row) => row.occurred_at, text: (row) => format.dateTime(row.occurred_at) },
    { label: t`Event`, value: (row) => i18n._(AUDIT_ACTION_LABELS[row.action]) },
    { label: t`About`, value: (row) => row.target_label ?? '' },
    { label: t`By`, value: (row) => row.actor_email ?? '', text: (row) => row.actor_email ?? t`The system` },
  ];
  return (
    <Widget
      title={t`Latest money events`}
      query={events}
      rows={(data) => data.rows}
      columns={columns}
      fileName={`money-events-${period.from}-${period.to}`}
      empty={t`No money event in this period.`}
      height={200}
      action={
        isAllowed(role, ACCESS.audit) && (
          <Button component={RouterAnchor} href={auditLogHref(period)} variant="light" size="xs">
            <Trans>Audit log</Trans>
          </Button>
        )
      }
    />
  );
}
