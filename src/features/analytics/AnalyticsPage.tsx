import { Card, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { AreaChart, BarChart, DonutChart } from './charts';
import { Sparkline } from './Sparkline';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconUsers } from '@tabler/icons-react';
import { useAuth } from '@/features/auth';
import { BROWSERS, LIVE_USERS, PAGE_VIEWS, REFERRAL_SOURCES, SUMMARY } from './demo-data';
import { useFormat } from '@/ui/format';
import { StatCard } from './StatCard';
import { TopPages } from './TopPages';

/** The dashboard index: sessions, bounce rate, session duration, live users, page views, referrers and browsers, on demo data. */
export function AnalyticsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const name = useAuth((s) => s.context.user?.full_name ?? '');
  const number = format.number;
  const pageViews = () => PAGE_VIEWS.map((row) => ({ month: format.monthName(row.month), views: row.views, visits: row.visits }));
  const browsers = BROWSERS.map((b) => ({ ...b, name: b.name === 'Other' ? t`Other` : b.name }));
  // Brand names stay as they are; the two that are words are translated.
  const sourceNames: Record<string, string> = { Direct: t`Direct`, Newsletter: t`Newsletter` };
  const referralSources = REFERRAL_SOURCES.map((s) => ({ ...s, source: sourceNames[s.source] ?? s.source }));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          <Trans>Analytics</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Welcome back, {name}</Trans>
        </Text>
      </div>

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <StatCard
          title={t`Sessions`}
          value={number(SUMMARY.sessions.value)}
          change={SUMMARY.sessions.change}
          trend={SUMMARY.sessions.trend}
        />
        <StatCard
          title={t`Bounce Rate`}
          value={format.percent(SUMMARY.bounceRate.value)}
          change={SUMMARY.bounceRate.change}
          trend={SUMMARY.bounceRate.trend}
          lowerIsBetter
        />
        <StatCard
          title={t`Session Duration`}
          value={format.duration(SUMMARY.sessionDuration.seconds)}
          change={SUMMARY.sessionDuration.change}
          trend={SUMMARY.sessionDuration.trend}
        />
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" c="dimmed" fw={600}>
                <Trans>Live Online User</Trans>
              </Text>
              <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
                <IconUsers size={16} />
              </ThemeIcon>
            </Group>
            <Text fz={28} fw={700} lh={1}>
              <bdi>{number(LIVE_USERS.at(-1) ?? 0)}</bdi>
            </Text>
            <Sparkline data={LIVE_USERS} color="teal.6" />
          </Stack>
        </Card>
      </SimpleGrid>

      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Text fw={600} mb="md">
              <Trans>Page views</Trans>
            </Text>
            <AreaChart
              h={300}
              data={pageViews}
              dataKey="month"
              series={[
                { name: 'views', label: t`Page views`, color: 'indigo.6' },
                { name: 'visits', label: t`Visits`, color: 'cyan.6' },
              ]}
              curveType="monotone"
              withLegend
              valueFormatter={number}
              yAxisProps={{ width: 70 }}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Text fw={600} mb="md">
              <Trans>Session by browser</Trans>
            </Text>
            <Stack align="center">
              <DonutChart
                data={browsers}
                size={180}
                thickness={26}
                withLabelsLine={false}
                valueFormatter={(v) => format.percent(v / 100)}
              />
              <SimpleGrid cols={2} spacing={6} w="100%">
                {browsers.map((b) => (
                  <Group key={b.name} gap={6} wrap="nowrap">
                    <div
                      style={{ width: 10, height: 10, borderRadius: 10, background: `var(--mantine-color-${b.color.replace('.', '-')})` }}
                    />
                    <Text size="sm">{b.name}</Text>
                    <Text size="sm" c="dimmed" ms="auto">
                      <bdi>{format.percent(b.value / 100)}</bdi>
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Text fw={600} mb="md">
              <Trans>Visits by Top Referral Source</Trans>
            </Text>
            <BarChart
              h={260}
              data={referralSources}
              dataKey="source"
              series={[{ name: 'visits', label: t`Visits`, color: 'indigo.5' }]}
              valueFormatter={number}
              yAxisProps={{ width: 60 }}
            />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TopPages />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
