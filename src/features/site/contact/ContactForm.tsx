import { Button, Checkbox, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormOutcome } from '@/features/site/FormOutcome';
import { Honeypot } from '@/features/site/Honeypot';
import { useSiteFrame } from '@/features/site/site-frame';
import { useSiteForm } from '@/features/site/use-site-form';

const EMPTY = { name: '', email: '', subject: '', message: '', consent: false, website: '' };
export type ContactValues = typeof EMPTY;

/** The contact form: kept as an inquiry that staff answer by e-mail; the sender gets an acknowledgement. */
export function ContactForm() {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { values, set, errors, problem, sending, sent, submit } = useSiteForm(
    EMPTY,
    async (form) => (await import('@/features/site/contact/send-inquiry')).sendInquiry(form, language),
    t`Your message could not be sent. Please try again.`,
  );

  if (sent)
    return (
      <FormOutcome sent problem={null}>
        <Trans>Thank you. Your message is with us, and a confirmation is on its way to your inbox.</Trans>
      </FormOutcome>
    );

  return (
    <form method="post" onSubmit={submit} noValidate>
      <Stack gap="md">
        <noscript>
          <Text c="dimmed" size="sm">
            <Trans>Sending this form needs JavaScript. You can also write to any of our offices below.</Trans>
          </Text>
        </noscript>
        <TextInput
          label={t`Your name`}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label={t`Subject`}
          name="subject"
          required
          value={values.subject}
          onChange={(event) => set('subject', event.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          label={t`Message`}
          name="message"
          required
          autosize
          minRows={5}
          value={values.message}
          onChange={(event) => set('message', event.currentTarget.value)}
          error={errors.message}
        />
        <Checkbox
          name="consent"
          label={t`Lato may keep my message and e-mail address to answer me.`}
          checked={values.consent}
          onChange={(event) => set('consent', event.currentTarget.checked)}
          error={errors.consent}
        />
        <Honeypot value={values.website} onChange={(value) => set('website', value)} />
        <FormOutcome sent={false} problem={problem}>
          {null}
        </FormOutcome>
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send message</Trans>
        </Button>
      </Stack>
    </form>
  );
}
