import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PositionAdmin } from '@/api/contract/careers';
import { useFormat } from '@/ui/format';
import { positionQuery } from './careers-queries';
import { DeletePositionDialog } from './DeletePositionDialog';
import { PositionForm } from './PositionForm';
import { PositionStatusBadge } from './PositionStatusBadge';
import { usePositionActions } from './use-position-actions';

function FormFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/dashboard/careers" size="sm">
          <Trans>Positions</Trans>
        </Anchor>
      </Breadcrumbs>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** /dashboard/careers/positions/new: a new position, kept as a draft. */
export function NewPositionPage() {
  return (
    <FormFrame title={<Trans>New position</Trans>}>
      <PositionForm />
    </FormFrame>
  );
}

/** A position's status, what it means on the site, and the step it can take next; its deletion while no one has applied. */
function PositionStatusBar({ position, title }: { position: PositionAdmin; title: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const actions = usePositionActions();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const published = position.published_at && format.date(position.published_at);
  const applied = position.applications.total;

  const change = async (status: 'open' | 'closed') => {
    setBusy(true);
    setFailure(await actions.setStatus(position, status));
    setBusy(false);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <PositionStatusBadge status={position.status} />
        <Text size="sm" c="dimmed">
          {position.status === 'draft' ? (
            <Trans>Not on the site until it is published.</Trans>
          ) : published ? (
            <Trans>Published on {published}.</Trans>
          ) : null}{' '}
          {applied > 0 && <Trans>{applied} applied.</Trans>}
        </Text>
        {position.status === 'open' && (
          <Anchor href={`/career/${position.slug}`} target="_blank" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <Trans>View on the site</Trans>
              <IconExternalLink size={14} aria-label={t`(opens in a new tab)`} />
            </Group>
          </Anchor>
        )}
      </Group>
      <Group gap="sm">
        {position.status === 'open' ? (
          <Button variant="default" loading={busy} onClick={() => void change('closed')}>
            <Trans>Close position</Trans>
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void change('open')}>
            {position.status === 'draft' ? <Trans>Publish</Trans> : <Trans>Reopen</Trans>}
          </Button>
        )}
        {applied === 0 && (
          <Button variant="subtle" color="red" onClick={() => setDeleting(true)} disabled={busy}>
            <Trans>Delete</Trans>
          </Button>
        )}
      </Group>
      {failure && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel={t`Dismiss`} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <DeletePositionDialog
        title={title}
        opened={deleting}
        onDelete={async () => {
          const failed = await actions.remove(position);
          if (!failed) await navigate({ to: '/dashboard/careers', ignoreBlocker: true });
          return failed;
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}

/** /dashboard/careers/positions/{id}: a position's status and the steps it can take, and its form. */
export function EditPositionPage({ positionId }: { positionId: number }) {
  const { i18n } = useLingui();
  const { data: position } = useSuspenseQuery(positionQuery(positionId));
  const title = i18n.locale === 'es' ? position.title_es : position.title_en;
  return (
    <FormFrame title={<bdi>{title}</bdi>}>
      <PositionStatusBar position={position} title={title} />
      <PositionForm key={position.id} position={position} />
    </FormFrame>
  );
}
