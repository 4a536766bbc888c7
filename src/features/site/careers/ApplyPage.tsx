import { Anchor, Card, Container, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { ApplicationForm } from './ApplicationForm';

export function ApplyPage({ data }: SitePageProps<'apply'>) {
  const { language } = useSiteFrame();
  return (
    <>
      <PageHeading
        title={<Trans>Apply to Lato</Trans>}
        lead={<Trans>Tell us who you are and send your CV. We answer every application, whatever the answer is.</Trans>}
      />
      <Container size="sm">
        {data.positions.length === 0 ? (
          <Card withBorder padding="lg">
            <Text>
              <Trans>There are no open positions right now, so there is nothing to apply for.</Trans>
            </Text>
            <Anchor href={siteHref('/career', language)} mt="xs">
              <Trans>Careers at Lato</Trans>
            </Anchor>
          </Card>
        ) : (
          <Card withBorder padding="lg">
            <ApplicationForm positions={data.positions} chosen={data.chosen} />
          </Card>
        )}
      </Container>
    </>
  );
}
