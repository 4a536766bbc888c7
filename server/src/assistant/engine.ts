import type { AssistantSettings, Speaker } from '@/api/contract/lato-ai';

/** What the assistant does after answering. */
export type AssistantAction = 'continue' | 'transfer' | 'take_message' | 'hang_up';

export interface Turn {
  role: Speaker;
  text: string;
}

export interface ReplyRequest {
  settings: AssistantSettings;
  /** The conversation so far, oldest first, without the words being answered. */
  history: Turn[];
  /** What the caller or texter just said. */
  said: string;
  channel: 'voice' | 'sms';
  now: Date;
}

export interface AssistantReply {
  text: string;
  action: AssistantAction;
  /** The words could not be answered: no FAQ entry or rule fitted (call analytics lists them). */
  unanswered?: boolean;
}

/**
 * The assistant behind every call and SMS: the embedded rules, or a language model with the
 * rules as its fallback. Both answer within the time they are given.
 */
export interface AssistantEngine {
  reply(request: ReplyRequest): Promise<AssistantReply>;
  /** One or two sentences on what a finished call was about, in the number's language. */
  summarize(settings: AssistantSettings, turns: Turn[]): Promise<string>;
}
