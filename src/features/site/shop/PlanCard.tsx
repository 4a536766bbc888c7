import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import type { PublicProduct } from '@/api/contract/shop';
import type { PricingBilling } from '@/api/contract/site-pages';
import { useSiteFrame } from '@/features/site/site-frame';
import { siteHref } from '@/features/site/site-links';
import { ChooseButton } from './ChooseButton';
import { yearlySaving } from './money-text';
import { usePriceWords } from './use-price-words';
import classes from './shop.module.css';

/**
 * A plan on the pricing page, by the billing period chosen: its price (by the year with what that
 * saves, when it has a yearly price; else by the month whatever was chosen), its features as staff
 * wrote them (its limits, in numbers, are the comparison table's), and its "Choose" button.
 */
export function PlanCard({ plan, billing }: { plan: PublicProduct; billing: PricingBilling }) {
  const { t } = useLingui();
  const { language } = useSiteFrame();
  const { per, money } = usePriceWords();
  const yearly = billing === 'year' && plan.yearly_price_minor !== null;
  const saving = yearlySaving(plan);
  const saved = yearly && saving !== null ? money(saving, plan.currency) : null;
  const name = plan.name;
  const trialDays = plan.trial_days;
  const headingId = `plan_${plan.id}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            <Anchor href={siteHref(`/products/${plan.id}`, language)} inherit>
              {name}
            </Anchor>
          </Title>
          {saved !== null ? (
            <Badge color="teal" variant="light">
              {t`Save ${saved}`}
            </Badge>
          ) : null}
        </Group>
        <div>
          <Text fz={28} fw={800} lh={1.2}>
            {yearly ? per(plan.yearly_price_minor!, plan.currency, 'year') : per(plan.price_minor, plan.currency, plan.interval)}
          </Text>
          {billing === 'year' && !yearly ? (
            <Text size="sm" c="dimmed">
              <Trans>Billed monthly only</Trans>
            </Text>
          ) : null}
          {trialDays > 0 ? (
            <Text size="sm" c="dimmed">
              {t({ message: plural(trialDays, { one: 'Free for the first day', other: 'Free for the first # days' }) })}
            </Text>
          ) : null}
        </div>
        {plan.features.length > 0 ? (
          <ul className={classes.checks}>
            {plan.features.map((feature, index) => (
              <li key={`${index} ${feature}`}>
                <IconCheck size={16} aria-hidden />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div style={{ marginTop: 'auto' }}>
          <ChooseButton product={plan.id} interval={yearly ? 'year' : plan.interval}>
            {t`Choose ${name}`}
          </ChooseButton>
        </div>
      </Stack>
    </Card>
  );
}
