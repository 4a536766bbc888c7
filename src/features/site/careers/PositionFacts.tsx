import { Badge, Group, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconMapPin } from '@tabler/icons-react';
import type { PositionSummary } from '@/api/contract/careers';
import { useSiteFrame } from '@/features/site/site-frame';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, dateText, salaryText } from './position-terms';

/** Where, how and for how much: the line under a position's title, in the list and on its page. */
export function PositionFacts({ position }: { position: PositionSummary }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const salary = salaryText(position.salary, language, {
    range: (range) => t`${range} a year`,
    from: (amount) => t`from ${amount} a year`,
    upTo: (amount) => t`up to ${amount} a year`,
  });
  const closes = position.closes_on ? dateText(position.closes_on, language) : null;
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="light">{t(WORKPLACE_LABELS[position.workplace])}</Badge>
      <Badge variant="light" color="gray">
        {t(EMPLOYMENT_TYPE_LABELS[position.employment_type])}
      </Badge>
      <Group gap={4} wrap="nowrap">
        <IconMapPin size={16} aria-hidden />
        <Text size="sm">
          {position.location} · {position.department}
        </Text>
      </Group>
      {salary ? <Text size="sm">{salary}</Text> : null}
      {closes ? <Text size="sm" c="dimmed">{t`Applications close on ${closes}`}</Text> : null}
    </Group>
  );
}
