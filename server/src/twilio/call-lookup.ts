import type { CallStatus } from '@/api/contract/lato-ai';
import { TWILIO_CALL_STATUSES } from './call-statuses';

/** The part of Twilio's REST client that reads a call (`restClient(config)` is one; tests give a stand-in). */
export interface TwilioCallReader {
  calls(callSid: string): { fetch(): Promise<{ status: string; duration?: string | null; endTime?: Date | null }> };
}

export interface TwilioCallState {
  status: CallStatus;
  endedAt: Date | null;
  durationSeconds: number | null;
}

/**
 * What Twilio's REST API says of a call now: its status, and once it is over when it ended and
 * how long it lasted; null for a status Lato does not know. Throws when Twilio cannot be asked.
 */
export async function twilioCallState(twilio: TwilioCallReader, callSid: string): Promise<TwilioCallState | null> {
  const call = await twilio.calls(callSid).fetch();
  const status = TWILIO_CALL_STATUSES[call.status];
  if (!status) return null;
  const duration = call.duration ? Number.parseInt(call.duration, 10) : Number.NaN;
  return {
    status,
    endedAt: call.endTime instanceof Date && !Number.isNaN(call.endTime.getTime()) ? call.endTime : null,
    durationSeconds: Number.isFinite(duration) && duration >= 0 ? duration : null,
  };
}
