import type { ReactNode } from 'react';
import { Container, Text, Title } from '@mantine/core';

/** A public page's own heading and the sentence under it, the same on every page. */
export function PageHeading({ title, lead, size = 'lg' }: { title: ReactNode; lead?: ReactNode; size?: 'md' | 'lg' }) {
  return (
    <Container size={size} pt={48} pb="lg">
      <Title order={1} maw={760}>
        {title}
      </Title>
      {lead ? (
        <Text size="lg" c="dimmed" mt="md" maw={760}>
          {lead}
        </Text>
      ) : null}
    </Container>
  );
}
