import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { RANKED_ROWS_MAX, type DashboardPeriod } from '@/api/contract/dashboards';
import { Widget } from '@/ui/dashboard';
import { usePageColumns } from './page-columns';
import { sitePagesQuery } from './site-analytics-queries';

const CARD_ROWS = 5;

/** The most viewed public pages; "View Details" gives each one's entries, bounce rate and time on page. */
export function TopPagesWidget({ period }: { period: DashboardPeriod }) {
  const { t } = useLingui();
  const [opened, details] = useDisclosure(false);
  const pages = useQuery(sitePagesQuery(period, CARD_ROWS));
  const detailed = useQuery({ ...sitePagesQuery(period, RANKED_ROWS_MAX), enabled: opened });
  const { compact, all } = usePageColumns();
  return (
    <>
      <Widget
        title={t`Top pages`}
        query={pages}
        rows={(data) => data.rows}
        columns={compact}
        fileName={`top-pages-${period.from}-${period.to}`}
        height={220}
        action={
          <Button variant="light" size="xs" onClick={details.open}>
            <Trans>View Details</Trans>
          </Button>
        }
      />
      <Modal opened={opened} onClose={details.close} title={t`Pages of the period`} size="xl" closeButtonProps={{ 'aria-label': t`Close` }}>
        <Widget
          title={t`The ${RANKED_ROWS_MAX} most viewed pages`}
          query={detailed}
          rows={(data) => data.rows}
          columns={all}
          fileName={`pages-${period.from}-${period.to}`}
          height={300}
        />
      </Modal>
    </>
  );
}
