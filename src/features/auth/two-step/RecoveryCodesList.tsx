import { Button, CopyButton, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { saveFile } from '@/ui/save-file';

/** Recovery codes, shown once: to copy, or to save as a text file. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const { t } = useLingui();
  const text = codes.join('\n');
  return (
    <>
      <Text size="sm">
        <Trans>
          Each code signs you in once if your authenticator app is not at hand. Keep them somewhere safe, apart from your phone: they are
          shown only now.
        </Trans>
      </Text>
      <Paper withBorder p="sm" radius="sm">
        <SimpleGrid
          component="ul"
          cols={2}
          spacing="xs"
          verticalSpacing={4}
          aria-label={t`Recovery codes`}
          dir="ltr"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" size="sm">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
              {copied ? t`Copied` : t`Copy`}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => saveFile(new Blob([`${text}\n`], { type: 'text/plain' }), 'lato-recovery-codes.txt')}
        >
          {t`Download`}
        </Button>
      </Group>
    </>
  );
}
