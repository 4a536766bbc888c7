import { Button, Checkbox, Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PositionSummary } from '@/api/contract/careers';
import { FormOutcome } from '@/features/site/FormOutcome';
import { Honeypot } from '@/features/site/Honeypot';
import { useSiteFrame } from '@/features/site/site-frame';
import { useSiteForm } from '@/features/site/use-site-form';

const DOCUMENT_TYPES =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface ApplicationValues {
  position: string;
  name: string;
  email: string;
  phone: string;
  expected_salary: string;
  portfolio_url: string;
  consent: boolean;
  website: string;
}

/** A file field as the browser draws it: the one control every keyboard and screen reader knows. */
function DocumentField({
  name,
  label,
  required,
  error,
  description,
}: {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  description: string;
}) {
  const id = `application-${name}`;
  return (
    <Input.Wrapper id={id} label={label} required={required} error={error} description={description}>
      <input
        id={id}
        name={name}
        type="file"
        accept={DOCUMENT_TYPES}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        style={{ display: 'block', marginTop: 4 }}
      />
    </Input.Wrapper>
  );
}

/** The application form: a CV, a cover letter if they like, and how to reach them; confirmed by e-mail. */
export function ApplicationForm({ positions, chosen }: { positions: readonly PositionSummary[]; chosen: string | null }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const first = chosen && positions.some((position) => position.slug === chosen) ? chosen : positions[0]!.slug;
  const { values, set, errors, problem, sending, sent, submit } = useSiteForm<ApplicationValues>(
    { position: first, name: '', email: '', phone: '', expected_salary: '', portfolio_url: '', consent: false, website: '' },
    async (form, element) => {
      const files = new FormData(element);
      const { sendApplication } = await import('@/features/site/careers/send-application');
      return sendApplication(form, files.get('cv'), files.get('cover_letter'), language);
    },
    t`Your application could not be sent. Please try again.`,
  );
  const currency = positions.find((position) => position.slug === values.position)?.salary?.currency ?? 'EUR';

  if (sent)
    return (
      <FormOutcome sent problem={null}>
        <Trans>Thank you for applying. We have your application, and a confirmation is on its way to your inbox.</Trans>
      </FormOutcome>
    );

  return (
    <form method="post" onSubmit={submit} noValidate encType="multipart/form-data">
      <Stack gap="md">
        <noscript>
          <Text c="dimmed" size="sm">
            <Trans>Sending this form needs JavaScript.</Trans>
          </Text>
        </noscript>
        <NativeSelect
          label={t`Position`}
          name="position"
          required
          value={values.position}
          onChange={(event) => set('position', event.currentTarget.value)}
          data={positions.map((position) => ({ value: position.slug, label: position.title }))}
          error={errors.position}
        />
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
          label={t`Phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          description={t`With the country code, such as +34 600 000 000.`}
          value={values.phone}
          onChange={(event) => set('phone', event.currentTarget.value)}
          error={errors.phone}
        />
        <TextInput
          label={t`Expected yearly salary (${currency})`}
          name="expected_salary"
          inputMode="numeric"
          value={values.expected_salary}
          onChange={(event) => set('expected_salary', event.currentTarget.value)}
          error={errors.expected_salary}
        />
        <TextInput
          label={t`Portfolio or profile link`}
          name="portfolio_url"
          type="url"
          autoComplete="url"
          value={values.portfolio_url}
          onChange={(event) => set('portfolio_url', event.currentTarget.value)}
          error={errors.portfolio_url}
        />
        <DocumentField name="cv" label={t`CV`} required description={t`A PDF or Word document, up to 10 MB.`} error={errors.cv} />
        <DocumentField
          name="cover_letter"
          label={t`Cover letter`}
          description={t`Optional. A PDF or Word document, up to 10 MB.`}
          error={errors.cover_letter}
        />
        <Checkbox
          name="consent"
          label={t`Lato may keep my application and the documents I send for twelve months to consider me for this and similar positions.`}
          checked={values.consent}
          onChange={(event) => set('consent', event.currentTarget.checked)}
          error={errors.consent}
        />
        <Honeypot value={values.website} onChange={(value) => set('website', value)} />
        <FormOutcome sent={false} problem={problem}>
          {null}
        </FormOutcome>
        <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Send application</Trans>
        </Button>
      </Stack>
    </form>
  );
}
