import type { CallOutcome, CallStatus } from '@/api/contract/lato-ai';
import type { Db } from '@server/db/client';
import { callLogs, calls, chatMessages, twilioNumbers } from '@server/db/schema';
import { insertReturningIds, insertRows } from '@server/test/bulk-insert';
import type { SeededPeople } from './people';
import { assistantLine, callSummary, customerLine, phoneNumber, random, recentDate, weighted } from './values';

const NUMBER_COUNT = 50;
const CALL_COUNT = 20_000;
/** The bench client's first number is a busy line: a quarter of all calls. */
const BUSY_LINE_CALLS = 5_000;
const CONVERSATION_COUNT = 5_000;
/** The call whose transcript the bench pages through: long enough for three pages. */
const LONG_CALL_TURNS = 60;

const STATUS_WEIGHTS: [CallStatus, number][] = [
  ['completed', 70],
  ['no_answer', 10],
  ['busy', 5],
  ['failed', 4],
  ['canceled', 5],
  ['in_progress', 1],
  ['ringing', 1],
  ['queued', 1],
];
const ANSWERED_OUTCOMES: [CallOutcome, number][] = [
  ['handled', 6],
  ['message_taken', 3],
  ['transferred', 1],
];

export interface SeededLatoAi {
  busyLine: { id: number; phoneNumber: string };
  longCallId: number;
}

async function seedNumbers(db: Db, people: SeededPeople) {
  // The bench client has two lines; 48 other clients have one each.
  const owners = [
    people.benchClient,
    people.benchClient,
    ...people.clients.filter((id) => id !== people.benchClient).slice(0, NUMBER_COUNT - 2),
  ];
  // A client's business has the client's id (people.ts).
  const rows = owners.map((organisationId, n) => ({ phoneNumber: phoneNumber(n), friendlyName: `Front desk ${n + 1}`, organisationId }));
  const ids = await insertReturningIds(db, twilioNumbers, rows);
  return ids.map((id, n) => ({ id, phoneNumber: rows[n]!.phoneNumber }));
}

function callRow(numberId: number, n: number, status: CallStatus) {
  const startedAt = recentDate(180);
  const answered = status === 'completed';
  const durationSeconds = answered ? random.between(20, 600) : null;
  const outcome = answered
    ? weighted(ANSWERED_OUTCOMES)
    : status === 'in_progress' || status === 'ringing' || status === 'queued'
      ? null
      : 'missed';
  return {
    numberId,
    callSid: `CA${n.toString(16).padStart(32, '0')}`,
    customerPhoneNumber: phoneNumber(10_000 + random.between(0, 3_000)),
    direction: random.next() < 0.85 ? ('inbound' as const) : ('outbound' as const),
    status,
    outcome,
    startedAt,
    endedAt: durationSeconds === null ? null : new Date(startedAt.getTime() + durationSeconds * 1000),
    durationSeconds,
    summary: answered ? callSummary() : '',
    message: outcome === 'message_taken' ? 'Please call back about the invoice after 4 pm.' : null,
    isTest: random.next() < 0.03,
  };
}

/** A transcript: customer and assistant take turns, a few seconds apart. */
function transcriptOf(callId: number, startedAt: Date, turns: number) {
  return Array.from({ length: turns }, (_, i) => {
    const customer = i % 2 === 0;
    return {
      callId,
      role: customer ? ('customer' as const) : ('assistant' as const),
      text: customer ? customerLine() : assistantLine(),
      confidence: customer ? 0.8 + random.next() * 0.2 : null,
      turnKey: `${i}:${customer ? 'customer' : 'assistant'}`,
      createdAt: new Date(startedAt.getTime() + i * 12_000),
    };
  });
}

async function seedCalls(db: Db, numbers: { id: number }[]) {
  const rows = Array.from({ length: CALL_COUNT }, (_, n) => {
    const numberId = n < BUSY_LINE_CALLS ? numbers[0]!.id : numbers[1 + (n % (numbers.length - 1))]!.id;
    return callRow(numberId, n, n === 0 ? 'completed' : weighted(STATUS_WEIGHTS));
  });
  const ids = await insertReturningIds(db, calls, rows);
  const logs = ids.flatMap((callId, n) => {
    const row = rows[n]!;
    if (row.status !== 'completed') return [];
    return transcriptOf(callId, row.startedAt, n === 0 ? LONG_CALL_TURNS : random.between(4, 12));
  });
  await insertRows(db, callLogs, logs);
  return ids[0]!;
}

/** 100 conversations per number, 2 to 12 messages each; the last customer message of some is unread. */
function conversationRows(numberId: number, conversation: number) {
  const customer = phoneNumber(100_000 + conversation);
  const isTest = random.next() < 0.02;
  const unread = random.next() < 0.3;
  const start = recentDate(120).getTime();
  const count = random.between(2, 12);
  return Array.from({ length: count }, (_, i) => {
    const fromCustomer = i % 2 === 0;
    const createdAt = new Date(start + i * random.between(60, 3_600) * 1000);
    return {
      numberId,
      customerPhoneNumber: customer,
      role: fromCustomer ? ('customer' as const) : ('assistant' as const),
      body: fromCustomer ? customerLine() : assistantLine(),
      status: fromCustomer
        ? ('received' as const)
        : weighted([
            ['delivered', 8],
            ['sent', 1],
            ['failed', 1],
          ] as const),
      messageSid: `SM${conversation.toString(16).padStart(24, '0')}${i.toString(16).padStart(8, '0')}`,
      isTest,
      readAt: fromCustomer && !(unread && i >= count - 2) ? createdAt : null,
      createdAt,
    };
  });
}

export async function seedLatoAi(db: Db, people: SeededPeople): Promise<SeededLatoAi> {
  const numbers = await seedNumbers(db, people);
  const longCallId = await seedCalls(db, numbers);
  const messages = Array.from({ length: CONVERSATION_COUNT }, (_, c) => conversationRows(numbers[c % numbers.length]!.id, c)).flat();
  await insertRows(db, chatMessages, messages);
  return { busyLine: numbers[0]!, longCallId };
}
