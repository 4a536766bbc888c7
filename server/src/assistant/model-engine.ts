import { z } from 'zod';
import type { AiConfig } from '@server/src/config';
import type { AssistantEngine, AssistantReply, ReplyRequest, Turn } from './engine';
import { embeddedEngine, isQuestionLike, rulesReply } from './embedded-engine';
import { describeHours, isOpen } from './hours';

const replySchema = z.object({
  reply: z.string().trim().min(1).max(1600),
  action: z.enum(['continue', 'transfer', 'take_message', 'hang_up']),
  /** False when neither the FAQ nor the instructions answer what was said; a model may leave it out. */
  answered: z.boolean().optional(),
});

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

function systemPrompt({ settings, channel, now }: ReplyRequest): string {
  const faq = settings.faq.map((entry) => `Q: ${entry.question}\nA: ${entry.answer}`).join('\n');
  return [
    `You are ${settings.assistant_name}, the phone assistant of a business, answering a ${channel === 'voice' ? 'phone call' : 'text message'}.`,
    `Answer in ${LANGUAGE_NAMES[settings.language]} only, in one to three short sentences fit to be ${channel === 'voice' ? 'spoken' : 'texted'}.`,
    `Business hours: ${describeHours(settings)} The business is ${isOpen(settings, now) ? 'open' : 'closed'} now.`,
    settings.transfer_number
      ? 'A person can take the call: choose "transfer" when the caller asks for one.'
      : 'Nobody can take calls: offer to take a message instead.',
    settings.instructions && `The business's instructions: ${settings.instructions}`,
    faq && `Frequently asked questions (answer from these when they fit):\n${faq}`,
    'Reply with a JSON object only: {"reply": what you say, "action": "continue" | "transfer" | "take_message" | "hang_up", "answered": true | false}.',
    'Choose "take_message" to ask for a message, "hang_up" after saying goodbye, "continue" otherwise.',
    'Set "answered" to false when neither the frequently asked questions nor the instructions answer what was asked, true otherwise.',
  ]
    .filter(Boolean)
    .join('\n');
}

const asMessages = (turns: Turn[]) =>
  turns.map((turn) => ({ role: turn.role === 'customer' ? ('user' as const) : ('assistant' as const), content: turn.text }));

async function complete(ai: AiConfig, messages: { role: string; content: string }[], signal: AbortSignal): Promise<string> {
  const response = await fetch(`${ai.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
    body: JSON.stringify({ model: ai.model, messages, temperature: 0.3, response_format: { type: 'json_object' } }),
    signal,
  });
  if (!response.ok) throw new Error(`The model answered ${response.status}`);
  return completionSchema.parse(await response.json()).choices[0]!.message.content;
}

/**
 * A language model behind an OpenAI-compatible chat completion API, asked for a structured reply
 * in the number's language. A late, failed or malformed answer falls back to the rules, so the
 * caller always hears something within the time budget.
 */
export function modelEngine(ai: AiConfig, budgetMs: number, onFallback: (reason: string) => void = () => undefined): AssistantEngine {
  return {
    async reply(request): Promise<AssistantReply> {
      try {
        const content = await complete(
          ai,
          [{ role: 'system', content: systemPrompt(request) }, ...asMessages(request.history), { role: 'user', content: request.said }],
          AbortSignal.timeout(budgetMs),
        );
        const parsed = replySchema.parse(JSON.parse(content));
        // Without a transfer number there is nobody to pass the call to.
        if (parsed.action === 'transfer' && !request.settings.transfer_number) return rulesReply(request);
        // Only a turn that goes on talking is an unanswered question: taking a message, putting the
        // caller through or saying goodbye is an answer in itself.
        return {
          text: parsed.reply,
          action: parsed.action,
          unanswered: parsed.answered === false && parsed.action === 'continue' && isQuestionLike(request.said),
        };
      } catch (error) {
        onFallback(error instanceof Error ? error.name : 'unknown');
        return rulesReply(request);
      }
    },
    async summarize(settings, turns) {
      try {
        const content = await complete(
          ai,
          [
            {
              role: 'system',
              content: `Summarise this phone call for the business in one or two sentences of ${LANGUAGE_NAMES[settings.language]}. Reply with a JSON object only: {"reply": the summary, "action": "continue"}.`,
            },
            { role: 'user', content: turns.map((turn) => `${turn.role}: ${turn.text}`).join('\n') },
          ],
          AbortSignal.timeout(budgetMs),
        );
        return replySchema.parse(JSON.parse(content)).reply;
      } catch (error) {
        onFallback(error instanceof Error ? error.name : 'unknown');
        return embeddedEngine.summarize(settings, turns);
      }
    },
  };
}
