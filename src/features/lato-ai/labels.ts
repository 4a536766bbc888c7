import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CallOutcome, CallStatus, MessageStatus } from '@/api/contract/lato-ai';

export const CALL_STATUS_LABELS: Record<CallStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  ringing: msg`Ringing`,
  in_progress: msg`In progress`,
  completed: msg`Completed`,
  busy: msg`Busy`,
  no_answer: msg`No answer`,
  failed: msg`Failed`,
  canceled: msg`Canceled`,
  ended_without_status: msg`Ended (not confirmed)`,
};

export const CALL_OUTCOME_LABELS: Record<CallOutcome, MessageDescriptor> = {
  handled: msg`Handled`,
  message_taken: msg`Message taken`,
  transferred: msg`Transferred`,
  missed: msg`Missed`,
};

export const CALL_OUTCOME_COLORS: Record<CallOutcome, string> = {
  handled: 'teal',
  message_taken: 'blue',
  transferred: 'grape',
  missed: 'red',
};

export const DIRECTION_LABELS = { inbound: msg`Incoming`, outbound: msg`Outgoing` } as const;

/** What became of an SMS, as the sender reads it under their message. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, MessageDescriptor> = {
  received: msg`Received`,
  queued: msg`Queued`,
  sending: msg`Sending…`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  failed: msg`Not delivered`,
};
