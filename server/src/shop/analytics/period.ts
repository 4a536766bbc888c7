import type { z } from 'zod';
import type { revenuePeriodQuery } from '@/api/contract/revenue-analytics';

/** A recurring-revenue widget's period: UTC calendar days, one currency, and whether the period before is read too. */
export type RevenuePeriodAsked = z.output<typeof revenuePeriodQuery>;
