import { useEffect } from 'react';
import { Card, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { settingsFields, VOICES, WEEKDAYS, type AssistantSettings, type Weekday } from '@/api/contract/lato-ai';
import { checkFields } from '@/api/check-fields';
import { describeFieldErrors } from '@/api/errors';
import { sameSettings, type SettingsEditorActor } from '@machines/settings-editor/settings-editor.machine';
import { FaqEditor } from './FaqEditor';
import { LATO_AI_FIELD_MESSAGES } from './field-messages';
import { countryOf, toE164 } from '@/lib/phone';
import { focusFirstError } from '@/ui/focus-first-error';
import '@mantine/dates/styles.css';

const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
};

const VOICE_LABELS: Record<(typeof VOICES)[number], MessageDescriptor> = {
  'Polly.Joanna-Neural': msg`Joanna · English (United States)`,
  'Polly.Matthew-Neural': msg`Matthew · English (United States)`,
  'Polly.Lucia-Neural': msg`Lucía · Spanish (Spain)`,
  'Polly.Sergio-Neural': msg`Sergio · Spanish (Spain)`,
  'Polly.Lupe-Neural': msg`Lupe · Spanish (United States)`,
};

const DEFAULT_HOURS = { open: '09:00', close: '17:00' };
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/**
 * The assistant's settings of one number as a form. The form holds what is typed; every change
 * goes to the editor's statechart, which decides whether anything is unsaved, and the form
 * follows the statechart when it puts the saved settings back (discard, or the server's answer).
 */
export function SettingsForm({ actor, phoneNumber }: { actor: SettingsEditorActor; phoneNumber: string }) {
  const { t, i18n } = useLingui();
  const draft = useSelector(actor, (s) => s.context.draft!);
  const serverErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const form = useForm<AssistantSettings>({
    mode: 'controlled',
    initialValues: draft,
    validate: (values) => checkFields(settingsFields, values, LATO_AI_FIELD_MESSAGES),
    onValuesChange: (values) => actor.send({ type: 'EDIT', settings: values }),
  });
  const { setValues, getValues } = form;

  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const wanted = snapshot.context.draft;
      if (wanted && !sameSettings(wanted, getValues())) setValues(wanted);
    });
    return () => subscription.unsubscribe();
  }, [actor, setValues, getValues]);

  const refused = describeFieldErrors(serverErrors, LATO_AI_FIELD_MESSAGES);
  /** A field's props, with the server's reason when the form's own check has none. */
  const field = (path: string) => {
    const props = form.getInputProps(path);
    return { ...props, error: props.error ?? refused[path] };
  };
  const values = form.getValues();
  const country = countryOf(phoneNumber);

  return (
    <form id="assistant-settings" noValidate onSubmit={form.onSubmit(() => actor.send({ type: 'SAVE' }), focusFirstError)}>
      <Fieldset variant="unstyled" disabled={saving}>
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h4" mb="md">
              <Trans>Assistant</Trans>
            </Title>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t`Assistant name`} maxLength={60} required dir="auto" {...field('assistant_name')} />
                <Select
                  label={t`Language`}
                  data={[
                    { value: 'en', label: 'English' },
                    { value: 'es', label: 'Español' },
                  ]}
                  allowDeselect={false}
                  {...field('language')}
                />
              </SimpleGrid>
              <Select
                label={t`Voice`}
                data={VOICES.map((voice) => ({ value: voice, label: i18n._(VOICE_LABELS[voice]) }))}
                allowDeselect={false}
                {...field('voice')}
              />
              <Textarea
                label={t`Greeting`}
                dir="auto"
                description={t`The first thing callers hear.`}
                autosize
                minRows={2}
                maxLength={500}
                required
                {...field('greeting')}
              />
              <Textarea
                label={t`Instructions`}
                dir="auto"
                description={t`How the assistant should behave: tone, what to offer, what never to say.`}
                autosize
                minRows={3}
                maxRows={12}
                maxLength={4000}
                {...field('instructions')}
              />
              <Switch label={t`Answer text messages automatically`} {...form.getInputProps('sms_auto_reply', { type: 'checkbox' })} />
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h4" mb="md">
              <Trans>Business hours</Trans>
            </Title>
            <Stack>
              <Select
                label={t`Time zone`}
                data={TIME_ZONES}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t`No time zone matches`}
                maw={360}
                {...field('time_zone')}
              />
              <Stack gap="xs" role="group" aria-label={t`Opening hours by day`}>
                {WEEKDAYS.map((day) => {
                  const hours = values.business_hours[day];
                  const dayName = i18n._(WEEKDAY_LABELS[day]);
                  return (
                    <Group key={day} gap="sm" align="flex-start" wrap="wrap" data-testid={`hours-${day}`}>
                      <Switch
                        w={150}
                        mt={8}
                        label={dayName}
                        checked={hours !== null}
                        onChange={(event) =>
                          form.setFieldValue(`business_hours.${day}`, event.currentTarget.checked ? DEFAULT_HOURS : null)
                        }
                      />
                      {hours === null ? (
                        <Text size="sm" c="dimmed" mt={8}>
                          <Trans>Closed</Trans>
                        </Text>
                      ) : (
                        <>
                          <TimeInput aria-label={t`${dayName} opens at`} w={130} {...field(`business_hours.${day}.open`)} />
                          <TimeInput aria-label={t`${dayName} closes at`} w={130} {...field(`business_hours.${day}.close`)} />
                        </>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          </Card>

          <Card withBorder radius="md" padding="lg">
            <Title order={2} fz="h4" mb="md">
              <Trans>Outside business hours</Trans>
            </Title>
            <Stack>
              <Radio.Group label={t`When someone calls outside business hours`} {...field('after_hours')}>
                <Stack gap="xs" mt="xs">
                  <Radio value="take_message" label={t`Take a message`} />
                  <Radio value="transfer" label={t`Transfer the call to a person`} />
                  <Radio value="decline" label={t`Say when you are open and end the call`} />
                </Stack>
              </Radio.Group>
              <TextInput
                label={t`Transfer number`}
                description={
                  country
                    ? t`Where calls are passed to a person. With its country code, or a number of the same country as this line.`
                    : t`Where calls are passed to a person, with its country code.`
                }
                type="tel"
                dir="ltr"
                autoComplete="tel"
                maw={360}
                required={values.after_hours === 'transfer'}
                {...field('transfer_number')}
                value={values.transfer_number ?? ''}
                onChange={(event) => form.setFieldValue('transfer_number', event.currentTarget.value || null)}
                onBlur={() => {
                  const typed = form.getValues().transfer_number;
                  const e164 = typed ? toE164(typed, country) : null;
                  if (e164 && e164 !== typed) form.setFieldValue('transfer_number', e164);
                }}
              />
            </Stack>
          </Card>

          <FaqEditor form={form} field={field} />
        </Stack>
      </Fieldset>
    </form>
  );
}
