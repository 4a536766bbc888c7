import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '@/ui/PasswordField';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { IconAlertCircle } from '@tabler/icons-react';
import { registerSchema } from '@/api/contract/account';
import { checkFields } from '@/api/check-fields';
import { errorMessage, fieldErrorMessages } from '@/api/errors';
import { defaultErrors } from '@/api/messages';
import { isLocale } from '@/i18n/i18n';
import { PASSWORD_HINT } from '@/i18n/password-messages';
import { GuestLayout } from '@/layout/GuestLayout';
import { accountApi } from './account-api';
import { ACCOUNT_FIELD_MESSAGES } from './field-messages';
import { TermsModal } from './TermsModal';
import { ConfirmSignUp } from './ConfirmSignUp';
import { focusFirstError } from '@/ui/focus-first-error';
import { arrivedCampaign } from '@/lib/arrived-campaign';

interface Values {
  full_name: string;
  email: string;
  password: string;
  accept_terms: boolean;
}

/**
 * Sign-up for business clients, in two steps: their details, then the code e-mailed to the address
 * (which proves it); the account is made and signed in with the code, and lands on Lato AI.
 */
export function RegisterPage() {
  const { t, i18n } = useLingui();
  const [termsOpened, terms] = useDisclosure(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The details sent, once the code is on its way: the second step's address, and a new code's request.
  const [sent, setSent] = useState<ReturnType<typeof body> | null>(null);
  const body = (values: Values) => ({
    full_name: values.full_name.trim(),
    email: values.email.trim(),
    password: values.password,
    accept_terms: values.accept_terms,
    language: isLocale(i18n.locale) ? i18n.locale : undefined,
    campaign: arrivedCampaign(),
  });
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { full_name: '', email: '', password: '', accept_terms: false },
    validate: (values) => checkFields(registerSchema, body(values), ACCOUNT_FIELD_MESSAGES),
  });

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      await accountApi.register(body(values));
      setSent(body(values));
    } catch (failure) {
      const onFields = fieldErrorMessages(failure, ACCOUNT_FIELD_MESSAGES);
      form.setErrors(onFields);
      if (Object.keys(onFields).length === 0) setError(errorMessage(failure, defaultErrors.register));
    } finally {
      setSaving(false);
    }
  };

  if (sent) return <ConfirmSignUp details={sent} onResend={() => accountApi.register(sent)} onBack={() => setSent(null)} />;

  return (
    <GuestLayout
      title={<Trans>Create your Lato account</Trans>}
      subtitle={<Trans>For businesses: see every call and message your AI assistant handles.</Trans>}
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)}>
        <Stack>
          <TextInput label={t`Full name`} autoComplete="name" required key={form.key('full_name')} {...form.getInputProps('full_name')} />
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t`Password`}
            description={i18n._(PASSWORD_HINT)}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Checkbox
            key={form.key('accept_terms')}
            {...form.getInputProps('accept_terms', { type: 'checkbox' })}
            label={
              <Trans>
                I accept the{' '}
                <Anchor component="button" type="button" onClick={terms.open} size="sm">
                  terms of service
                </Anchor>
              </Trans>
            }
          />
          <Button type="submit" loading={saving} fullWidth size="md">
            <Trans>Create account</Trans>
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Trans>
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Sign in
          </Anchor>
        </Trans>
      </Text>
      <TermsModal opened={termsOpened} onClose={terms.close} />
    </GuestLayout>
  );
}
