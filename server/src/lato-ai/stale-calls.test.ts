import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Speaker } from '@/api/contract/lato-ai';
import { callLogs, calls, ENDED_WITHOUT_STATUS, twilioNumbers } from '@server/db/schema';
import { embeddedEngine } from '@server/src/assistant/embedded-engine';
import type { TwilioCallReader } from '@server/src/twilio/call-lookup';
import { callStatusChanged } from '@server/src/twilio/voice';
import { buildApp } from '@server/src/app';
import { startTestServer, type TestServer } from '@server/test/harness';
import { defaultSettings, saveSettings } from './settings';
import { AGE_LIMIT_MS, closeStaleCalls, IDLE_LIMIT_MS } from './stale-calls';

const NOW = new Date('2026-11-24T18:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let server: TestServer;
const numbers = { dental: 0, madrid: 0 };
let sequence = 0;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => NOW });
  const { db } = server.database;
  const owner = await server.createUser('CLIENT');
  const [dental, madrid] = await db
    .insert(twilioNumbers)
    .values([
      { phoneNumber: '+14155550142', friendlyName: 'Okafor Dental', organisationId: await server.organisationOf(owner) },
      { phoneNumber: '+34911234567', friendlyName: 'Clínica Okafor Madrid', organisationId: await server.organisationOf(owner) },
    ])
    .returning();
  await saveSettings(db, dental!.id, defaultSettings(dental!, 'en'));
  await saveSettings(db, madrid!.id, defaultSettings(madrid!, 'es'));
  numbers.dental = dental!.id;
  numbers.madrid = madrid!.id;
});
afterAll(() => server.close());

type NewCall = Partial<typeof calls.$inferInsert> & { startedAt: Date };

/** A call with its transcript: each turn is who spoke, what they said, and how many minutes ago. */
async function callWith(call: NewCall, turns: [Speaker, string, number][] = [], db = server.database.db) {
  sequence += 1;
  const [row] = await db
    .insert(calls)
    .values({
      numberId: numbers.dental,
      callSid: `CA${String(sequence).padStart(32, '0')}`,
      customerPhoneNumber: '+15005550006',
      direction: 'inbound',
      status: 'in_progress',
      isTest: true,
      ...call,
    })
    .returning();
  if (turns.length > 0)
    await db.insert(callLogs).values(turns.map(([role, text, minutes]) => ({ callId: row!.id, role, text, createdAt: ago(minutes) })));
  return row!;
}

const rowOf = async (id: number) => (await server.database.db.select().from(calls).where(eq(calls.id, id)))[0]!;

