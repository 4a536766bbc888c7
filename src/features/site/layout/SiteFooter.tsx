import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CAPABILITIES } from '@/features/site/about/capabilities';
import { siteHref } from '@/features/site/site-links';
import { useSiteFrame } from '@/features/site/site-frame';
import { DisplayChoices } from './DisplayChoices';
import { LatoMark } from './LatoMark';
import classes from './site.module.css';

interface FooterLink {
  label: MessageDescriptor;
  path: string;
  hash?: string;
}

/** The spec's Explore column. There is no blog: its place goes to Careers. */
const EXPLORE: readonly FooterLink[] = [
  { label: msg`Docs and FAQs`, path: '/faqs' },
  { label: msg`Pricing`, path: '/pricing' },
  { label: msg`Products`, path: '/products' },
  { label: msg`Integrations`, path: '/about-us', hash: 'integration' },
  { label: msg`Careers`, path: '/career' },
  { label: msg`About`, path: '/about-us' },
];

const capabilityLinks = (column: 'product' | 'features'): FooterLink[] =>
  CAPABILITIES.filter((capability) => capability.column === column).map(({ title, id }) => ({ label: title, path: '/about-us', hash: id }));

function LinkColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  return (
    <Box component="nav" aria-label={title}>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <ul className={classes.footerLinks}>
        {links.map((link) => (
          <li key={`${link.path}#${link.hash ?? ''}`}>
            <Anchor href={siteHref(link.path, language, { hash: link.hash })} size="sm" c="dimmed" underline="hover">
              {t(link.label)}
            </Anchor>
          </li>
        ))}
      </ul>
    </Box>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  const { year } = useSiteFrame();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Group gap={8}>
              <LatoMark size={24} />
              <Text fw={800}>Lato</Text>
            </Group>
            <Text size="sm" c="dimmed">
              <Trans>
                Lato is a cloud platform for agencies and their clients: projects run in phases and tasks, and an AI assistant that answers
                each business's calls and text messages.
              </Trans>
            </Text>
          </Stack>
          <LinkColumn title={t`Product`} links={capabilityLinks('product')} />
          <LinkColumn title={t`Features`} links={capabilityLinks('features')} />
          <LinkColumn title={t`Explore`} links={EXPLORE} />
        </SimpleGrid>
        <Group justify="space-between" mt="xl" gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>© {year} Lato. All rights reserved.</Trans>
          </Text>
          <DisplayChoices />
        </Group>
      </Container>
    </Box>
  );
}
