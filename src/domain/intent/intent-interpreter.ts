import type { Intent } from '../intent.js';
import type { InterpretResult } from './interpret-intent.js';
import { deriveSources, type Source } from './derive-sources.js';

/** Turns an intent into what to watch; the embedded reading works offline, providers may improve on it. */
export interface IntentInterpreter {
  interpret(text: string): Promise<InterpretResult>;
  findSources(intent: Intent): Promise<Source[]>;
}

export const embeddedInterpreter: IntentInterpreter = {
  async interpret(text) {
    // The reading loads compromise's lexicon (~45 MB): only a process that reads an intent pays for it.
    const { interpretIntent } = await import('./interpret-intent.js');
    return interpretIntent(text);
  },
  async findSources(intent) {
    return deriveSources(intent);
  },
};
