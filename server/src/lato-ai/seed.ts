import { eq } from 'drizzle-orm';
import type { AssistantSettings, CallStatus, Speaker } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { callLogs, calls, chatMessages, twilioNumbers, users } from '@server/db/schema';
import type { DemoSeed } from '@server/src/seed/demo-seed';
import { generator } from '@server/src/seed/random';
import { hashPassword } from '@server/src/users/passwords';
import { insertUsers } from '@server/src/users/queries';
import { DEMO_PASSWORD } from '@server/src/users/seed';
import { say } from '@server/src/assistant/phrases';
import {
  DENTAL_EN,
  DENTAL_ES,
  FALLBACK_TURN,
  GOODBYES,
  PLUMBING_EN,
  SMS_THREADS,
  UNANSWERED,
  UNANSWERED_TURN,
  type Scenario,
} from './scenarios';
import { defaultSettings, saveSettings } from './settings';
import { demoOrganisationOf } from '@server/src/organisations/seed';

/** A second client login, with a number of its own: what one client may not see of another. */
export const SECOND_CLIENT = { email: 'client2@lato.test', fullName: 'Hugo Bernard' };

interface DemoNumber {
  owner: string;
  phone: string;
  name: string;
  language: 'en' | 'es';
  scenarios: Scenario[];
  sms: [Speaker, string][][];
  calls: number;
  conversations: number;
  customers: string[];
  /** How its assistant is set up, beside the defaults: hours and time zone that match its FAQ. */
  settings: Partial<AssistantSettings>;
}

const hours = (open: string, close: string) => ({ open, close });
const weekdays = (open: string, close: string) => {
  const day = hours(open, close);
  return { mon: day, tue: day, wed: day, thu: day, fri: day };
};

const usNumbers = (area: string, from: number, n: number) =>
  Array.from({ length: n }, (_, i) => `+1${area}55501${String(from + i).padStart(2, '0')}`);
const esNumbers = (n: number) => Array.from({ length: n }, (_, i) => `+3461${String(2345600 + i * 137).padStart(7, '0')}`);
const ukNumbers = (n: number) => Array.from({ length: n }, (_, i) => `+4420794600${String(i).padStart(2, '0')}`);

const NUMBERS: DemoNumber[] = [
  {
    owner: 'client@lato.test',
    phone: '+14155550142',
    name: 'Okafor Dental — Front desk',
    language: 'en',
    scenarios: DENTAL_EN,
    sms: SMS_THREADS.dental_en,
    calls: 95,
    conversations: 26,
    customers: [...usNumbers('415', 10, 20), ...usNumbers('646', 30, 10), ...usNumbers('312', 50, 8)],
    settings: {
      assistant_name: 'Sofia',
      time_zone: 'America/Los_Angeles',
      business_hours: { ...weekdays('08:00', '18:00'), sat: hours('09:00', '13:00'), sun: null },
      instructions:
        'Be warm and brief. Offer the first free appointment; never give medical advice, offer a call back from the dentist instead.',
      faq: [
        { question: 'What are your opening hours?', answer: 'Weekdays 8 am to 6 pm, Saturdays 9 am to 1 pm.' },
        { question: 'Do you see children?', answer: 'Yes, from age three.' },
        { question: 'Which insurance do you accept?', answer: 'Most PPO plans, including Delta Dental, Cigna and Aetna.' },
        { question: 'Where do I park?', answer: 'The Fifth Street garage is one block away; we validate two hours.' },
      ],
    },
  },
  {
    owner: 'client@lato.test',
    phone: '+34911234567',
    name: 'Clínica Okafor Madrid',
    language: 'es',
    scenarios: DENTAL_ES,
    sms: SMS_THREADS.dental_es,
    calls: 60,
    conversations: 14,
    customers: esNumbers(24),
    settings: {
      business_hours: { ...weekdays('09:00', '20:00'), sat: null, sun: null },
      faq: [
        { question: '¿Cuál es el horario?', answer: 'De lunes a viernes de 9:00 a 20:00.' },
        { question: '¿Aceptan tarjeta?', answer: 'Sí, tarjeta y pago con el móvil.' },
        { question: '¿Dónde aparco?', answer: 'En el aparcamiento público de Goya, a dos minutos.' },
      ],
    },
  },
  {
    owner: SECOND_CLIENT.email,
    phone: '+442079460000',
    name: 'Bernard Plumbing',
    language: 'en',
    scenarios: PLUMBING_EN,
    sms: SMS_THREADS.plumbing,
    calls: 25,
    conversations: 6,
    customers: ukNumbers(12),
    settings: {
      assistant_name: 'Ellie',
      voice: 'Polly.Matthew-Neural',
      time_zone: 'Europe/London',
      business_hours: { ...weekdays('07:30', '17:30'), sat: hours('08:00', '12:00'), sun: null },
      after_hours: 'transfer',
      transfer_number: '+447911123456',
      faq: [{ question: 'Do you work weekends?', answer: 'Emergency call-outs only, at the weekend rate.' }],
    },
  },
];

