import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction } from '@/api/contract/audit-values';

/** Each audit log action in the reader's language. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  sign_in: msg`Signed in`,
  sign_in_failed: msg`Sign-in failed`,
  signed_out: msg`Signed out`,
  role_changed: msg`Role changed`,
  deactivated: msg`Deactivated`,
  reactivated: msg`Reactivated`,
  email_changed: msg`E-mail changed`,
  password_changed: msg`Password changed`,
  password_reset_sent: msg`Password reset sent`,
  password_reset: msg`Password reset`,
  sessions_ended: msg`Sessions ended`,
  two_step_changed: msg`Two-step sign-in changed`,
  user_created: msg`Account created`,
  user_deleted: msg`Account deleted`,
  settings_changed: msg`Assistant settings changed`,
  export: msg`Exported`,
  invitation_sent: msg`Invitation sent`,
  invitation_accepted: msg`Invitation accepted`,
  sign_in_rules_changed: msg`Sign-in rules changed`,
  organisation_created: msg`Business created`,
  organisation_changed: msg`Business settings changed`,
  member_invited: msg`Invited to a business`,
  invitation_withdrawn: msg`Invitation withdrawn`,
  member_joined: msg`Joined a business`,
  member_role_changed: msg`Role in a business changed`,
  member_removed: msg`Removed from a business`,
  number_assigned: msg`Number moved to a business`,
  order_paid: msg`Order paid`,
  refund_due: msg`Refund due`,
  subscription_cancelled: msg`Subscription set to end`,
  subscription_resumed: msg`Subscription kept on`,
};
