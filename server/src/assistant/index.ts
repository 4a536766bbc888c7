import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@server/src/config';
import type { AssistantEngine } from './engine';
import { embeddedEngine } from './embedded-engine';
import { modelEngine } from './model-engine';

export type { AssistantEngine, AssistantAction, AssistantReply, Turn } from './engine';
export { rulesSummary } from './embedded-engine';

/** The assistant the configuration asks for: a language model when AI_BASE_URL is set, else the embedded rules. */
export function createEngine(config: Pick<Config, 'ai' | 'aiTimeBudgetMs'>, log?: FastifyBaseLogger): AssistantEngine {
  if (!config.ai) return embeddedEngine;
  return modelEngine(config.ai, config.aiTimeBudgetMs, (reason) =>
    log?.warn({ reason }, 'the assistant model did not answer in time or in shape; the rules answered'),
  );
}
