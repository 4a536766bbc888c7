import { and, asc, eq } from 'drizzle-orm';
import type { Billable } from '@/api/contract/invoices';
import type { SiteLanguage } from '@/api/contract/site-values';
import type { Db } from '@server/db/client';
import { billingAddresses, phases, products, projects, tasks, twilioNumbers, type OrganisationRow } from '@server/db/schema';
import { readTogether } from '@server/src/sql/read-together';
import { invoiceRefusal } from '@server/src/invoices/refusals';

/** The invoice's language: the organisation's, read as one of the two the PDFs are written in. */
export const invoiceLanguageOf = (organisation: Pick<OrganisationRow, 'language'>): 'en' | 'es' =>
  organisation.language === 'es' ? 'es' : 'en';

/** A project of the organisation, or a 400 on `project`: an invoice bills its own client's projects only. */
export async function projectOfOrganisation(db: Db, projectId: number, organisationId: number, field = 'project') {
  const [project] = await db.select({ id: projects.id, clientId: projects.clientId }).from(projects).where(eq(projects.id, projectId));
  if (!project || project.clientId !== organisationId) {
    throw invoiceRefusal(400, 'not_of_project', 'This project is not one of this organisation’s.', field);
  }
}

/** A project's phases in order, and its tasks (not archived) in their phases' order. */
function phasesAndTasks(db: Db, projectId: number) {
  return readTogether(db, [
    () => db.select({ id: phases.id, name: phases.name }).from(phases).where(eq(phases.projectId, projectId)).orderBy(asc(phases.position)),
    () =>
      db
        .select({ id: tasks.id, name: tasks.title, phase: phases.name })
        .from(tasks)
        .leftJoin(phases, eq(phases.id, tasks.phaseId))
        .where(and(eq(tasks.projectId, projectId), eq(tasks.archived, false)))
        .orderBy(asc(phases.position), asc(tasks.position), asc(tasks.id)),
  ]);
}

/**
 * What the editor offers to bill an organisation (reached by the caller): its projects (those it is
 * the client of), and with `project` that project's phases and tasks; the catalogue's published
 * products named in `lang`; the numbers it holds; the language and default address the invoice takes.
 */
export async function billableFor(
  db: Db,
  organisation: Pick<OrganisationRow, 'id' | 'language'>,
  projectId: number | undefined,
  lang: SiteLanguage,
): Promise<Billable> {
  if (projectId !== undefined) await projectOfOrganisation(db, projectId, organisation.id);
  const [ownProjects, catalogue, numbers, addresses, work] = await readTogether(db, [
    () =>
      db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(eq(projects.clientId, organisation.id))
        .orderBy(asc(projects.name), asc(projects.id)),
    () =>
      db
        .select({
          id: products.id,
          name: lang === 'es' ? products.nameEs : products.nameEn,
          unit_minor: products.priceMinor,
          currency: products.currency,
        })
        .from(products)
        .where(eq(products.status, 'published'))
        .orderBy(asc(products.position), asc(products.id)),
    () =>
      db
        .select({ id: twilioNumbers.id, phone_number: twilioNumbers.phoneNumber })
        .from(twilioNumbers)
        .where(eq(twilioNumbers.organisationId, organisation.id))
        .orderBy(asc(twilioNumbers.id)),
    () =>
      db
        .select({ id: billingAddresses.id })
        .from(billingAddresses)
        .where(and(eq(billingAddresses.organisationId, organisation.id), eq(billingAddresses.isDefault, true)))
        .limit(1),
    () => (projectId === undefined ? Promise.resolve([[], []] as [never[], never[]]) : phasesAndTasks(db, projectId)),
  ]);
  return {
    language: invoiceLanguageOf(organisation),
    has_address: addresses.length > 0,
    projects: ownProjects,
    phases: work[0],
    tasks: work[1],
    products: catalogue,
    numbers,
  };
}
