import { useRef } from 'react';
import { Box, Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconArrowUp } from '@tabler/icons-react';

/**
 * "Show updates" over the top of a list whose refreshed rows wait because they would move under
 * the reader. It takes no room, so the list does not move when it comes, and stays in sight under
 * the header as the page scrolls; screen readers hear it come. Once clicked, the keyboard stays at
 * the top of the list rather than falling back to the page's start.
 */
export function UpdatesPill({ shown, onShow }: { shown: boolean; onShow(): void }) {
  const place = useRef<HTMLDivElement>(null);
  return (
    <Box
      ref={place}
      role="status"
      tabIndex={-1}
      pos="sticky"
      h={0}
      style={{
        top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-xs))',
        zIndex: 12,
        display: 'flex',
        justifyContent: 'center',
        outline: 'none',
      }}
    >
      {shown && (
        <Button
          size="compact-sm"
          radius="xl"
          leftSection={<IconArrowUp size={14} aria-hidden />}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          onClick={() => {
            onShow();
            place.current?.focus();
          }}
        >
          <Trans>Show updates</Trans>
        </Button>
      )}
    </Box>
  );
}
