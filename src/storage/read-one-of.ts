/**
 * A text column that holds one of a domain list's values, narrowed to that list: a value
 * outside it means the row was written by other code, and is an error, never a default.
 */
export function readOneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${column} holds "${value}", which is none of ${allowed.join(', ')}`);
}
