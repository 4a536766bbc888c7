import { asc, eq } from 'drizzle-orm';
import { INVOICE_CURRENCIES, type InvoiceCurrency, type InvoiceStatus } from '@/api/contract/invoices';
import type { Db } from '@server/db/client';
import { invoices, phases, projects, users, type AddressSnapshot, type OrganisationRow } from '@server/db/schema';
import { recordAudit } from '@server/src/audit/record';
import { moneyLabel } from '@server/src/shop/amount-text';
import { insertInvoice, recordInvoiceEvent, type NewInvoiceLine } from '@server/src/invoices/issue';
import { applyPayment } from '@server/src/invoices/payments/apply-payment';
import { addressesOf, addressSnapshot } from '@server/src/shop/checkout/addresses';
import { dateOf, dayFrom, type Issuing } from './issuing';

type Language = 'en' | 'es';
type Words = Record<Language, string>;

/** A line the agency bills by hand: what, how many, at what price (in the business's currency's minor units), and any discount. */
interface DemoLine {
  description: Words;
  quantity: number;
  unitMinor: number;
  discountBp?: number;
}

/** One invoice staff wrote: where it stands now, when it was issued and due (days from today), and what was paid on it. */
interface DemoInvoice {
  status: Extract<InvoiceStatus, 'draft' | 'sent' | 'partially_paid' | 'overdue' | 'paid' | 'void'>;
  issuedDaysAgo: number;
  dueInDays: number;
  lines: DemoLine[];
  notes?: Words;
  /** A bank transfer received `daysAgo`, as a share of the total in basis points. */
  paid?: { daysAgo: number; shareBp: number; reference: string };
  voided?: { daysAgo: number; reason: Words };
}

const TERMS: Words = {
  en: 'Payment by bank transfer within 30 days. Late payments may incur interest.',
  es: 'Pago por transferencia bancaria en 30 días. Los pagos tardíos pueden generar intereses.',
};

const line = (en: string, es: string, quantity: number, unitMinor: number, discountBp = 0): DemoLine => ({
  description: { en, es },
  quantity,
  unitMinor,
  discountBp,
});

/** What the agency billed each demo business by hand over the last months, one of each status. */
const DEMO_INVOICES: DemoInvoice[] = [
  {
    status: 'paid',
    issuedDaysAgo: 75,
    dueInDays: -45,
    lines: [
      line('Call flow design workshop (hours)', 'Taller de diseño del flujo de llamadas (horas)', 6, 9_500),
      line('Voice prompts recording', 'Grabación de mensajes de voz', 1, 35_000),
    ],
    paid: { daysAgo: 52, shareBp: 10_000, reference: 'Transfer 0412-7781' },
  },
  {
    status: 'void',
    issuedDaysAgo: 60,
    dueInDays: -30,
    lines: [line('Landing page copywriting', 'Redacción de la página de aterrizaje', 1, 48_000)],
    voided: {
      daysAgo: 58,
      reason: { en: 'Billed twice: replaced by the next invoice.', es: 'Facturada dos veces: sustituida por la siguiente factura.' },
    },
  },
  {
    status: 'overdue',
    issuedDaysAgo: 50,
    dueInDays: -20,
    lines: [
      line('Landing page copywriting', 'Redacción de la página de aterrizaje', 1, 48_000),
      line('Stock photography licences', 'Licencias de fotografía de archivo', 4, 2_500),
    ],
    notes: { en: 'Thank you for your business.', es: 'Gracias por confiar en nosotros.' },
  },
  {
    status: 'partially_paid',
    issuedDaysAgo: 35,
    dueInDays: 5,
    lines: [
      line('Google Ads campaign management (month)', 'Gestión de campañas de Google Ads (mes)', 1, 60_000),
      line('Ad spend advanced', 'Inversión publicitaria adelantada', 1, 100_000, 500),
    ],
    paid: { daysAgo: 20, shareBp: 5_000, reference: 'Transfer 0511-2290' },
  },
  {
    status: 'sent',
    issuedDaysAgo: 6,
    dueInDays: 24,
    lines: [line('Monthly SEO report and adjustments', 'Informe SEO mensual y ajustes', 1, 42_000)],
  },
  {
    status: 'draft',
    issuedDaysAgo: 0,
    dueInDays: 30,
    lines: [
      line('Assistant script review (hours)', 'Revisión del guion del asistente (horas)', 3, 9_500),
      line('After-hours call routing setup', 'Configuración del desvío de llamadas fuera de horario', 1, 25_000),
    ],
  },
];

/** The tax the agency charges a business by its country: VAT in Spain and the UK, none on services to the US. */
const TAX_BP: Record<string, number> = { ES: 2_100, GB: 2_000 };

const languageOf = (organisation: OrganisationRow): Language => (organisation.language === 'es' ? 'es' : 'en');
const currencyOf = (organisation: OrganisationRow): InvoiceCurrency =>
  (INVOICE_CURRENCIES as readonly string[]).includes(organisation.currency) ? (organisation.currency as InvoiceCurrency) : 'USD';

export interface Business {
  organisation: OrganisationRow;
  ownerEmail: string;
  staffId: number | null;
  now: Date;
}

/** Moves a draft on to sent, with the business's address as it is, as sending does (its PDF is drawn on first download). */
async function markSent(tx: Db, id: number, address: AddressSnapshot | null, to: string, at: Date) {
  await tx.update(invoices).set({ status: 'sent', sentAt: at, address, updatedAt: at }).where(eq(invoices.id, id));
  await recordInvoiceEvent(tx, id, 'sent', at, { detail: to });
}

