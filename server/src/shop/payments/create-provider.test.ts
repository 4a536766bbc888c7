import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testConfig, type Config } from '@server/src/config';
import { noJobRunner } from '@server/src/jobs/no-job-runner';
import { createPaymentProvider } from './create-provider';

const STRIPE = { secretKey: 'sk_live_51LatoKey', webhookSecret: 'whsec_stripe-webhook-secret-for-tests' };

/** The provider an app with this configuration would take payments with, and what it warned. */
function providerFor(overrides: Partial<Config>) {
  const warnings: string[] = [];
  const log = { warn: (message: string) => void warnings.push(message), error: () => {} };
  const app = { config: testConfig(overrides), log, jobs: noJobRunner, clock: () => new Date() } as unknown as FastifyInstance;
  return { provider: () => createPaymentProvider(app), warnings };
}

describe('the payment provider a server takes', () => {
  it('refuses the test provider in production without ALLOW_TEST_PAYMENTS, naming what to set', () => {
    const { provider } = providerFor({ production: true, allowTestPayments: false });
    expect(provider).toThrow(/STRIPE_SECRET_KEY.*STRIPE_WEBHOOK_SECRET.*ALLOW_TEST_PAYMENTS=true/);
  });

  it('takes the test provider in production when ALLOW_TEST_PAYMENTS says so, with a warning', () => {
    const { provider, warnings } = providerFor({ production: true, allowTestPayments: true });
    expect(provider().name).toBe('test');
    expect(warnings).toEqual([expect.stringContaining('ALLOW_TEST_PAYMENTS')]);
  });

  it('takes Stripe wherever it is configured, and the test provider anywhere but production', () => {
    expect(providerFor({ production: true, allowTestPayments: false, stripe: STRIPE }).provider().name).toBe('stripe');
    const development = providerFor({ production: false, allowTestPayments: false });
    expect(development.provider().name).toBe('test');
    expect(development.warnings).toEqual([]);
  });
});
