import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';

/**
 * Calls `onVisible` once it is seen (or nearly): the end of a list that loads more as the reader
 * scrolls. Mount it anew for each page, after that page is on screen, so that what it reports is
 * where the list ends now, not where it ended while it was empty.
 */
export function ComesIntoView({ onVisible }: { onVisible(): void }) {
  const { ref, entry } = useIntersection({ rootMargin: '300px' });
  const inView = entry?.isIntersecting ?? false;
  useEffect(() => {
    if (inView) onVisible();
  }, [inView, onVisible]);
  return <Box ref={ref} h={1} w="100%" aria-hidden />;
}
