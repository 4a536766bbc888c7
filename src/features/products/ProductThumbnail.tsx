import { Center, Image, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ProductImage } from '@/api/contract/shop';

/**
 * A product's cover, small, beside its name: decorative (the name says what it is), so it has
 * no text of its own; a product with no picture shows a neutral icon.
 */
export function ProductThumbnail({ image, size = 40 }: { image: ProductImage | null; size?: number }) {
  if (!image)
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="sm" aria-hidden>
        <IconPhoto size={size / 2} />
      </ThemeIcon>
    );
  return (
    <Center w={size} h={size} style={{ flexShrink: 0 }}>
      <Image src={image.url} alt="" w={size} h={size} radius="sm" fit="cover" loading="lazy" />
    </Center>
  );
}
