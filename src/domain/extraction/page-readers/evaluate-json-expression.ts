import type jsonata from 'jsonata';
import { PageReadError } from './page-reader-definition.js';

// JSONata's own guardrails: past either, evaluation stops, so a pathological expression cannot
// hold an extraction thread.
const LIMITS = { timeout: 1000, stack: 500 };

function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('message' in error)) return String(error);
  const { message, position } = error as { message: unknown; position?: unknown };
  return typeof position === 'number' ? `${String(message)} (at character ${position})` : String(message);
}

// Loaded on the first expression: a worker whose monitors have none never holds JSONata in memory.
let library: Promise<typeof jsonata> | null = null;
const loadJsonata = () => (library ??= import('jsonata').then((module) => module.default));

/** What is wrong with a JSONata expression, or null when it parses. */
export async function checkJsonExpression(expression: string): Promise<string | null> {
  const parse = await loadJsonata();
  try {
    parse(expression, LIMITS);
    return null;
  } catch (error) {
    return describeFailure(error);
  }
}

/** Evaluates a JSONata expression on a document within `LIMITS`; undefined when nothing matches. */
export async function evaluateJsonExpression(expression: string, document: unknown): Promise<unknown> {
  const parse = await loadJsonata();
  try {
    return await parse(expression, LIMITS).evaluate(document);
  } catch (error) {
    throw new PageReadError(`jsonExpression: ${describeFailure(error)}`);
  }
}
