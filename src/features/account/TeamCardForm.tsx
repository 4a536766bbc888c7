import { useState } from 'react';
import { Anchor, Button, Group, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconExternalLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { TEAM_BIO_MAX, TEAM_TITLE_MAX, teamProfileFields, type TeamProfile } from '@/api/contract/site-content';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages, type FieldMessages } from '@/api/errors';
import { focusFirstError } from '@/ui/focus-first-error';
import { showToast } from '@/ui/toast';
import { useFlipInRtl } from '@/ui/use-flip-in-rtl';
import { teamCardApi } from './team-card-api';
import { teamCardQuery } from './team-card-queries';

const SAVE_FAILED = msg`Could not save your public profile. Please try again.`;

/** What the form says for each check, the browser's and the server's alike. */
const TEAM_CARD_MESSAGES: FieldMessages = {
  fields: { title_en: { required: msg`Write your title in English to be shown on the About page.` } },
};

type TextField = Exclude<keyof TeamProfile, 'shown'>;

/** The card's switch, titles and bios in English and Spanish, saved together. */
export function TeamCardForm({ card }: { card: TeamProfile }) {
  const { t, i18n } = useLingui();
  const flip = useFlipInRtl();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const form = useForm<TeamProfile>({
    mode: 'controlled',
    initialValues: card,
    validate: (values) => checkFields(teamProfileFields, values, TEAM_CARD_MESSAGES),
  });

  const save = async (values: TeamProfile) => {
    setSaving(true);
    try {
      const saved = await teamCardApi.save(values);
      queryClient.setQueryData(teamCardQuery.queryKey, saved);
      // The server keeps the texts trimmed: the fields show them as the page will.
      form.setValues(saved);
      form.resetDirty(saved);
      showToast({
        color: 'teal',
        message: saved.shown
          ? t`Your public profile is saved and shown on the About page.`
          : t`Your public profile is saved. You are not shown on the About page.`,
      });
    } catch (failure) {
      const said = fieldErrorMessages(failure, TEAM_CARD_MESSAGES);
      const onFields = Object.fromEntries(Object.entries(said).filter(([field]) => field in values));
      form.setErrors(onFields);
      if (Object.keys(onFields).length > 0) focusFirstError();
      else showToast({ color: 'red', message: Object.values(said)[0] ?? errorMessage(failure, SAVE_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  /** A text in one language, with its count of characters against the contract's limit under it. */
  const text = (field: TextField, max: number) => {
    const used = form.values[field].length;
    return {
      ...form.getInputProps(field),
      maxLength: max,
      // The description is the one the input is described by: the count is read out with the field.
      description: t`${used} of ${max} characters`,
      inputWrapperOrder: ['label', 'input', 'error', 'description'] as ('label' | 'input' | 'error' | 'description')[],
      descriptionProps: { ta: 'end' as const },
      lang: field.endsWith('_es') ? 'es' : 'en',
      dir: 'auto',
    };
  };

  // The public site's English is at the plain address, its Spanish at `?lang=es`.
  const aboutPage = i18n.locale === 'es' ? '/about-us?lang=es' : '/about-us';

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values), focusFirstError)}>
      <Stack gap="md">
        <Switch label={t`Show me on the About page`} {...form.getInputProps('shown', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Title in English`} required={form.values.shown} {...text('title_en', TEAM_TITLE_MAX)} />
          <TextInput label={t`Title in Spanish`} {...text('title_es', TEAM_TITLE_MAX)} />
          <Textarea label={t`Short bio in English`} autosize minRows={3} {...text('bio_en', TEAM_BIO_MAX)} />
          <Textarea label={t`Short bio in Spanish`} autosize minRows={3} {...text('bio_es', TEAM_BIO_MAX)} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          <Trans>Where a Spanish text is left empty, the Spanish page shows the English one.</Trans>
        </Text>
        <Group justify="space-between" wrap="wrap">
          <Anchor href={aboutPage} target="_blank" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <Trans>See the About page</Trans>
              <IconExternalLink size={14} style={flip} aria-label={t`(opens in a new tab)`} />
            </Group>
          </Anchor>
          <Button type="submit" loading={saving}>
            <Trans>Save public profile</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
