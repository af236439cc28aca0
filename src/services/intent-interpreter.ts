import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Intent } from '../domain/intent.js';
import { interpretIntent, type InterpretResult } from '../domain/intent/interpret-intent.js';
import { deriveSources, type Source } from '../domain/intent/derive-sources.js';
import { createChatCompletionsClient } from '../adapters/llm/chat-completions-client.js';
import { createLlmIntentInterpreter } from '../adapters/llm/llm-intent-interpreter.js';
import { createSearxngSourceFinder } from '../adapters/search/searxng-source-finder.js';

/** Turns an intent into what to watch; the embedded reading works offline, providers may improve on it. */
export interface IntentInterpreter {
  interpret(text: string): Promise<InterpretResult>;
  findSources(intent: Intent): Promise<Source[]>;
}

export const embeddedInterpreter: IntentInterpreter = {
  async interpret(text) {
    return interpretIntent(text);
  },
  async findSources(intent) {
    return deriveSources(intent);
  },
};

/**
 * The interpreter the configuration asks for: a language model reads intents when
 * LLM_BASE_URL is set, SearXNG finds pages when SEARCH_URL is set; each falls back
 * to the embedded reading on its own.
 */
export function createIntentInterpreter(deps: { config: Pick<Config, 'llm' | 'searchUrl'>; log: Logger }): IntentInterpreter {
  const { llm, searchUrl } = deps.config;
  const reader = llm === null ? embeddedInterpreter : createLlmIntentInterpreter({
    client: createChatCompletionsClient(llm),
    fallback: embeddedInterpreter,
    log: deps.log,
  });
  const finder = searchUrl === null ? embeddedInterpreter : createSearxngSourceFinder({ searchUrl, log: deps.log });
  return {
    interpret: (text) => reader.interpret(text),
    findSources: (intent) => finder.findSources(intent),
  };
}
