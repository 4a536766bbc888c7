import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconCheck } from '@tabler/icons-react';
import type { PublicProduct } from '@/api/contract/shop';
import { usePlanRows } from './use-limit-rows';
import classes from './shop.module.css';

/** A cell with nothing to say for a plan: a dash to the eye, words to a screen reader. */
function Nothing({ children }: { children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{children}</VisuallyHidden>
    </>
  );
}

/**
 * The plans compared line by line: their limits, then every feature any of them has (in the order
 * the plans list them), each ticked for the plans that have it. A real table, its headers scoped,
 * that scrolls sideways on a phone (and can be scrolled from the keyboard).
 */
export function ComparisonTable({ plans }: { plans: PublicProduct[] }) {
  const { t } = useLingui();
  const rows = usePlanRows();
  const features = [...new Set(plans.flatMap((plan) => plan.features))];
  return (
    <div className={classes.tableScroll} role="region" aria-labelledby="comparison_caption" tabIndex={0}>
      <table className={classes.table}>
        <caption id="comparison_caption">
          <Trans>Compare the plans</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>What you get</Trans>
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {plans.map((plan) => {
                const value = row.value(plan);
                return <td key={plan.id}>{value ?? <Nothing>{t`None`}</Nothing>}</td>;
              })}
            </tr>
          ))}
          {features.map((feature) => (
            <tr key={feature}>
              <th scope="row">{feature}</th>
              {plans.map((plan) => (
                <td key={plan.id}>
                  {plan.features.includes(feature) ? (
                    <>
                      <IconCheck size={18} aria-hidden />
                      <VisuallyHidden>{t`Included`}</VisuallyHidden>
                    </>
                  ) : (
                    <Nothing>{t`Not included`}</Nothing>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
