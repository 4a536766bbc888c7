import { Center, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@/api/contract/careers';
import { problemOf } from '@/api/problem';
import { RetryAlert } from '@/ui/RetryAlert';
import { Spinner } from '@/ui/Spinner';
import { cvQuery } from './pipeline-queries';
import { useFramedPdf } from './use-framed-pdf';

const CV_FAILED = msg`Could not load the CV.`;

/**
 * The CV shown in place, in the browser's own PDF viewer. Its call needs the reader's token, which
 * a frame's address cannot carry: the file is fetched, then shown from the tab's memory. A Word
 * file has no viewer in the browser: it is downloaded instead.
 */
export function CvPreview({ application }: { application: ApplicationDetail }) {
  const { t } = useLingui();
  const pdf = application.cv.content_type === 'application/pdf';
  const file = useQuery({ ...cvQuery(application.id), enabled: pdf });
  const frame = useFramedPdf(file.data?.blob);
  const name = application.name;
  if (!pdf) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>This CV is a Word document, which cannot be shown here: download it to read it.</Trans>
      </Text>
    );
  }
  if (file.error) return <RetryAlert message={problemOf(file.error, CV_FAILED)} onRetry={() => void file.refetch()} />;
  if (!file.data) {
    return (
      <Center py={40}>
        <Spinner label={t`Loading`} />
      </Center>
    );
  }
  return (
    // Not sandboxed: a sandboxed frame may not open the browser's PDF viewer, and the frame holds
    // nothing but this PDF, from the tab's memory.
    // oxlint-disable-next-line react/iframe-missing-sandbox
    <iframe
      ref={frame}
      title={t`CV of ${name}`}
      data-testid="cv-preview"
      style={{ inlineSize: '100%', blockSize: '70vh', border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}
    />
  );
}
