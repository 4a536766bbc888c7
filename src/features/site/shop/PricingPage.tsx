import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PricingBilling, SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { AddOnCard } from './AddOnCard';
import { ComparisonTable } from './ComparisonTable';
import { PlanCard } from './PlanCard';
import classes from './shop.module.css';

/** Monthly or yearly: two links, so the choice is in the address and works without a script. */
function BillingSwitch({ billing }: { billing: PricingBilling }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const choices: { value: PricingBilling; label: string }[] = [
    { value: 'month', label: t`Monthly` },
    { value: 'year', label: t`Yearly` },
  ];
  return (
    <nav aria-label={t`Billing period`} className={classes.segmented}>
      {choices.map((choice) => (
        <a
          key={choice.value}
          href={siteHref('/pricing', language, choice.value === 'year' ? { search: { billing: 'year' } } : {})}
          className={classes.segment}
          aria-current={choice.value === billing ? 'page' : undefined}
        >
          {choice.label}
        </a>
      ))}
    </nav>
  );
}

/** The plans side by side, their comparison, and the add-ons, each with a button that puts it in the cart. */
export function PricingPage({ data }: SitePageProps<'pricing'>) {
  const { language } = useSiteFrame();
  return (
    <>
      <PageHeading
        title={<Trans>Pricing</Trans>}
        lead={
          <Trans>
            One plan per business: Lato AI answers your numbers, with call minutes and text messages included. Add more when you need it.
          </Trans>
        }
      />
      <Container size="lg">
        {data.plans.length === 0 ? (
          <Card withBorder padding="lg">
            <Text>
              <Trans>Our plans are being prepared. Tell us what you need and we send you a quote.</Trans>
            </Text>
            <Anchor href={siteHref('/contact-us', language)} mt="xs">
              <Trans>Contact us</Trans>
            </Anchor>
          </Card>
        ) : (
          <Stack gap="xl">
            <Group justify="center">
              <BillingSwitch billing={data.billing} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: Math.min(data.plans.length, 2), md: Math.min(data.plans.length, 3) }} spacing="lg">
              {data.plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} billing={data.billing} />
              ))}
            </SimpleGrid>
            <ComparisonTable plans={data.plans} />
          </Stack>
        )}
        {data.addOns.length > 0 ? (
          <section aria-labelledby="add_ons">
            <Title order={2} id="add_ons" mt={48} mb="xs">
              <Trans>Add-ons</Trans>
            </Title>
            <Text c="dimmed" mb="lg">
              <Trans>More numbers, minutes or messages for the plan you run, billed monthly with it.</Trans>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {data.addOns.map((addOn) => (
                <AddOnCard key={addOn.id} addOn={addOn} />
              ))}
            </SimpleGrid>
          </section>
        ) : null}
        {/* The link stands as its own line: set inside the sentence, it would be told apart from it by colour alone in the dark theme. */}
        <Stack gap={4} mt="xl">
          <Text>
            <Trans>Need a website or a launch campaign?</Trans>
          </Text>
          <Anchor href={siteHref('/products', language, { search: { kind: 'service' } })} display="block" w="fit-content">
            <Trans>See our services</Trans>
          </Anchor>
        </Stack>
      </Container>
    </>
  );
}
