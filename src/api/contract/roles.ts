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

/** Who may reach each area of the product. An empty list means every signed-in user. */
export const ACCESS = {
  /** The agency's own pages: dashboards and the template pages. */
  staff: STAFF_ROLES,
  users: DEFAULT_GUARD_ROLES,
  projects: STAFF_ROLES,
  todo: STAFF_ROLES,
  latoAi: CLIENT_ROLES,
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
