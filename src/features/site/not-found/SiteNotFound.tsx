import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';

/** An address of the site with no page (yet): said inside the frame, with the ways on. */
export function SiteNotFound() {
  const { language } = useSiteFrame();
  return (
    <Container size="sm" py={80} ta="center">
      <Text fz={64} fw={800} c="dimmed" aria-hidden="true">
        404
      </Text>
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text c="dimmed" mt="sm">
        <Trans>There is no page at this address. It may have moved, or not be open yet.</Trans>
      </Text>
      <Group justify="center" mt="xl">
        <Button component="a" href={siteHref('/about-us', language)}>
          <Trans>About Lato</Trans>
        </Button>
        <Button component="a" href={siteHref('/contact-us', language)} variant="default">
          <Trans>Contact us</Trans>
        </Button>
      </Group>
    </Container>
  );
}
