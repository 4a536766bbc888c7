import { Anchor, Button, Container, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { RichText } from '@/features/site/RichText';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { PositionFacts } from './PositionFacts';

export function PositionPage({ data: position }: SitePageProps<'position'>) {
  const { language } = useSiteFrame();
  const applyHref = siteHref('/career/apply', language, { search: { position: position.slug } });
  return (
    <>
      <Container size="md" pt="lg">
        <Anchor href={siteHref('/career', language)} size="sm">
          <Trans>All open positions</Trans>
        </Anchor>
      </Container>
      <PageHeading title={position.title} />
      <Container size="md">
        <Stack gap="xl">
          <PositionFacts position={position} />
          <section aria-labelledby="the-role">
            <Title order={2} size="h3" id="the-role" mb="sm">
              <Trans>The role</Trans>
            </Title>
            <RichText html={position.description} />
          </section>
          <section aria-labelledby="requirements">
            <Title order={2} size="h3" id="requirements" mb="sm">
              <Trans>What we ask</Trans>
            </Title>
            <RichText html={position.requirements} />
          </section>
          <section aria-labelledby="offer">
            <Title order={2} size="h3" id="offer" mb="sm">
              <Trans>What we offer</Trans>
            </Title>
            <RichText html={position.offer} />
          </section>
          <Button component="a" href={applyHref} size="md" style={{ alignSelf: 'flex-start' }}>
            <Trans>Apply for this position</Trans>
          </Button>
        </Stack>
      </Container>
    </>
  );
}
