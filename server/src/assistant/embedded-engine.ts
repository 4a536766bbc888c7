import MiniSearch from 'minisearch';
import type { AssistantSettings } from '@/api/contract/lato-ai';
import type { AssistantEngine, AssistantReply, ReplyRequest, Turn } from './engine';
import { describeHours, isOpen } from './hours';
import { say } from './phrases';
import { fold, wordsOf } from './text';

/** Words too common to tell one question from another, in both languages (folded). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be can could do does for from have how i if in is it me my of on or our the there to we what when where which who ' +
    'will with would you your please hello hi yes no thanks thank ' +
    'a al como con cual cuales de del donde el en es esta estan hay la las lo los me mi para pero por que quiero se si su sus tiene tienen ' +
    'un una uno y yo usted ustedes hola gracias buenos buenas dias tardes favor puedo puede'
  ).split(' '),
);

const INTENTS: { intent: 'goodbye' | 'person' | 'message' | 'hours'; pattern: RegExp }[] = [
  {
    intent: 'goodbye',
    pattern: /\b(bye|goodbye|that'?s all|nothing else|no,? thanks?|adios|hasta luego|eso es todo|nada mas|ya esta)\b/,
  },
  {
    intent: 'person',
    pattern:
      /\b(person|human|someone|somebody|agent|representative|operator|receptionist|real person|persona|humano|alguien|recepcionista|operador)\b/,
  },
  { intent: 'message', pattern: /\b(leave a message|take a message|voicemail|message|recado|dejar un mensaje|mensaje)\b/ },
  { intent: 'hours', pattern: /\b(hours|open|opening|close|closing|closed|horario|abren|abierto|abiertos|cierran|cerrado|cerrados)\b/ },
];

export function detectIntent(said: string) {
  const text = fold(said);
  return INTENTS.find(({ pattern }) => pattern.test(text))?.intent;
}

/**
 * How much of what was said the best entry must match (its words, after common ones are left
 * out): BM25 scores rank the entries, but with a FAQ of two or three entries they are too small
 * to be compared with a fixed bar.
 */
export const FAQ_MIN_COVERAGE = 1 / 3;

/**
 * The FAQ entry that answers what was said, ranked by BM25 over the questions (weighted) and
 * answers, accents and case folded, common words left out; none when it matches too little of it.
 */
/** The words of what was said that carry its meaning: common ones ("yes", "what", "the") left out. */
const meaningfulWords = (said: string) => wordsOf(said).filter((word) => !STOP_WORDS.has(word));

/**
 * Whether the caller asked something a FAQ entry could answer: words beyond the common ones. "Yes",
 * "OK" or "What?" go unanswered without being a question the business could add an answer to.
 */
export const isQuestionLike = (said: string) => meaningfulWords(said).length > 0;

export function bestFaqAnswer(faq: AssistantSettings['faq'], said: string): { question: string; answer: string; score: number } | null {
  const terms = meaningfulWords(said);
  if (faq.length === 0 || terms.length === 0) return null;
  const index = new MiniSearch<{ id: number; question: string; answer: string }>({
    fields: ['question', 'answer'],
    storeFields: ['question', 'answer'],
    processTerm: (term) => {
      const folded = fold(term);
      return STOP_WORDS.has(folded) ? null : folded;
    },
    searchOptions: { boost: { question: 3 }, fuzzy: 0.2, prefix: (term) => term.length > 4 },
  });
  index.addAll(faq.map((entry, id) => ({ id, ...entry })));
  const [best] = index.search(terms.join(' '));
  if (!best || best.queryTerms.length / terms.length < FAQ_MIN_COVERAGE) return null;
  return { question: best.question as string, answer: best.answer as string, score: best.score };
}

/**
 * The rules: business hours, the FAQ, talking to a person, leaving a message, goodbye; otherwise
 * an offer to take a message, the words marked unanswered (on a call: an SMS is always thanked).
 */
export function rulesReply({ settings, said, channel, now }: ReplyRequest): AssistantReply {
  const language = settings.language;
  const intent = detectIntent(said);
  const hours = describeHours(settings);
  if (channel === 'sms') {
    // A question the FAQ answers is answered at any hour; otherwise a closed business says when it opens.
    const found = bestFaqAnswer(settings.faq, said);
    if (found) return { text: found.answer, action: 'continue' };
    if (intent === 'hours') return { text: hours, action: 'continue' };
    if (!isOpen(settings, now)) return { text: say(language, 'smsClosed', { hours }), action: 'continue' };
    if (intent === 'person') return { text: say(language, 'smsPerson'), action: 'continue' };
    return { text: say(language, 'smsThanks'), action: 'continue' };
  }
  if (intent === 'goodbye') return { text: say(language, 'goodbye'), action: 'hang_up' };
  if (intent === 'person')
    return settings.transfer_number
      ? { text: say(language, 'transferring'), action: 'transfer' }
      : { text: say(language, 'noTransfer'), action: 'take_message' };
  if (intent === 'message') return { text: say(language, 'askMessage'), action: 'take_message' };
  const found = bestFaqAnswer(settings.faq, said);
  if (found) return { text: `${found.answer} ${say(language, 'anythingElse')}`, action: 'continue' };
  if (intent === 'hours') return { text: `${hours} ${say(language, 'anythingElse')}`, action: 'continue' };
  return { text: say(language, 'fallback'), action: 'continue', unanswered: isQuestionLike(said) };
}

/** A summary from the transcript alone: the message left, or what the caller first asked and how it ended. */
export function rulesSummary(settings: AssistantSettings, turns: Turn[], outcome?: { message?: string | null; transferred?: boolean }) {
  const language = settings.language;
  if (outcome?.message) return say(language, 'summaryMessage', { message: outcome.message });
  const said = turns.filter((turn) => turn.role === 'customer');
  if (said.length === 0) return say(language, 'summaryNothing');
  const first = said[0]!.text.length > 160 ? `${said[0]!.text.slice(0, 157)}…` : said[0]!.text;
  const ending = outcome?.transferred ? say(language, 'summaryTransferred') : say(language, 'summaryHandled', { count: said.length });
  return `${say(language, 'summaryAsked', { said: first })} ${ending}`;
}

/** The assistant with no network: answers at once, from the number's own settings. */
export const embeddedEngine: AssistantEngine = {
  reply: async (request) => rulesReply(request),
  summarize: async (settings, turns) => rulesSummary(settings, turns),
};
