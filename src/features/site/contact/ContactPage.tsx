import { Anchor, Card, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { ContactForm } from './ContactForm';

export function ContactPage({ data }: SitePageProps<'contact'>) {
  return (
    <>
      <PageHeading
        title={<Trans>Contact us</Trans>}
        lead={
          <Trans>
            A question about a project, about Lato AI or about working with us: write to us and we answer within one working day.
          </Trans>
        }
      />
      <Container size="lg">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="lg" component="section" aria-labelledby="write-to-us">
              <Title order={2} size="h3" id="write-to-us" mb="md">
                <Trans>Write to us</Trans>
              </Title>
              <ContactForm />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <section aria-labelledby="sales">
                <Title order={2} size="h3" id="sales" mb="xs">
                  <Trans>Plans and pricing</Trans>
                </Title>
                <Text>
                  <Trans>Tell us how many numbers you need and how many calls they take; we send a quote for a plan that fits.</Trans>
                </Text>
              </section>
              <section aria-labelledby="offices">
                <Title order={2} size="h3" id="offices" mb="xs">
                  <Trans>Our offices</Trans>
                </Title>
                <Stack gap="sm">
                  {data.offices.map((office) => (
                    <Card key={office.id} withBorder padding="md" component="address" style={{ fontStyle: 'normal' }}>
                      <Text fw={700}>{office.name}</Text>
                      <Text size="sm">{office.address}</Text>
                      <Text size="sm">
                        {office.city}, {office.country}
                      </Text>
                      {/* Each on a line of its own, tall enough to tap (WCAG 2.5.8: 24 px). */}
                      {office.phone ? (
                        <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} size="sm" dir="ltr" display="block" py={4}>
                          {office.phone}
                        </Anchor>
                      ) : null}
                      {office.email ? (
                        <Anchor href={`mailto:${office.email}`} size="sm" display="block" py={4}>
                          {office.email}
                        </Anchor>
                      ) : null}
                    </Card>
                  ))}
                </Stack>
              </section>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
