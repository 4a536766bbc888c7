import { Badge, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_CONTENT_FAILURES } from './failure';
import { OrderedListTab } from './OrderedListTab';
import { siteContentApi } from './site-content-api';
import { testimonialsQuery } from './site-content-queries';
import { TestimonialModal } from './TestimonialModal';

/** The testimonials tab: the clients' words the About page shows, in its order; drafts are kept here only. */
export function TestimonialsTab() {
  const { t } = useLingui();
  return (
    <OrderedListTab
      query={testimonialsQuery}
      reorder={siteContentApi.reorderTestimonials}
      remove={siteContentApi.deleteTestimonial}
      loadFailure={SITE_CONTENT_FAILURES.testimonials}
      newLabel={<Trans>New testimonial</Trans>}
      empty={<Trans>No testimonial yet.</Trans>}
      testId="testimonials-table"
      head={
        <>
          <Table.Th>
            <Trans>Who</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Quote</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Status</Trans>
          </Table.Th>
        </>
      }
      renderCells={(row) => (
        <>
          <Table.Td>
            <Text fw={500} dir="auto">
              {row.author_name}
            </Text>
            <Text size="sm" c="dimmed" dir="auto">
              {row.author_role}, {row.company}
            </Text>
          </Table.Td>
          <Table.Td maw={420}>
            <Text size="sm" lineClamp={2} dir="auto">
              {row.quote_en}
            </Text>
          </Table.Td>
          <Table.Td>
            {row.published ? (
              <Badge color="teal" variant="light">
                <Trans>Published</Trans>
              </Badge>
            ) : (
              <Badge color="gray" variant="light">
                <Trans>Draft</Trans>
              </Badge>
            )}
          </Table.Td>
        </>
      )}
      nameOf={(row) => row.author_name}
      renderModal={(editing, onClose) => <TestimonialModal editing={editing && { testimonial: editing.row }} onClose={onClose} />}
      deleteTitle={t`Delete this testimonial?`}
      renderDeleteBody={(deletingName) => (
        <Trans>The words of {deletingName} will be deleted and disappear from the About page. This cannot be undone.</Trans>
      )}
    />
  );
}
