import { useState } from 'react';
import { Button, Center, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconHelpCircle, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaqAdmin, FaqCategoryAdmin, FaqEntryAdmin } from '@/api/contract/site-content';
import { problemOf } from '@/api/problem';
import { failureMessage, SITE_CONTENT_FAILURES } from './failure';
import { ConfirmDelete } from './ConfirmDelete';
import { siteContentApi } from './site-content-api';
import { faqQuery, siteContentKeys } from './site-content-queries';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { FaqBoard } from './FaqBoard';
import { FaqCategoryModal, type CategoryEditing } from './FaqCategoryModal';
import { FaqEntryDrawer, type EntryEditing } from './FaqEntryDrawer';
import { useFaqMoves } from './use-faq-moves';

type Deleting = { kind: 'entry'; entry: FaqEntryAdmin } | { kind: 'category'; category: FaqCategoryAdmin };

/** The FAQ without one answer or one category, once the server has deleted it. */
function without(faq: FaqAdmin, deleted: Deleting): FaqAdmin {
  if (deleted.kind === 'category') return { categories: faq.categories.filter((c) => c.id !== deleted.category.id) };
  return {
    categories: faq.categories.map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => entry.id !== deleted.entry.id),
    })),
  };
}

function NoCategory() {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" maw={440} ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconHelpCircle size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>The FAQ has no category yet</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Create a category (billing, say), then add its questions and answers in English and Spanish.</Trans>
        </Text>
      </Stack>
    </Center>
  );
}

/**
 * The FAQ tab: the categories and their answers in the order the public page shows them, written
 * in a drawer, put in order by drag and drop or by each one's menu, and deleted after a confirmation.
 */
export function FaqTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const faq = useQuery(faqQuery);
  const moves = useFaqMoves();
  const [entryEditing, setEntryEditing] = useState<EntryEditing | null>(null);
  const [categoryEditing, setCategoryEditing] = useState<CategoryEditing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return null;
    try {
      if (deleting.kind === 'entry') await siteContentApi.deleteFaqEntry(deleting.entry.id);
      else await siteContentApi.deleteFaqCategory(deleting.category.id);
      queryClient.setQueryData<FaqAdmin>(siteContentKeys.faq, (current) => current && without(current, deleting));
      return null;
    } catch (error) {
      return failureMessage(error, SITE_CONTENT_FAILURES.delete);
    }
  };
  const deletingName = deleting?.kind === 'entry' ? deleting.entry.question_en : (deleting?.category.name_en ?? '');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          <Trans>
            Drafts are kept here and not shown on the public FAQ page. Each answer has its own link, which stays when it is reworded.
          </Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCategoryEditing({ category: null })}>
          <Trans>New category</Trans>
        </Button>
      </Group>
      {faq.error ? (
        <RetryAlert message={problemOf(faq.error, SITE_CONTENT_FAILURES.faq)} onRetry={() => void faq.refetch()} />
      ) : faq.isPending ? (
        <Center py={60}>
          <Spinner label={t`Loading`} />
        </Center>
      ) : faq.data.categories.length === 0 ? (
        <NoCategory />
      ) : (
        <FaqBoard
          faq={faq.data}
          onAddEntry={(category) => setEntryEditing({ category })}
          onEditEntry={(entry, category) => setEntryEditing({ category, entry })}
          onDeleteEntry={(entry) => setDeleting({ kind: 'entry', entry })}
          onRenameCategory={(category) => setCategoryEditing({ category })}
          onDeleteCategory={(category) => setDeleting({ kind: 'category', category })}
          onMoveEntry={(entryId, categoryId, index) => void moves.moveEntry(entryId, categoryId, index)}
          onMoveCategory={(categoryId, index) => void moves.moveCategory(categoryId, index)}
        />
      )}
      <FaqEntryDrawer editing={entryEditing} onClose={() => setEntryEditing(null)} />
      <FaqCategoryModal editing={categoryEditing} onClose={() => setCategoryEditing(null)} />
      <ConfirmDelete
        opened={deleting !== null}
        title={deleting?.kind === 'category' ? t`Delete this category?` : t`Delete this answer?`}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Trans>“{deletingName}” will be deleted in both languages and disappear from the public FAQ page. This cannot be undone.</Trans>
      </ConfirmDelete>
    </Stack>
  );
}
