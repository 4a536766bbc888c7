import type { CallStatus } from '@/api/contract/lato-ai';

/** Twilio's call statuses (its status callbacks and its REST API spell them alike) as Lato stores them. */
export const TWILIO_CALL_STATUSES: Record<string, CallStatus> = {
  queued: 'queued',
  ringing: 'ringing',
  'in-progress': 'in_progress',
  completed: 'completed',
  busy: 'busy',
  'no-answer': 'no_answer',
  failed: 'failed',
  canceled: 'canceled',
};

/** The statuses after which nothing more happens on a call. */
export const FINAL_CALL_STATUSES: readonly CallStatus[] = ['completed', 'busy', 'no_answer', 'failed', 'canceled'];
