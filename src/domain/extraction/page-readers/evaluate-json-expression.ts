import type jsonata from 'jsonata';

// JSONata's own guardrails: past either, evaluation stops, so a pathological expression cannot
// hold an extraction thread.
const LIMITS = { timeout: 1000, stack: 500 };

/** An expression that does not parse, or that failed on a document: the message says where and why. */
export class JsonExpressionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JsonExpressionError';
  }
}

function describeFailure(error: unknown): string {
  if (typeof error !== 'object' || error === null || !('message' in error)) return String(error);
  const { message, position } = error as { message: unknown; position?: unknown };
  return typeof position === 'number' ? `${String(message)} (at character ${position})` : String(message);
}

type Expression = ReturnType<typeof jsonata>;

// Loaded on the first expression: a worker whose monitors have none never holds JSONata in memory.
let library: Promise<typeof jsonata> | null = null;
const loadJsonata = () => (library ??= import('jsonata').then((module) => module.default));

async function compile(expression: string): Promise<Expression> {
  const parse = await loadJsonata();
  try {
    return parse(expression, LIMITS);
  } catch (error) {
    throw new JsonExpressionError(describeFailure(error));
  }
}

/** What is wrong with a JSONata expression, or null when it parses. */
export async function checkJsonExpression(expression: string): Promise<string | null> {
  try {
    await compile(expression);
    return null;
  } catch (error) {
    return (error as JsonExpressionError).message;
  }
}

/** Evaluates a JSONata expression on a document within `LIMITS`; undefined when nothing matches. */
export async function evaluateJsonExpression(expression: string, document: unknown): Promise<unknown> {
  const compiled = await compile(expression);
  try {
    return await compiled.evaluate(document);
  } catch (error) {
    throw new JsonExpressionError(describeFailure(error));
  }
}
