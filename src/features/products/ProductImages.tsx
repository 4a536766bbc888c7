import { useState } from 'react';
import { ActionIcon, AspectRatio, Card, Group, Image, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import {
  PRODUCT_IMAGES_MAX,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  type ProductAdmin,
  type ProductImage,
} from '@/api/contract/shop';
import { showToast } from '@/ui/toast';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import { PRODUCT_FAILURES } from './failure';
import { refusalOf } from './product-refusal';
import { productsApi } from './products-api';
import { useProductActions } from './use-product-actions';
import '@mantine/dropzone/styles.css';

const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

/** The drop area for more pictures: checked here as the server checks them (type, size, how many), sent at once, with its progress. */
function AddPictures({ product, name }: { product: ProductAdmin; name: string }) {
  const { t } = useLingui();
  const { kept } = useProductActions();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const room = PRODUCT_IMAGES_MAX - product.images.length;

  const upload = async (files: File[]) => {
    setFailure(null);
    setProgress(0);
    try {
      const saved = await productsApi.addImages(product.id, files, (sent, total) => setProgress(total > 0 ? (sent / total) * 100 : 0));
      kept(saved);
      const added = files.length;
      showToast({ color: 'teal', message: plural(added, { one: `Added # picture to ${name}.`, other: `Added # pictures to ${name}.` }) });
    } catch (error) {
      setFailure(refusalOf(error, PRODUCT_FAILURES.upload));
    } finally {
      setProgress(null);
    }
  };

  const rejected = (rejections: FileRejection[]) => {
    const names = rejections.map((rejection) => rejection.file.name).join(', ');
    const codes = new Set(rejections.flatMap((rejection) => rejection.errors.map((error) => error.code)));
    if (codes.has('too-many-files')) setFailure(t`A product has at most ${PRODUCT_IMAGES_MAX} pictures: add at most ${room} more.`);
    else if (codes.has('file-too-large')) setFailure(t`Too large (at most ${MAX_MB} MB each): ${names}`);
    else setFailure(t`Use PNG, JPEG or WebP pictures: ${names}`);
  };

  if (room <= 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>This product has {PRODUCT_IMAGES_MAX} pictures, the most it can have: delete one to add another.</Trans>
      </Text>
    );
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void upload(files)}
        onReject={rejected}
        maxSize={PRODUCT_IMAGE_MAX_BYTES}
        maxFiles={room}
        accept={[...PRODUCT_IMAGE_TYPES]}
        multiple
        loading={progress !== null}
        aria-label={t`Add pictures`}
        inputProps={{ 'aria-label': t`Pictures to add` } as never}
        p="md"
      >
        <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
          <IconPhotoUp size={32} stroke={1.5} aria-hidden />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              <Trans>Drop pictures here or click to choose</Trans>
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>
                Up to {room} more: PNG, JPEG or WebP, {MAX_MB} MB each
              </Trans>
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {progress !== null && <Progress value={progress} size="sm" aria-label={t`Uploading the pictures`} />}
      {failure && (
        <Text size="sm" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A product's pictures, the first its cover: each can be deleted (after asking), and more added
 * by dropping them, up to the most a product has.
 */
export function ProductImages({ product, name }: { product: ProductAdmin; name: string }) {
  const { t } = useLingui();
  const { kept } = useProductActions();
  const [deleting, setDeleting] = useState<{ image: ProductImage; n: number } | null>(null);

  const remove = async (image: ProductImage) => {
    try {
      kept(await productsApi.removeImage(product.id, image.id));
      showToast({ color: 'teal', message: t`Deleted the picture.` });
      return null;
    } catch (error) {
      return { message: refusalOf(error, PRODUCT_FAILURES.deleteImage) };
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="product-pictures">
      <Stack gap="md">
        <Title order={2} fz="h4" id="product-pictures">
          <Trans>Pictures</Trans>
        </Title>
        {product.images.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No pictures yet. The first one is the product’s cover in the shop.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {product.images.map((image, index) => {
              const n = index + 1;
              return (
                <Stack key={image.id} component="li" gap={4}>
                  <AspectRatio ratio={4 / 3}>
                    <Image src={image.url} alt={image.alt || name} radius="sm" fit="cover" />
                  </AspectRatio>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="xs" c="dimmed">
                      {index === 0 ? <Trans>Cover</Trans> : <Trans>Picture {n}</Trans>}
                    </Text>
                    <ActionIcon variant="subtle" color="red" aria-label={t`Delete picture ${n}`} onClick={() => setDeleting({ image, n })}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
        <AddPictures product={product} name={name} />
      </Stack>
      <ConfirmDeleteDialog
        title={t`Delete this picture?`}
        message={<Trans>It is taken off the product’s page in the shop for good.</Trans>}
        confirmLabel={t`Delete picture`}
        opened={deleting !== null}
        onDelete={() => remove(deleting!.image)}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}
