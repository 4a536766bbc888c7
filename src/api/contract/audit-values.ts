/**
 * The audit log's words, apart from its schemas, so the browser reads them (the action labels,
 * the filters) without loading zod.
 */

/** The audit log's actions about money: the second finance dashboard lists them. */
export const MONEY_AUDIT_ACTIONS = [
  /**
   * The shop's money events: an order paid (by the provider's signed word), a payment owed back (paid
   * twice, or for what could no longer be given), a plan set to end or kept on.
   */
  'order_paid',
  'refund_due',
  'subscription_cancelled',
  'subscription_resumed',
  /** Invoices' money events: sent to the client (final from then on), a payment recorded by staff, voided. */
  'invoice_sent',
  'invoice_payment_recorded',
  'invoice_voided',
  /** The agency's expenses: one recorded with its receipt, one deleted. */
  'expense_recorded',
  'expense_deleted',
] as const;

/** Everything the audit log records. Later areas add theirs (money events) at the end. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'signed_out',
  'role_changed',
  'deactivated',
  'reactivated',
  'email_changed',
  'password_changed',
  'password_reset_sent',
  'password_reset',
  'sessions_ended',
  'two_step_changed',
  'user_created',
  'user_deleted',
  'settings_changed',
  'export',
  'invitation_sent',
  'invitation_accepted',
  /** The agency's sign-in rules (two-step sign-in required of staff). */
  'sign_in_rules_changed',
  /** Client businesses: made by the agency, their people invited, joining, changed and removed, and their numbers moved. */
  'organisation_created',
  'organisation_changed',
  'member_invited',
  'invitation_withdrawn',
  'member_joined',
  'member_role_changed',
  'member_removed',
  'number_assigned',
  ...MONEY_AUDIT_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an event was done to. */
export const AUDIT_TARGET_TYPES = ['user', 'number', 'audit_log', 'organisation', 'contacts', 'expense'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * What changed, kept small: field names, a role before and after, a count. Never a password, a
 * code or a token.
 */
export type AuditDetails = Record<string, string | number | boolean | null | string[]>;

/** The most rows one CSV export holds; a wider filter is cut there (newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
