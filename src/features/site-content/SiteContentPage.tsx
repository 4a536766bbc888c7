import { Stack, Tabs, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { FaqTab } from './FaqTab';
import { OfficesTab } from './OfficesTab';
import type { SiteContentTab } from './site-content-search';
import { TestimonialsTab } from './TestimonialsTab';

/**
 * /dashboard/site-content: what the public site says, in English and Spanish: the FAQ, the
 * testimonials of the About page and the offices of the Contact page. The tab is in the address,
 * so a link or a reload opens the same one.
 */
export function SiteContentPage({ tab, onTab }: { tab: SiteContentTab; onTab(tab: SiteContentTab): void }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Site content</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>What the public pages show, in English and Spanish. Changes appear on the site as soon as they are saved.</Trans>
        </Text>
      </Stack>
      {/* Only the open tab is drawn: each reads its own list when it opens. */}
      <Tabs value={tab} onChange={(value) => value && onTab(value as SiteContentTab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="faq">
            <Trans>FAQ</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="testimonials">
            <Trans>Testimonials</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="offices">
            <Trans>Offices</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="faq">
          <FaqTab />
        </Tabs.Panel>
        <Tabs.Panel value="testimonials">
          <TestimonialsTab />
        </Tabs.Panel>
        <Tabs.Panel value="offices">
          <OfficesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
