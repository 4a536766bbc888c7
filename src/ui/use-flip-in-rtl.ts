import type { CSSProperties } from 'react';
import { useDirection } from '@mantine/core';

/** The style that turns an icon pointing "forward" (send, back) round when the page reads right to left. */
export function useFlipInRtl(): CSSProperties | undefined {
  const { dir } = useDirection();
  return dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
}
