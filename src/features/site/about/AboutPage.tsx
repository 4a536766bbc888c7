import { Avatar, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '@/features/site/PageHeading';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import type { SitePageProps } from '@/api/contract/site-pages';
import { CAPABILITIES } from './capabilities';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function Counters({ counters }: { counters: SitePageProps<'about'>['data']['counters'] }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const number = new Intl.NumberFormat(language);
  const figures = [
    { value: counters.clients, label: t`client businesses` },
    { value: counters.projects_delivered, label: t`projects delivered` },
    { value: counters.calls_answered, label: t`calls answered by Lato AI` },
  ];
  return (
    <Container size="lg" py="lg">
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'lg' }}>
        {figures.map((figure) => (
          <Card key={figure.label} withBorder padding="md">
            <Text fz={{ base: 26, sm: 36 }} fw={800}>
              {number.format(figure.value)}
            </Text>
            <Text c="dimmed" size="sm">
              {figure.label}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}

export function AboutPage({ data }: SitePageProps<'about'>) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  return (
    <>
      <PageHeading
        title={<Trans>We build software for businesses, and answer their phones</Trans>}
        lead={
          <Trans>
            Lato is an agency and a platform. We run our clients' projects in the open, phase by phase, and Lato AI, our phone assistant,
            answers their calls and text messages day and night.
          </Trans>
        }
      />
      <Counters counters={data.counters} />
      <Container size="lg" py="xl" component="section" aria-labelledby="what-lato-does">
        <Title order={2} id="what-lato-does" mb="lg">
          <Trans>What Lato does</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {CAPABILITIES.map((capability) => (
            <Card key={capability.id} id={capability.id} withBorder padding="lg" component="article">
              <Title order={3} size="h4" mb={6}>
                {t(capability.title)}
              </Title>
              <Text size="sm">{t(capability.text)}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      {data.team.length > 0 ? (
        <Container size="lg" py="xl" component="section" aria-labelledby="team">
          <Title order={2} id="team" mb="lg">
            <Trans>The team</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {data.team.map((member) => (
              <Card key={member.id} withBorder padding="lg" component="article">
                <Group wrap="nowrap" align="flex-start">
                  <Avatar src={member.avatar} alt="" size={64} radius="xl" color="indigo">
                    {initialsOf(member.name)}
                  </Avatar>
                  <Stack gap={4}>
                    <Title order={3} size="h4">
                      {member.name}
                    </Title>
                    <Text size="sm" fw={600} c="dimmed">
                      {member.title}
                    </Text>
                    <Text size="sm">{member.bio}</Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      ) : null}
      {data.testimonials.length > 0 ? (
        <Container size="lg" py="xl" component="section" aria-labelledby="testimonials">
          <Title order={2} id="testimonials" mb="lg">
            <Trans>What our clients say</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {data.testimonials.map((testimonial) => (
              <Card key={testimonial.id} withBorder padding="lg" component="figure" m={0}>
                <Text component="blockquote" m={0} size="lg">
                  “{testimonial.quote}”
                </Text>
                <Text component="figcaption" size="sm" mt="md" fw={600}>
                  {testimonial.author_name}
                  <Text component="span" size="sm" fw={400} c="dimmed">
                    {' · '}
                    {testimonial.author_role}, {testimonial.company}
                  </Text>
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      ) : null}
      <Container size="lg" py="xl">
        <Card withBorder padding="xl">
          <Title order={2} size="h3">
            <Trans>Tell us about your business</Trans>
          </Title>
          <Text mt="xs" mb="md">
            <Trans>We answer every message within one working day.</Trans>
          </Text>
          <Button component="a" href={siteHref('/contact-us', language)}>
            <Trans>Contact us</Trans>
          </Button>
        </Card>
      </Container>
    </>
  );
}