/** Calls that never reached the assistant, summarised in the number's language like every call. */
const MISSED: Record<'en' | 'es', [CallStatus, string][]> = {
  en: [
    ['no_answer', 'Nobody answered; the caller hung up while it rang.'],
    ['busy', 'The line was busy.'],
    ['failed', 'The call could not be connected.'],
    ['canceled', 'The caller hung up before the greeting.'],
  ],
  es: [
    ['no_answer', 'Nadie contestó; la persona colgó mientras sonaba.'],
    ['busy', 'La línea estaba ocupada.'],
    ['failed', 'No se pudo conectar la llamada.'],
    ['canceled', 'La persona colgó antes del saludo.'],
  ],
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The demo clients' numbers: about 150 calls over the last 60 days with transcripts, and about 40 SMS conversations. */
export const latoAiSeed: DemoSeed = {
  area: 'lato-ai',
  async run(db: Db) {
    const random = generator(4242);
    const [second] = await db.select({ id: users.id }).from(users).where(eq(users.email, SECOND_CLIENT.email));
    if (!second)
      await insertUsers(db, [
        {
          email: SECOND_CLIENT.email,
          fullName: SECOND_CLIENT.fullName,
          role: 'CLIENT',
          languages: ['en'],
          passwordHash: await hashPassword(DEMO_PASSWORD),
        },
      ]);
    const now = Date.now();
    let sid = 0;

    for (const demo of NUMBERS) {
      const holder = await demoOrganisationOf(db, demo.owner);
      // A database whose demo client was removed gets no numbers for them.
      if (!holder) continue;
      const [number] = await db
        .insert(twilioNumbers)
        .values({ phoneNumber: demo.phone, friendlyName: demo.name, organisationId: holder.id })
        .returning();
      const settings = { ...defaultSettings(number!, demo.language), ...demo.settings };
      await saveSettings(db, number!.id, settings);

      for (let i = 0; i < demo.calls; i += 1) {
        // Mostly during office hours, spread over the last 60 days; the newest one is still going on.
        const day = Math.floor(random.next() * 60);
        const started = new Date(now - day * DAY - random.between(0, 10 * 60) * MINUTE - (i === 0 ? 0 : 30 * MINUTE));
        const customer = random.pick(demo.customers);
        const outbound = random.next() < 0.12;
        sid += 1;
        const callSid = `CA${String(sid).padStart(32, '0')}`;
        const roll = random.next();
        if (i === 0) {
          await db.insert(calls).values({
            numberId: number!.id,
            callSid,
            customerPhoneNumber: customer,
            direction: 'inbound',
            status: 'in_progress',
            startedAt: new Date(now - 2 * MINUTE),
            summary: '',
          });
          continue;
        }
        if (roll < 0.16) {
          const [status, summary] = random.pick(MISSED[demo.language]);
          await db.insert(calls).values({
            numberId: number!.id,
            callSid,
            customerPhoneNumber: customer,
            direction: outbound ? 'outbound' : 'inbound',
            status,
            outcome: 'missed',
            startedAt: started,
            endedAt: new Date(started.getTime() + random.between(5, 30) * 1000),
            durationSeconds: 0,
            summary,
          });
          continue;
        }
        const scenario = random.pick(demo.scenarios);
        const turns: [Speaker, string][] = [...scenario.turns];
        if (scenario.extra && random.next() < 0.6) turns.splice(turns.length - 1, 0, ...scenario.extra);
        // Some callers go on longer: the same exchange again, then goodbye (up to about thirty turns).
        if (random.next() < 0.3) turns.push(...(scenario.extra ?? []), ...scenario.turns.slice(1), ...GOODBYES[demo.language]);
        let at = started.getTime();
        // Chosen by the call's place, not drawn: the random sequence (and so the rest of the demo) stays as it was.
        const question = UNANSWERED[demo.language][i % UNANSWERED[demo.language].length]!;
        const logs = turns.map(([role, text]) => {
          at += random.between(4, 18) * 1000;
          const confidence =
            role === 'customer'
              ? Math.round((random.next() < 0.1 ? 0.45 + random.next() * 0.2 : 0.8 + random.next() * 0.19) * 100) / 100
              : null;
          const written = text === UNANSWERED_TURN ? question : text === FALLBACK_TURN ? say(demo.language, 'fallback') : text;
          return {
            role,
            text: written.replaceAll('{assistant}', settings.assistant_name),
            confidence,
            unanswered: text === FALLBACK_TURN,
            createdAt: new Date(at),
          };
        });
        const ended = at + random.between(3, 10) * 1000;
        const [call] = await db
          .insert(calls)
          .values({
            numberId: number!.id,
            callSid,
            customerPhoneNumber: customer,
            direction: outbound ? 'outbound' : 'inbound',
            status: 'completed',
            outcome: scenario.outcome,
            startedAt: started,
            endedAt: new Date(ended),
            durationSeconds: Math.round((ended - started.getTime()) / 1000),
            summary: scenario.summary,
            message: scenario.message ?? null,
          })
          .returning({ id: calls.id });
        await db.insert(callLogs).values(logs.map((log) => ({ ...log, callId: call!.id })));
      }

      for (let i = 0; i < demo.conversations; i += 1) {
        const customer = demo.customers[i % demo.customers.length]!;
        const thread = demo.sms[i % demo.sms.length]!;
        let at = now - random.between(0, 30) * DAY - random.between(60, 600) * MINUTE;
        const unread = random.next() < 0.3;
        await db.insert(chatMessages).values(
          thread.map(([role, body], index) => {
            at += random.between(1, 40) * MINUTE;
            const last = index === thread.length - 1;
            return {
              numberId: number!.id,
              customerPhoneNumber: customer,
              role,
              body,
              status: role === 'customer' ? ('received' as const) : random.next() < 0.05 ? ('failed' as const) : ('delivered' as const),
              createdAt: new Date(at),
              readAt: role === 'customer' && !(unread && last) ? new Date(at + MINUTE) : null,
            };
          }),
        );
      }
    }
  },
};
