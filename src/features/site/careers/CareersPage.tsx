import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { PositionFacts } from './PositionFacts';

export function CareersPage({ data }: SitePageProps<'careers'>) {
  const { language } = useSiteFrame();
  return (
    <>
      <PageHeading
        title={<Trans>Careers at Lato</Trans>}
        lead={
          <Trans>
            We are a small team building software for businesses and the AI that answers their phones. Come and build it with us.
          </Trans>
        }
      />
      <Container size="lg">
        <Title order={2} size="h3" mb="md">
          <Trans>Open positions</Trans>
        </Title>
        {data.positions.length === 0 ? (
          <Card withBorder padding="lg">
            <Text>
              <Trans>There are no open positions right now. Write to us anyway: we read every message.</Trans>
            </Text>
            <Anchor href={siteHref('/contact-us', language)} mt="xs">
              <Trans>Contact us</Trans>
            </Anchor>
          </Card>
        ) : (
          <Stack gap="md">
            {data.positions.map((position) => (
              <Card key={position.slug} withBorder padding="lg" component="article">
                <Title order={3} size="h4" mb="xs">
                  <Anchor href={siteHref(`/career/${position.slug}`, language)} inherit>
                    {position.title}
                  </Anchor>
                </Title>
                <PositionFacts position={position} />
              </Card>
            ))}
          </Stack>
        )}
      </Container>
    </>
  );
}
