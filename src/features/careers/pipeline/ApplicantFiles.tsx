import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconDownload, IconFile } from '@tabler/icons-react';
import type { ApplicationDetail } from '@/api/contract/careers';
import { problemOf } from '@/api/problem';
import { useSayProblem } from '@/i18n/use-say-problem';
import { useFormat, type Formatters } from '@/ui/format';
import { saveFile } from '@/ui/save-file';
import { showToast } from '@/ui/toast';
import { CvPreview } from './CvPreview';
import { pipelineApi } from './pipeline-api';

const DOWNLOAD_FAILED = msg`Could not download the file.`;

type StoredFile = ApplicationDetail['cv'];

function fileSize(bytes: number, format: Formatters): string {
  if (bytes < 1024) return `${format.number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${format.number(Math.round(bytes / 1024))} KB`;
  return `${format.number(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}

/** A file the applicant sent: its name and size, and a button that saves it under its name. */
function FileRow({ file, fetch }: { file: StoredFile; fetch(): Promise<{ blob: Blob; fileName?: string }> }) {
  const { t } = useLingui();
  const format = useFormat();
  const sayProblem = useSayProblem();
  const [downloading, setDownloading] = useState(false);
  const name = file.name;
  const download = async () => {
    setDownloading(true);
    try {
      const { blob, fileName } = await fetch();
      saveFile(blob, fileName ?? name);
    } catch (error) {
      showToast({ color: 'red', message: sayProblem(problemOf(error, DOWNLOAD_FAILED)) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Group gap="sm" wrap="nowrap">
      <IconFile size={20} aria-hidden style={{ flexShrink: 0 }} />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          <bdi>{name}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          <bdi>{fileSize(file.size, format)}</bdi>
        </Text>
      </Stack>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={downloading}
        onClick={() => void download()}
        aria-label={t`Download ${name}`}
      >
        <Trans>Download</Trans>
      </Button>
    </Group>
  );
}

/** The CV, shown in place and downloadable, and the cover letter, when one was sent. */
export function ApplicantFiles({ application }: { application: ApplicationDetail }) {
  const { id, cover_letter: letter } = application;
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        <Trans>CV</Trans>
      </Title>
      <FileRow file={application.cv} fetch={() => pipelineApi.cv(id)} />
      <CvPreview application={application} />
      <Title order={3} fz="md">
        <Trans>Cover letter</Trans>
      </Title>
      {letter ? (
        <FileRow file={letter} fetch={() => pipelineApi.coverLetter(id)} />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>No cover letter was sent.</Trans>
        </Text>
      )}
    </Stack>
  );
}
