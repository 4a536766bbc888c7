import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoiceLines, invoicePayments, invoices, orders, projects } from '@server/db/schema';
import { demoOrganisationOf } from '@server/src/organisations/seed';
import { seedDemoData } from '@server/src/seed';
import { startTestServer, type TestServer } from '@server/test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.database.db, { storage: server.app.storage, twoStepSecrets: server.app.twoStep.secrets });
});
afterAll(() => server.close());

describe('the demo invoices', () => {
  it('issues one paid invoice per paid order, at what was paid', async () => {
    const { db } = server.database;
    const paid = await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'paid'), inArray(orders.reason, ['checkout', 'renewal', 'plan_change'])));
    expect(paid.length).toBeGreaterThan(5);
    for (const order of paid) {
      const issued = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
      expect(issued, `order ${order.id}`).toHaveLength(1);
      expect(issued[0]).toMatchObject({ status: 'paid', origin: 'order', totalMinor: order.totalMinor, paidMinor: order.totalMinor });
      const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, issued[0]!.id));
      expect(payment).toMatchObject({ method: 'provider', orderId: order.id, amountMinor: order.totalMinor });
    }
  });

  it('gives each demo business one invoice of every status written by staff, and a project’s phases billed', async () => {
    const { db } = server.database;
    for (const owner of ['client@lato.test', 'client2@lato.test']) {
      const organisation = (await demoOrganisationOf(db, owner))!;
      const written = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.organisationId, organisation.id), eq(invoices.origin, 'manual')));
      expect(new Set(written.map((i) => i.status))).toEqual(new Set(['draft', 'sent', 'partially_paid', 'overdue', 'paid', 'void']));
      expect(new Set(written.map((i) => i.currency))).toEqual(new Set([organisation.currency]));
      expect(written.map((i) => i.pdfKey)).toEqual(written.map(() => null));
      const sent = written.filter((i) => i.status !== 'draft' && i.status !== 'void');
      expect(sent.filter((i) => i.address === null)).toEqual([]);
      const partial = written.find((i) => i.status === 'partially_paid')!;
      expect(partial.paidMinor).toBeGreaterThan(0);
      expect(partial.paidMinor).toBeLessThan(partial.totalMinor);
      const hasProject = (await db.select().from(projects).where(eq(projects.clientId, organisation.id))).length > 0;
      const projectInvoices = written.filter((i) => i.projectId !== null);
      expect(projectInvoices.length).toBe(hasProject ? 1 : 0);
      const lines = projectInvoices.length
        ? await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, projectInvoices[0]!.id))
        : [];
      expect(lines.filter((l) => l.source !== 'phase' || l.phaseId === null)).toEqual([]);
    }
  });

  it('numbers each year’s invoices without a gap, in the order they were issued', async () => {
    const all = await server.database.db.select().from(invoices).orderBy(asc(invoices.year), asc(invoices.sequence));
    for (const year of new Set(all.map((invoice) => invoice.year))) {
      const ofYear = all.filter((invoice) => invoice.year === year);
      expect(ofYear.map((i) => i.sequence)).toEqual(ofYear.map((_, n) => n + 1));
      const dates = ofYear.map((i) => i.issueDate);
      expect(dates).toEqual([...dates].sort());
    }
  });

  it('drafts last month’s usage only where it went beyond the plan', async () => {
    const usage = await server.database.db.select().from(invoices).where(eq(invoices.origin, 'usage'));
    for (const invoice of usage) {
      expect(invoice.status).toBe('draft');
      expect(invoice.usageMonth).toMatch(/^\d{4}-\d\d$/);
      expect(invoice.totalMinor).toBeGreaterThan(0);
    }
  });
});
