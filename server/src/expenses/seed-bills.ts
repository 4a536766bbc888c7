import type { ExpenseCategory } from '@/api/contract/expenses';
import type { InvoiceCurrency } from '@/api/contract/invoices-values';

/*
 * The demo's expenses: what running Lato costs a month (the phone network, the language models,
 * the servers, the designers' and developers' tools) and a few one-off costs. Amounts are fixed,
 * so every demo database shows the same figures for the same days.
 */

export interface DemoVendor {
  vendor: string;
  category: ExpenseCategory;
  currency: InvoiceCurrency;
  description: string;
  /** How the vendor's invoice numbers start. */
  prefix: string;
}

/** A bill that comes every month on the same day of the month. */
export interface MonthlyBill extends DemoVendor {
  /** The day of the month it is paid on: at most 28, so every month has it. */
  day: number;
  /** Six months of it, the oldest first, this month's last (left out while its day is still to come). */
  amounts: readonly [number, number, number, number, number, number];
}

/** A cost paid once, some days before the seed. */
export interface OneOffBill extends DemoVendor {
  daysAgo: number;
  amountMinor: number;
}

export const MONTHLY_BILLS: readonly MonthlyBill[] = [
  {
    vendor: 'Twilio',
    category: 'telephony',
    currency: 'USD',
    description: 'Voice minutes, SMS and phone numbers for Lato AI',
    prefix: 'TW',
    day: 2,
    // Grows with the clients' calls.
    amounts: [28_415, 31_260, 29_980, 36_540, 41_275, 44_830],
  },
  {
    vendor: 'OpenAI',
    category: 'ai_models',
    currency: 'USD',
    description: "API usage: speech to text and the assistant's replies",
    prefix: 'OAI',
    day: 5,
    amounts: [16_240, 18_955, 21_410, 24_380, 23_615, 27_990],
  },
  {
    vendor: 'Anthropic',
    category: 'ai_models',
    currency: 'USD',
    description: 'API usage: call summaries and follow-up messages',
    prefix: 'ANT',
    day: 9,
    amounts: [9_870, 12_430, 14_060, 17_825, 19_340, 22_175],
  },
  {
    vendor: 'Hetzner',
    category: 'hosting',
    currency: 'EUR',
    description: 'Dedicated servers, backups and the storage box',
    prefix: 'R',
    day: 14,
    // A server added three months ago, a larger backup plan this month.
    amounts: [8_920, 8_920, 9_480, 9_480, 9_480, 11_260],
  },
  {
    vendor: 'Figma',
    category: 'software',
    currency: 'USD',
    description: 'Professional plan, design seats',
    prefix: 'FIG',
    day: 20,
    amounts: [4_500, 4_500, 4_500, 6_000, 6_000, 6_000],
  },
  {
    vendor: 'GitHub',
    category: 'software',
    currency: 'USD',
    description: 'Team plan and Actions minutes',
    prefix: 'GH',
    day: 26,
    amounts: [3_200, 3_200, 3_640, 3_200, 4_000, 4_000],
  },
];

export const ONE_OFF_BILLS: readonly OneOffBill[] = [
  {
    vendor: 'ElevenLabs',
    category: 'ai_models',
    currency: 'USD',
    description: 'Voice synthesis credits for the Spanish voices',
    prefix: 'EL',
    daysAgo: 3,
    amountMinor: 9_900,
  },
  {
    vendor: 'Impact Hub Madrid',
    category: 'other',
    currency: 'EUR',
    description: 'Meeting room for a client workshop',
    prefix: 'IHM',
    daysAgo: 11,
    amountMinor: 18_000,
  },
  {
    vendor: 'Namecheap',
    category: 'hosting',
    currency: 'USD',
    description: 'Domain renewals for two years',
    prefix: 'NC',
    daysAgo: 47,
    amountMinor: 8_736,
  },
  {
    vendor: 'Amazon',
    category: 'other',
    currency: 'EUR',
    description: 'Headsets for the support team',
    prefix: 'AMZ',
    daysAgo: 96,
    amountMinor: 31_470,
  },
];
