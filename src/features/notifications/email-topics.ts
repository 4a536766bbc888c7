import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind } from '@/api/contract/notifications';

/** Each kind as something a person may want e-mailed to them: the Account page's switches. */
export const EMAIL_TOPICS: Record<NotificationKind, MessageDescriptor> = {
  task_assigned: msg`A task is assigned to me`,
  task_checklist_changed: msg`The checklist of a task of mine changes`,
  project_status_changed: msg`A project I am on changes status`,
  message_taken: msg`A caller leaves a message`,
  sms_received: msg`A text message arrives`,
  ticket_replied: msg`A support ticket gets a reply`,
  invoice_paid: msg`An invoice is paid`,
  application_received: msg`Someone applies for a job`,
  inquiry_received: msg`Someone writes through the contact form`,
};
