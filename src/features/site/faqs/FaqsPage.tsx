import { useEffect, useMemo, useState } from 'react';
import { Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLink, IconSearch } from '@tabler/icons-react';
import type { FaqCategory } from '@/api/contract/site-content';
import { matchesAllWords } from '@/api/contract/text-search';
import type { SitePageProps } from '@/api/contract/site-pages';
import { PageHeading } from '@/features/site/PageHeading';
import { RichText } from '@/features/site/RichText';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import classes from './faqs.module.css';

/** An answer's words without its markup (the server sanitised it: tags are all there is to remove). */
const plainOf = (html: string) => html.replace(/<[^>]+>/g, ' ');

function filtered(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  return categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => matchesAllWords([entry.question, plainOf(entry.answer)], query)),
    }))
    .filter((category) => category.entries.length > 0);
}

/** Opens the answer the address points at (`/faqs#slug`), as a shared link promises. */
function useOpenLinkedAnswer() {
  useEffect(() => {
    const open = () => {
      const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.scrollIntoView();
      }
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}

export function FaqsPage({ data }: SitePageProps<'faqs'>) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  // The server already searched for `?q=` (so the page reads the same without JavaScript); typing
  // narrows what is shown at once, and Enter asks the server again.
  const [query, setQuery] = useState(data.query);
  const categories = useMemo(() => filtered(data.categories, query), [data.categories, query]);
  const count = categories.reduce((sum, category) => sum + category.entries.length, 0);
  useOpenLinkedAnswer();

  return (
    <>
      <PageHeading
        size="md"
        title={<Trans>Frequently asked questions</Trans>}
        lead={<Trans>How Lato AI, our projects and billing work, in short answers.</Trans>}
      />
      <Container size="md">
        <form action="/faqs" method="get" role="search">
          {language !== 'en' ? <input type="hidden" name="lang" value={language} /> : null}
          <Group align="flex-end" gap="sm">
            <TextInput
              name="q"
              type="search"
              label={t`Search the questions`}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default">
              <Trans>Search</Trans>
            </Button>
          </Group>
        </form>
        <Text size="sm" c="dimmed" mt="xs" role="status">
          {query.trim() === '' ? null : count === 0 ? <Trans>No question matches “{query}”.</Trans> : <Trans>{count} answers match.</Trans>}
        </Text>
        <Stack gap="xl" mt="lg">
          {categories.map((category) => (
            <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
              <Title order={2} size="h3" id={`category-${category.slug}`} mb="sm">
                {category.name}
              </Title>
              <Stack gap="xs">
                {category.entries.map((entry) => (
                  <details key={entry.slug} id={entry.slug} className={classes.entry}>
                    <summary className={classes.question}>{entry.question}</summary>
                    <div className={classes.answer}>
                      <RichText html={entry.answer} />
                      <Anchor href={siteHref('/faqs', language, { hash: entry.slug })} size="sm">
                        <Group gap={4} component="span">
                          <IconLink size={14} aria-hidden />
                          <Trans>Link to this answer</Trans>
                        </Group>
                      </Anchor>
                    </div>
                  </details>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
        {data.categories.length === 0 && data.query === '' ? (
          <Text c="dimmed">
            <Trans>There are no questions here yet.</Trans>
          </Text>
        ) : null}
      </Container>
    </>
  );
}
