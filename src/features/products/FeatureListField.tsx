import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { PRODUCT_FEATURES_MAX, PRODUCT_FEATURE_MAX } from '@/api/contract/shop';
import type { ProductFormApi } from './use-product-form';

/**
 * A product's features in one language, in the order the shop lists them: each one written on its
 * own line, moved up or down and removed by buttons (no dragging, so a keyboard does it all).
 */
export function FeatureListField({ form, language, disabled }: { form: ProductFormApi; language: 'en' | 'es'; disabled: boolean }) {
  const { t } = useLingui();
  const path = `features_${language}` as const;
  const features = form.values[path];
  const error = form.errors[path] as string | undefined;
  const listId = `${path}-list`;
  return (
    <Input.Wrapper
      label={t({ message: 'Features', context: 'what a product offers' })}
      labelElement="div"
      labelProps={{ id: listId }}
      error={error}
    >
      <Stack gap="xs" mt={4} component="ol" aria-labelledby={listId} p={0} m={0} style={{ listStyle: 'none' }}>
        {features.length === 0 && (
          <Text size="sm" c="dimmed" component="li">
            <Trans>No features yet.</Trans>
          </Text>
        )}
        {features.map((_, index) => {
          const n = index + 1;
          return (
            // Features have no ids of their own: a line is its place in the list.
            <Group key={index} component="li" gap={4} wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t`Feature ${n}`}
                maxLength={PRODUCT_FEATURE_MAX}
                autoComplete="off"
                lang={language}
                disabled={disabled}
                style={{ flex: 1 }}
                {...form.getInputProps(`${path}.${index}`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t`Move feature ${n} up`}
                disabled={disabled || index === 0}
                onClick={() => form.reorderListItem(path, { from: index, to: index - 1 })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t`Move feature ${n} down`}
                disabled={disabled || index === features.length - 1}
                onClick={() => form.reorderListItem(path, { from: index, to: index + 1 })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t`Remove feature ${n}`}
                disabled={disabled}
                onClick={() => form.removeListItem(path, index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
      <Button
        variant="subtle"
        size="compact-sm"
        mt="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={disabled || features.length >= PRODUCT_FEATURES_MAX}
        onClick={() => form.insertListItem(path, '')}
      >
        <Trans>Add a feature</Trans>
      </Button>
    </Input.Wrapper>
  );
}