/** The money event the staff's action left in the audit log (send.ts, record-payment.ts, void), at its moment. */
async function auditMoneyEvent(
  tx: Db,
  business: Billed,
  action: 'invoice_sent' | 'invoice_payment_recorded' | 'invoice_voided',
  invoiceId: number,
  at: Date,
  /** A payment's amount; else the invoice's total. */
  amountMinor?: number,
) {
  const [row] = await tx
    .select({ number: invoices.number, currency: invoices.currency, totalMinor: invoices.totalMinor })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  const [staff] =
    business.staffId === null
      ? []
      : await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, business.staffId));
  await recordAudit(tx, null, {
    action,
    actor: staff ?? null,
    target: { type: 'organisation', id: business.organisation.id, label: business.organisation.name },
    details: { invoice: row!.number, amount: moneyLabel(amountMinor ?? row!.totalMinor, row!.currency) },
    occurredAt: at,
  });
}

type Billed = Business & { address: AddressSnapshot | null };

async function writeInvoice(tx: Db, business: Billed, demo: DemoInvoice, lines: NewInvoiceLine[], projectId: number | null) {
  const { organisation, now, staffId } = business;
  const lang = languageOf(organisation);
  const issuedAt = dayFrom(now, -demo.issuedDaysAgo);
  const id = await insertInvoice(
    tx,
    {
      organisationId: organisation.id,
      projectId,
      currency: currencyOf(organisation),
      language: lang,
      issueDate: dateOf(issuedAt),
      dueDate: dateOf(dayFrom(now, demo.dueInDays)),
      notes: demo.notes?.[lang] ?? '',
      terms: TERMS[lang],
      origin: 'manual',
      status: 'draft',
      createdBy: staffId,
      lines,
    },
    issuedAt,
  );
  if (demo.status === 'draft') return;
  if (demo.voided) {
    const at = dayFrom(now, -demo.voided.daysAgo);
    await tx.update(invoices).set({ status: 'void', voidedAt: at, updatedAt: at }).where(eq(invoices.id, id));
    await recordInvoiceEvent(tx, id, 'voided', at, { actorId: staffId, detail: demo.voided.reason[lang] });
    await auditMoneyEvent(tx, business, 'invoice_voided', id, at);
    return;
  }
  const sentAt = new Date(issuedAt.getTime() + 15 * 60_000);
  await markSent(tx, id, business.address, business.ownerEmail, sentAt);
  await auditMoneyEvent(tx, business, 'invoice_sent', id, sentAt);
  if (demo.status === 'overdue') {
    const at = dayFrom(now, demo.dueInDays + 1);
    await tx.update(invoices).set({ status: 'overdue', updatedAt: at }).where(eq(invoices.id, id));
    await recordInvoiceEvent(tx, id, 'overdue', at);
  }
  if (demo.paid) {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id));
    const at = dayFrom(now, -demo.paid.daysAgo);
    const amountMinor = Math.round((row!.totalMinor * demo.paid.shareBp) / 10_000);
    const payment = { amountMinor, method: 'bank_transfer' as const, reference: demo.paid.reference, paidOn: dateOf(at) };
    await applyPayment(tx, row!, { ...payment, orderId: null, recordedBy: staffId }, at);
    await auditMoneyEvent(tx, business, 'invoice_payment_recorded', id, at, amountMinor);
  }
}

/** The phases of a project of the business (its first by id, if it has one), billed at a fixed price each. */
async function projectPhasesInvoice(db: Db, business: Billed, taxBp: number): Promise<Issuing[]> {
  const [project] = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(eq(projects.clientId, business.organisation.id))
    .orderBy(asc(projects.id))
    .limit(1);
  if (!project) return [];
  const billed = await db
    .select({ id: phases.id, name: phases.name })
    .from(phases)
    .where(eq(phases.projectId, project.id))
    .orderBy(asc(phases.position))
    .limit(3);
  if (billed.length === 0) return [];
  const lines = billed.map((phase, index): NewInvoiceLine => ({
    source: 'phase',
    phaseId: phase.id,
    description: `${project.name} · ${phase.name}`,
    quantity: 1,
    unitMinor: [180_000, 240_000, 120_000][index]!,
    discountBp: 0,
    taxBp,
  }));
  const demo: DemoInvoice = {
    status: 'sent',
    issuedDaysAgo: 12,
    dueInDays: 18,
    lines: [],
    notes: { en: `Phases of ${project.name} delivered so far.`, es: `Fases de ${project.name} entregadas hasta ahora.` },
  };
  return [{ at: dayFrom(business.now, -demo.issuedDaysAgo), issue: (tx) => writeInvoice(tx, business, demo, lines, project.id) }];
}

/** A business's invoices written by staff: one of each status, and one billing a project's phases. */
export async function staffInvoices(db: Db, demoBusiness: Business): Promise<Issuing[]> {
  const [address] = await addressesOf(db, demoBusiness.organisation.id);
  const business: Billed = { ...demoBusiness, address: address ? addressSnapshot(address) : null };
  const taxBp = TAX_BP[address?.country ?? ''] ?? 0;
  const lang = languageOf(business.organisation);
  const written = DEMO_INVOICES.map((demo): Issuing => ({
    at: dayFrom(business.now, -demo.issuedDaysAgo),
    issue: (tx) =>
      writeInvoice(
        tx,
        business,
        demo,
        demo.lines.map((item) => ({
          source: 'manual',
          description: item.description[lang],
          quantity: item.quantity,
          unitMinor: item.unitMinor,
          discountBp: item.discountBp ?? 0,
          taxBp,
        })),
        null,
      ),
  }));
  return [...written, ...(await projectPhasesInvoice(db, business, taxBp))];
}
