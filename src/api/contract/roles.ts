/**
 * The one role table. The pages' route declarations (read by the menu and the router's guard)
 * and the API's contract read these lists; nothing else may spell out which roles reach what.
 */
export const ROLES = ['CEO', 'CFO', 'CTO', 'PM_CLIENT', 'PM_DEV', 'DEV', 'CLIENT'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['CEO', 'CFO', 'CTO', 'PM_CLIENT', 'PM_DEV', 'DEV'];
const CLIENT_ROLES: readonly Role[] = ['CLIENT'];

/** The role guard's default allowed set: every staff role but DEV. */
export const DEFAULT_GUARD_ROLES: readonly Role[] = ['CTO', 'CEO', 'CFO', 'PM_CLIENT', 'PM_DEV'];

/** Who sees every project, whether or not they are among its members. */
export const SEES_EVERY_PROJECT: readonly Role[] = ['CEO', 'CFO', 'CTO'];

/** Who may reach each area of the product. An empty list means every signed-in user. */
export const ACCESS = {
  /** The agency's own pages: dashboards and the template pages. */
  staff: STAFF_ROLES,
  /** The public site's traffic (the analytics dashboards): every staff role. */
  siteAnalytics: STAFF_ROLES,
  users: DEFAULT_GUARD_ROLES,
  projects: STAFF_ROLES,
  /** Create projects and edit the ones they can see: every staff role but DEV, who reads. */
  projectManagers: DEFAULT_GUARD_ROLES,
  todo: STAFF_ROLES,
  latoAi: CLIENT_ROLES,
  /** The assistant's call figures across every client: the agency's managers. */
  clientCallAnalytics: DEFAULT_GUARD_ROLES,
  /**
   * The assistant's call figures: a client person for their businesses' numbers, the agency's
   * managers across every client (the handler narrows a client to their own).
   */
  callAnalytics: [...DEFAULT_GUARD_ROLES, ...CLIENT_ROLES] as readonly Role[],
  /** How the agency delivers (the logistics dashboard): onboarding, tasks due and late, channels. */
  logistics: DEFAULT_GUARD_ROLES,
  /**
   * The leads (the CRM dashboard): every business's callers and texters, and the contact form's
   * visitors, for the staff who handle clients and inquiries (as ACCESS.inquiries).
   */
  crm: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /**
   * The contacts table: the same staff for every business's contacts and the agency's own, a client
   * person for the businesses they belong to (the handler narrows them; importing and deleting need
   * the business's owner).
   */
  contacts: ['CEO', 'CFO', 'CTO', 'PM_CLIENT', ...CLIENT_ROLES] as readonly Role[],
  /** The client accounts dashboard (CRM-2): clients' projects, tasks done and invoices, for the people who run the accounts. */
  clientAccounts: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /** The marketing dashboard and the agency's campaigns: the staff who run the public site (as ACCESS.siteContent). */
  marketing: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /** The clients' onboarding academy (learning management): its editors, and the client people who learn from it. */
  academy: ['CEO', 'CFO', 'CTO', 'PM_CLIENT', ...CLIENT_ROLES] as readonly Role[],
  /** Who writes the academy's modules and follows each client person's progress: the staff who onboard clients. */
  academyEditors: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /** The audit log: who did what to whom. */
  audit: ['CEO', 'CTO'] as readonly Role[],
  /** Client businesses: the managers list, create and run every one, and assign numbers to them. */
  organisations: DEFAULT_GUARD_ROLES,
  /**
   * One business's settings and people: the managers, and the client people who belong to it (the
   * handler checks which business, and that changes come from its owner).
   */
  organisationPeople: [...DEFAULT_GUARD_ROLES, ...CLIENT_ROLES] as readonly Role[],
  /** The agency's sign-in rules (two-step sign-in required of staff). */
  securitySettings: ['CEO'] as readonly Role[],
  /** The public site's texts: the FAQ, the offices, the testimonials, the team on the About page. */
  siteContent: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /** The contact form's inquiries: read, answer by e-mail, mark handled or spam. */
  inquiries: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /** Open positions and the applications pipeline (applicants' personal data). */
  careers: ['CEO', 'CTO', 'PM_DEV'] as readonly Role[],
  /** The shop's catalogue (products, their pictures and sales) and every organisation's orders. */
  catalogue: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /**
   * Orders, subscriptions and billing addresses: the catalogue's managers for every organisation,
   * and a client person for the businesses they own (the handler checks which, and that they own it).
   */
  billing: ['CEO', 'CFO', 'CTO', 'PM_CLIENT', ...CLIENT_ROLES] as readonly Role[],
  /**
   * Invoices: write, send, record payments, void, for every organisation. A client owner reads and
   * pays their business's invoices through ACCESS.billing's endpoints.
   */
  invoices: ['CEO', 'CFO', 'CTO', 'PM_CLIENT'] as readonly Role[],
  /** Checking out and changing plan: a client person, for a business they own. */
  buying: CLIENT_ROLES,
  everyone: [] as readonly Role[],
} as const satisfies Record<string, readonly Role[]>;

/**
 * An empty list admits everyone; otherwise the role must be listed, and a user
 * with no role is admitted nowhere that is restricted.
 */
export function isAllowed(role: Role | null | undefined, allowed: readonly Role[]): boolean {
  if (allowed.length === 0) return true;
  return role != null && allowed.includes(role);
}

export function isStaff(role: Role | null | undefined): boolean {
  return isAllowed(role, STAFF_ROLES);
}

/** Who outranks whom in managing people: CEO; CFO and CTO; both PMs; DEV and CLIENT. */
const ROLE_RANK: Record<Role, number> = { CEO: 4, CFO: 3, CTO: 3, PM_CLIENT: 2, PM_DEV: 2, DEV: 1, CLIENT: 1 };
const rankOf = (role: Role | null | undefined) => (role ? ROLE_RANK[role] : 0);

/** A manager grants no role above their own. */
export function mayGrant(actor: Role | null | undefined, role: Role): boolean {
  return rankOf(actor) > 0 && rankOf(role) <= rankOf(actor);
}

/** A manager edits nobody ranked above them (only a CEO manages CEOs). */
export function mayManage(actor: Role | null | undefined, target: Role | null | undefined): boolean {
  return rankOf(actor) > 0 && rankOf(target) <= rankOf(actor);
}

/** Deactivating someone or changing their role takes a rank strictly above theirs. */
export function outranks(actor: Role | null | undefined, target: Role | null | undefined): boolean {
  return rankOf(actor) > 0 && rankOf(actor) > rankOf(target);
}
