import type { ReactNode } from 'react';
import { Anchor, Card, Center, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Invoice } from '@/api/contract/invoices';
import { problemOf } from '@/api/problem';
import { invoiceQuery } from '@/features/invoices/invoice-queries';
import { INVOICE_ORIGIN_LABELS } from '@/features/invoices/labels';
import { InvoiceStatusBadge } from '@/features/invoices/list/InvoiceStatusBadge';
import { RouterAnchor } from '@/layout/RouterAnchor';
import { useFlipInRtl } from '@/ui/use-flip-in-rtl';
import { useFormat } from '@/ui/format';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { InvoiceActions } from './InvoiceActions';
import { InvoicePayments, InvoiceTimeline } from './InvoiceHistory';
import { InvoiceLines, InvoiceTotals } from './InvoiceLines';

const LOAD_FAILED = msg`Could not load the invoice.`;

/** Who reads the page: the billing staff, or an owner of the client business it bills. */
export type InvoiceViewer = 'staff' | 'client';

/** A project's page, for the staff. */
const projectHref = (id: number) => `/dashboard/projects/details/${id}`;

function BackLink({ viewer }: { viewer: InvoiceViewer }) {
  const flip = useFlipInRtl();
  return (
    <Anchor component={RouterAnchor} href={viewer === 'client' ? '/dashboard/billing' : '/dashboard/invoice-list'} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden style={flip} />
        {viewer === 'client' ? <Trans>Plan & billing</Trans> : <Trans>Invoices</Trans>}
      </Group>
    </Anchor>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The billing address as it was when the invoice was sent (none on a draft yet). */
function BilledTo({ invoice }: { invoice: Invoice }) {
  const address = invoice.address;
  if (!address) return <Text c="dimmed">—</Text>;
  const lines = [
    address.company,
    address.name,
    address.line1,
    address.line2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    [address.region, address.country].filter(Boolean).join(', '),
    address.tax_id,
  ].filter(Boolean);
  return (
    <Stack gap={0} data-testid="invoice-address">
      {lines.map((line, index) => (
        <Text size="sm" key={index}>
          <bdi>{line}</bdi>
        </Text>
      ))}
    </Stack>
  );
}

function InvoiceView({ invoice, viewer }: { invoice: Invoice; viewer: InvoiceViewer }) {
  const { t, i18n } = useLingui();
  const { day, dateTime } = useFormat();
  return (
    <Stack gap="lg">
      <BackLink viewer={viewer} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} fz="h2">
              <bdi>{invoice.number}</bdi>
            </Title>
            <InvoiceStatusBadge status={invoice.status} />
          </Group>
          <Text c="dimmed" size="sm">
            <bdi>{invoice.organisation.name}</bdi>
            {invoice.project && (
              <>
                {' · '}
                {viewer === 'staff' ? (
                  <Anchor component={RouterAnchor} href={projectHref(invoice.project.id)} size="sm">
                    <bdi>{invoice.project.name}</bdi>
                  </Anchor>
                ) : (
                  <bdi>{invoice.project.name}</bdi>
                )}
              </>
            )}
          </Text>
        </Stack>
        <InvoiceActions invoice={invoice} />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <Stack gap="lg">
                <Group gap="xl" wrap="wrap" align="flex-start">
                  <Fact label={t`Issued`}>
                    <bdi>{day(invoice.issue_date)}</bdi>
                  </Fact>
                  <Fact label={t`Due`}>
                    <bdi>{day(invoice.due_date)}</bdi>
                  </Fact>
                  {invoice.sent_at && (
                    <Fact label={t`Sent`}>
                      <bdi>{dateTime(invoice.sent_at)}</bdi>
                    </Fact>
                  )}
                  {invoice.paid_at && (
                    <Fact label={t`Paid`}>
                      <bdi>{dateTime(invoice.paid_at)}</bdi>
                    </Fact>
                  )}
                  {viewer === 'staff' && <Fact label={t`Origin`}>{i18n._(INVOICE_ORIGIN_LABELS[invoice.origin])}</Fact>}
                  <Fact label={t`Billed to`}>
                    <BilledTo invoice={invoice} />
                  </Fact>
                </Group>
                <InvoiceLines invoice={invoice} />
                <InvoiceTotals invoice={invoice} />
              </Stack>
            </Card>
            {(invoice.notes || invoice.terms) && (
              <Card withBorder radius="md" padding="lg">
                <Stack gap="md">
                  {invoice.notes && (
                    <Fact label={t`Notes`}>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        <bdi>{invoice.notes}</bdi>
                      </Text>
                    </Fact>
                  )}
                  {invoice.terms && (
                    <Fact label={t`Terms`}>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        <bdi>{invoice.terms}</bdi>
                      </Text>
                    </Fact>
                  )}
                </Stack>
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Stack gap="lg">
            <InvoiceTimeline invoice={invoice} />
            <InvoicePayments invoice={invoice} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/**
 * /dashboard/invoice-details?id=: one invoice with its lines, totals, history and payments, and what
 * the reader may do with it (the server's `can`). The staff go back to the list and reach its
 * project; a client owner goes back to Plan & billing and may pay it.
 */
export function InvoiceDetailsPage({ id, viewer = 'staff' }: { id: number; viewer?: InvoiceViewer }) {
  const { t } = useLingui();
  const answer = useQuery(invoiceQuery(id));
  if (answer.error && !answer.data) {
    return (
      <Stack gap="lg">
        <BackLink viewer={viewer} />
        <RetryAlert message={problemOf(answer.error, LOAD_FAILED)} onRetry={() => void answer.refetch()} />
      </Stack>
    );
  }
  if (!answer.data) {
    return (
      <Center py={80}>
        <Spinner label={t`Loading`} />
      </Center>
    );
  }
  return <InvoiceView invoice={answer.data} viewer={viewer} />;
}