describe('closing calls whose end was never reported', () => {
  it('closes a call idle past the limit at its last turn, with its outcome and a summary in its number’s language', async () => {
    const english = await callWith({ startedAt: ago(40) }, [
      ['assistant', 'Hello, you have reached Okafor Dental. How can I help you?', 40],
      ['customer', 'Where do I park?', 39.5],
      ['assistant', 'The Fifth Street garage is one block away.', 39],
    ]);
    const spanish = await callWith({ numberId: numbers.madrid, startedAt: ago(30) }, [
      ['assistant', 'Hola, ha llamado a Clínica Okafor Madrid. ¿En qué puedo ayudarle?', 30],
      ['customer', '¿Dónde aparco?', 29],
      ['assistant', 'En el aparcamiento de Goya.', 28.5],
      ['customer', '¿Aceptan tarjeta?', 28],
      ['assistant', 'Sí, tarjeta y pago con el móvil.', 27.5],
    ]);
    // The seeded call still going on has no transcript: it ends where it began.
    const silent = await callWith({ startedAt: ago(20), isTest: false });
    const recent = await callWith({ startedAt: ago(30) }, [['customer', 'Still here', 5]]);
    const completed = await callWith({
      startedAt: ago(3000),
      status: 'completed',
      outcome: 'handled',
      endedAt: ago(2990),
      durationSeconds: 600,
      summary: 'Booked a cleaning.',
    });
    // A call passed to a person writes no turns while they talk: only the age limit closes it.
    const talking = await callWith({ startedAt: ago(60), outcome: 'transferred' }, [['customer', 'A person, please', 59]]);
    const forgotten = await callWith({ startedAt: ago(300), outcome: 'transferred' }, [['customer', 'A person, please', 299]]);

    const closed = await closeStaleCalls(server.database.db, NOW, { jobs: server.app.jobs });
    expect(closed.toSorted((a, b) => a - b)).toEqual([english.id, spanish.id, silent.id, forgotten.id]);
    // The rules' summaries are written with the ending; the assistant's come from a job.
    expect(await rowOf(english.id)).toMatchObject({ outcome: 'handled', summary: '' });
    expect(await rowOf(silent.id)).toMatchObject({ summary: 'The caller said nothing.' });
    await server.app.jobs.settled();

    expect(await rowOf(english.id)).toMatchObject({
      status: ENDED_WITHOUT_STATUS,
      endedAt: ago(39),
      durationSeconds: 60,
      outcome: 'handled',
      summary: 'The caller said: "Where do I park?". The assistant answered one question.',
    });
    expect(await rowOf(spanish.id)).toMatchObject({
      status: ENDED_WITHOUT_STATUS,
      endedAt: ago(27.5),
      durationSeconds: 150,
      outcome: 'handled',
      summary: 'La persona que llamó dijo: «¿Dónde aparco?». El asistente respondió 2 preguntas.',
    });
    expect(await rowOf(silent.id)).toMatchObject({
      status: ENDED_WITHOUT_STATUS,
      endedAt: ago(20),
      durationSeconds: 0,
      outcome: 'missed',
      summary: 'The caller said nothing.',
    });
    expect(await rowOf(forgotten.id)).toMatchObject({
      status: ENDED_WITHOUT_STATUS,
      endedAt: ago(299),
      durationSeconds: 60,
      outcome: 'transferred',
      summary: 'The caller said: "A person, please". The call was passed to a person.',
    });
    for (const untouched of [recent, completed, talking]) expect(await rowOf(untouched.id)).toEqual(untouched);
    // A second sweep finds nothing more to close, and a late status callback reopens nothing.
    expect(await closeStaleCalls(server.database.db, NOW, { jobs: server.app.jobs })).toEqual([]);
    const ended = await rowOf(english.id);
    const ctx = {
      db: server.database.db,
      engine: embeddedEngine,
      countAutoReply: async () => 0,
      jobs: server.app.jobs,
      now: NOW,
      simulated: true,
      log: server.app.log,
    };
    for (const CallStatus of ['in-progress', 'completed'])
      await callStatusChanged(ctx, { CallSid: english.callSid, To: '+14155550142', CallStatus, CallDuration: 5 });
    expect(await rowOf(english.id)).toEqual(ended);
  });

  it('closes a call only once it is past a limit', async () => {
    const idle = await callWith({ startedAt: new Date(NOW.getTime() - IDLE_LIMIT_MS + 1000) });
    const old = await callWith({ startedAt: new Date(NOW.getTime() - AGE_LIMIT_MS + 1000), outcome: 'transferred' });
    expect(await closeStaleCalls(server.database.db, NOW, { jobs: server.app.jobs })).toEqual([]);
    const later = new Date(NOW.getTime() + 2000);
    expect((await closeStaleCalls(server.database.db, later, { jobs: server.app.jobs })).toSorted((a, b) => a - b)).toEqual([
      idle.id,
      old.id,
    ]);
  });

  it('asks Twilio how a real call ended when an account is configured, and closes it at the limit when Twilio cannot say', async () => {
    const endTime = ago(50);
    const answers: Record<string, () => Promise<{ status: string; duration?: string | null; endTime?: Date | null }>> = {};
    const asked: string[] = [];
    const twilio: TwilioCallReader = {
      calls: (sid) => ({
        fetch: () => {
          asked.push(sid);
          return answers[sid]!();
        },
      }),
    };
    const log = { warn: vi.fn() };
    const turns: [Speaker, string, number][] = [
      ['assistant', 'Hello, you have reached Okafor Dental. How can I help you?', 59],
      ['customer', 'Do you see children?', 58],
    ];
    const reported = await callWith({ startedAt: ago(60), isTest: false }, turns);
    answers[reported.callSid] = async () => ({ status: 'completed', duration: '312', endTime });
    const unanswered = await callWith({ startedAt: ago(60), isTest: false, status: 'ringing' });
    answers[unanswered.callSid] = async () => ({ status: 'no-answer', duration: '0', endTime: null });
    const lost = await callWith({ startedAt: ago(60), isTest: false }, turns);
    answers[lost.callSid] = () =>
      Promise.reject(Object.assign(new Error('The requested resource was not found'), { status: 404, code: 20404 }));
    const going = await callWith({ startedAt: ago(60), isTest: false }, turns);
    answers[going.callSid] = async () => ({ status: 'in-progress', duration: null, endTime: null });
    // A test call never reached Twilio: there is nothing to ask.
    const test = await callWith({ startedAt: ago(60), isTest: true }, turns);

    const closed = await closeStaleCalls(server.database.db, NOW, { jobs: server.app.jobs, twilio, log });
    expect(closed.toSorted((a, b) => a - b)).toEqual([reported.id, unanswered.id, lost.id, test.id]);
    await server.app.jobs.settled();
    expect(asked.toSorted()).toEqual([reported.callSid, unanswered.callSid, lost.callSid, going.callSid].toSorted());

    expect(await rowOf(reported.id)).toMatchObject({
      status: 'completed',
      endedAt: endTime,
      durationSeconds: 312,
      outcome: 'handled',
      summary: 'The caller said: "Do you see children?". The assistant answered one question.',
    });
    expect(await rowOf(unanswered.id)).toMatchObject({ status: 'no_answer', endedAt: ago(60), durationSeconds: 0, outcome: 'missed' });
    expect(await rowOf(lost.id)).toMatchObject({ status: ENDED_WITHOUT_STATUS, endedAt: ago(58), durationSeconds: 120 });
    expect(await rowOf(test.id)).toMatchObject({ status: ENDED_WITHOUT_STATUS, endedAt: ago(58), durationSeconds: 120 });
    expect(await rowOf(going.id)).toEqual(going);

    // The log says which call and what Twilio answered, nothing that names the caller or the account.
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn.mock.calls[0]![0]).toEqual({ callId: lost.id, code: 20404, status: 404 });
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/CA\d|\+\d/);
  });

  it('sweeps on its schedule from the moment an app starts, and has the assistant summarise what it closed', async () => {
    const other = await startTestServer({}, { clock: () => NOW });
    const { db, executeSql } = other.database;
    const owner = await other.createUser('CLIENT');
    const [number] = await db
      .insert(twilioNumbers)
      .values({ phoneNumber: '+14155550199', friendlyName: 'Sweep', organisationId: await other.organisationOf(owner) })
      .returning();
    await saveSettings(db, number!.id, defaultSettings(number!, 'en'));
    const left = await callWith({ numberId: number!.id, startedAt: ago(20) }, [['customer', 'Where do I park?', 19]], db);
    const rowThere = async () => (await db.select().from(calls).where(eq(calls.id, left.id)))[0]!;
    // The test server schedules nothing; a second app on the same database (another process) does.
    expect(await rowThere()).toEqual(left);
    const scheduling = await buildApp({
      config: other.config,
      db,
      executeSql,
      clock: () => NOW,
      jobs: { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
    });
    try {
      await scheduling.ready();
      await expect.poll(async () => (await rowThere()).status, { timeout: 10_000 }).toBe(ENDED_WITHOUT_STATUS);
      await scheduling.jobs.settled();
      expect(await rowThere()).toMatchObject({
        endedAt: ago(19),
        durationSeconds: 60,
        outcome: 'handled',
        summary: 'The caller said: "Where do I park?". The assistant answered one question.',
      });
    } finally {
      await scheduling.close();
      await other.close();
    }
  });
});
