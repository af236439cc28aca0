import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

// Bodies are validated strictly: "0.5" is not a number and unknown fields are refused.
// Query strings and path parameters are text on the wire, so only they are coerced.
const strict = addFormats(new Ajv({ coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false, allErrors: false }));
const coercing = addFormats(new Ajv({ coerceTypes: true, removeAdditional: false, useDefaults: true, strict: false, allErrors: false }));

export const compileValidator: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object);

const TYPE_NAMES: Record<string, string> = {
  object: 'a JSON object',
  array: 'an array',
  integer: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'a boolean',
  null: 'null',
};

/** "string,null" (a nullable field) reads "a string or null". */
function describeType(types: string): string {
  return types.split(',').map((type) => TYPE_NAMES[type] ?? `a ${type}`).join(' or ');
}

/** Turns Ajv's first complaint into a sentence that names the field. */
export function describeValidationError(part: string | undefined, errors: ErrorObject[]): string {
  const first = errors[0];
  if (!first) return 'request is invalid';
  // Array positions read as in JavaScript: `steps[1].action`.
  const path = first.instancePath.split('/').filter(Boolean).join('.').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  const where = path || (part === 'body' ? 'body' : part ?? 'request');
  switch (first.keyword) {
    case 'required':
      return `${path ? `${path}.` : ''}${String(first.params.missingProperty)} is required`;
    case 'additionalProperties':
      return `unknown field '${path ? `${path}.` : ''}${String(first.params.additionalProperty)}'`;
    case 'type':
      return `${where} must be ${describeType(String(first.params.type))}`;
    case 'enum':
      return `${where} must be one of ${(first.params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'format':
      return `${where} must be a valid ${String(first.params.format)}`;
    default:
      return `${where} ${first.message ?? 'is invalid'}`;
  }
}
