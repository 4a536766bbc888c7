import type { ReactNode } from 'react';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationDetail } from '@/api/contract/careers';
import { LANGUAGE_LABELS } from '@/i18n/language-labels';
import { useFormat } from '@/ui/format';
import { salaryText } from './salary';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** What the applicant told: how to reach them, their portfolio, the salary they expect, and when they agreed to the agency keeping it. */
export function ApplicantFacts({ application }: { application: ApplicationDetail }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const { email, phone, portfolio_url: portfolio, expected_salary: salary } = application;
  const notGiven = <Trans>Not given</Trans>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <Fact label={<Trans>E-mail</Trans>}>
        <Anchor href={`mailto:${email}`} size="sm">
          <bdi>{email}</bdi>
        </Anchor>
      </Fact>
      <Fact label={<Trans>Phone</Trans>}>
        {phone ? (
          <Anchor href={`tel:${phone}`} size="sm" dir="ltr">
            {phone}
          </Anchor>
        ) : (
          notGiven
        )}
      </Fact>
      <Fact label={<Trans>Portfolio</Trans>}>
        {portfolio ? (
          <Anchor href={portfolio} target="_blank" rel="noopener noreferrer" size="sm" dir="ltr">
            {portfolio}
          </Anchor>
        ) : (
          notGiven
        )}
      </Fact>
      <Fact label={<Trans>Expected yearly salary</Trans>}>
        {salary === null ? notGiven : <bdi>{salaryText(salary, application.salary_currency, i18n.locale)}</bdi>}
      </Fact>
      <Fact label={<Trans>Consent to keep the data given</Trans>}>
        <bdi>{format.dateTime(application.consent_at)}</bdi>
      </Fact>
      <Fact label={<Trans>Language</Trans>}>{i18n._(LANGUAGE_LABELS[application.language])}</Fact>
    </SimpleGrid>
  );
}
