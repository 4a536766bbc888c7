import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SimulatedCall } from '@/api/contract/lato-ai';
import { calls } from '@server/db/schema';
import { notFound } from '@server/src/http/http-errors';
import type { NumberRow } from '@server/src/lato-ai/numbers';
import { simulatorSignature } from './signature';

const W = '/api/v1/twilio/webhooks';
/** The caller and texter of simulations: Twilio's own test number, which no real person has. */
export const TEST_CUSTOMER = '+15005550006';

const sidOf = (prefix: 'CA' | 'SM') => `${prefix}${randomBytes(16).toString('hex')}`;

const decode = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

/** What a TwiML answer asks of the phone: words to say, where to listen next, a number to dial, a hang-up. */
export function readTwiml(xml: string) {
  const said = [...xml.matchAll(/<Say[^>]*>([^<]*)<\/Say>/g)].map((m) => decode(m[1]!));
  const gather = xml.match(/<Gather[^>]*action="([^"]*)"/);
  const dial = xml.match(/<Dial[^>]*action="([^"]*)"[^>]*>([^<]*)<\/Dial>/);
  const message = xml.match(/<Message>([^<]*)<\/Message>/);
  return {
    said,
    next: gather ? decode(gather[1]!) : null,
    dial: dial ? { action: decode(dial[1]!), number: decode(dial[2]!) } : null,
    hangUp: xml.includes('<Hangup/>'),
    message: message ? decode(message[1]!) : null,
  };
}

/**
 * Plays Twilio's part for the settings page: requests to the very webhook routes Twilio calls,
 * signed with this server's simulator key, so the assistant answers exactly as on a real call.
 */
export function simulator(app: FastifyInstance) {
  async function webhook(path: string, fields: Record<string, string>) {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': simulatorSignature(app.config, path, fields) },
      payload: new URLSearchParams(fields).toString(),
    });
    if (response.statusCode !== 200) throw new Error(`The simulated webhook ${path} answered ${response.statusCode}`);
    return readTwiml(response.body);
  }

  async function hangUp(number: NumberRow, callSid: string, startedAt: Date) {
    const duration = Math.max(1, Math.round((app.clock().getTime() - startedAt.getTime()) / 1000));
    await webhook(`${W}/voice/status/`, {
      CallSid: callSid,
      From: TEST_CUSTOMER,
      To: number.phoneNumber,
      CallStatus: 'completed',
      CallDuration: String(duration),
    });
  }

  return {
    async call(number: NumberRow, input: { call_sid?: string; next?: string; say?: string; hang_up?: boolean }): Promise<SimulatedCall> {
      const call = { From: TEST_CUSTOMER, To: number.phoneNumber };
      let callSid = input.call_sid;
      let answer;
      if (!callSid) {
        callSid = sidOf('CA');
        answer = await webhook(`${W}/voice/`, { ...call, CallSid: callSid, CallStatus: 'ringing' });
      } else {
        const [row] = await app.db
          .select()
          .from(calls)
          .where(and(eq(calls.callSid, callSid), eq(calls.numberId, number.id), eq(calls.isTest, true)))
          .limit(1);
        if (!row || row.endedAt) throw notFound();
        if (input.hang_up || !input.next) {
          await hangUp(number, callSid, row.startedAt);
          return { call_sid: callSid, said: [], transferred_to: null, next: null, ended: true };
        }
        answer = await webhook(input.next, { ...call, CallSid: callSid, SpeechResult: input.say ?? '', Confidence: '0.95' });
      }
      const [row] = await app.db.select().from(calls).where(eq(calls.callSid, callSid)).limit(1);
      if (answer.dial) {
        // Nobody's phone rings in a simulation: the transfer is taken as answered.
        await webhook(answer.dial.action, { ...call, CallSid: callSid, DialCallStatus: 'completed' });
        await hangUp(number, callSid, row!.startedAt);
        return { call_sid: callSid, said: answer.said, transferred_to: answer.dial.number, next: null, ended: true };
      }
      if (answer.hangUp || !answer.next) {
        await hangUp(number, callSid, row!.startedAt);
        return { call_sid: callSid, said: answer.said, transferred_to: null, next: null, ended: true };
      }
      return { call_sid: callSid, said: answer.said, transferred_to: null, next: answer.next, ended: false };
    },

    async sms(number: NumberRow, input: { from?: string; body: string }) {
      const from = input.from ?? TEST_CUSTOMER;
      const answer = await webhook(`${W}/sms/`, { MessageSid: sidOf('SM'), From: from, To: number.phoneNumber, Body: input.body });
      return { from, reply: answer.message };
    },
  };
}
