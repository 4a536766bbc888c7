import type { ReactNode } from 'react';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ProductAdmin } from '@/api/contract/shop';
import { useFormat } from '@/ui/format';
import { LIMITS_OF } from './product-form';
import { usePrice } from './use-price';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** A product's price, trial, place in the catalogue and, for a plan or an add-on, its limits. */
export function ProductFacts({ product }: { product: ProductAdmin }) {
  const { t } = useLingui();
  const format = useFormat();
  const price = usePrice();
  const money = (minor: number) => format.money(minor, product.currency);
  const { limits } = product;
  const shown = new Set(LIMITS_OF[product.kind]);
  const plan = product.kind === 'plan';
  const yearly = product.yearly_price_minor;
  // What buying the year at once saves against twelve months.
  const saving = yearly === null ? 0 : 12 * product.price_minor - yearly;
  const savingText = money(saving);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="product-facts">
      <Title order={2} fz="h4" id="product-facts" mb="md">
        <Trans>Price and limits</Trans>
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" m={0}>
        <Fact label={t`Price`}>
          <bdi>{price(product.price_minor, product.currency, product.interval)}</bdi>
        </Fact>
        {yearly !== null && (
          <Fact label={t`Yearly price`}>
            <Group gap={6} component="span" wrap="wrap">
              <bdi>{price(yearly, product.currency, 'year')}</bdi>
              {saving > 0 && (
                <Text component="span" size="sm" c="teal">
                  <Trans>saves {savingText}</Trans>
                </Text>
              )}
            </Group>
          </Fact>
        )}
        {product.interval !== 'one_time' && (
          <Fact label={t`Free trial`}>
            {product.trial_days > 0 ? <Plural value={product.trial_days} one="# day" other="# days" /> : <Trans>No trial</Trans>}
          </Fact>
        )}
        <Fact label={t`Place in the catalogue`}>{format.number(product.position)}</Fact>
        {shown.has('numbers') && <Fact label={plan ? t`Numbers included` : t`Numbers added`}>{format.number(limits.numbers)}</Fact>}
        {shown.has('max_numbers') && (
          <Fact label={t`Most numbers`}>{limits.max_numbers === null ? <Trans>No cap</Trans> : format.number(limits.max_numbers)}</Fact>
        )}
        {shown.has('call_minutes') && <Fact label={t`Call minutes a month`}>{format.number(limits.call_minutes)}</Fact>}
        {shown.has('sms') && <Fact label={t`SMS a month`}>{format.number(limits.sms)}</Fact>}
        {shown.has('overage_minute') && (
          <Fact label={t`Price of each extra minute`}>
            <bdi>{money(limits.overage_minute_minor)}</bdi>
          </Fact>
        )}
        {shown.has('overage_sms') && (
          <Fact label={t`Price of each extra SMS`}>
            <bdi>{money(limits.overage_sms_minor)}</bdi>
          </Fact>
        )}
        <Fact label={t`Updated`}>
          <bdi>{format.dateTime(product.updated_at)}</bdi>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}
