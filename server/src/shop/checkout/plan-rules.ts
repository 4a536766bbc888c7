import type { ShopFieldCode } from '@/api/contract/shop';
import type { ProductKind } from '@/api/contract/shop-values';
import type { Allowance } from '@server/src/shop/allowance';

/** What the plan rules read of a line being bought. */
export interface RuleLine {
  kind: ProductKind;
  quantity: number;
  /** A plan's included numbers, or the numbers one add-on adds. */
  numbers: number;
  /** A plan's cap on numbers, add-ons included. */
  maxNumbers: number | null;
}

/**
 * Why these lines cannot be bought by an organisation with this allowance (null when it runs no
 * plan), or null when they can: one plan at a time (a change of plan is its own action), add-ons
 * only on a plan, and no more numbers than the plan's cap.
 */
export function planRefusal(lines: readonly RuleLine[], allowance: Allowance | null): ShopFieldCode | null {
  const plans = lines.filter((line) => line.kind === 'plan');
  const addOns = lines.filter((line) => line.kind === 'add_on');
  if (plans.length > 1 || plans.some((plan) => plan.quantity > 1) || (allowance && plans.length > 0)) return 'plan_already_active';
  if (addOns.length > 0 && !allowance && plans.length === 0) return 'plan_required';
  const added = [...plans, ...addOns].reduce((total, line) => total + line.numbers * line.quantity, 0);
  // Something with no numbers (a service, more minutes) is never refused for numbers already held.
  if (added === 0) return null;
  const cap = allowance ? allowance.maxNumbers : (plans[0]?.maxNumbers ?? null);
  const held = allowance ? allowance.numbers : 0;
  return cap !== null && held + added > cap ? 'plan_limit_numbers' : null;
}
