import { AVAILABILITY_CHANGE } from './availability.js';
import type { ChangeTypeDefinition } from './change-type.js';
import { CHANGE_TYPES, isChangeType, type ChangeType } from './change-type-list.js';
import { CONTENT_CHANGE } from './content.js';
import { PRICE_CHANGE } from './price.js';

// One line per type; the mapped type makes a name of the list without its definition (or the
// reverse) a compile error.
const REGISTRY: { readonly [Name in ChangeType]: ChangeTypeDefinition<Name> } = {
  price: PRICE_CHANGE,
  availability: AVAILABILITY_CHANGE,
  content: CONTENT_CHANGE,
};

const ORDERED: readonly ChangeTypeDefinition[] = CHANGE_TYPES.map((name) => REGISTRY[name]);

/** A change type that is not in the registry: stored data or a caller names a type this version does not know. */
export class UnknownChangeTypeError extends Error {
  constructor(readonly typeName: string) {
    super(`unknown change type "${typeName}"`);
    this.name = 'UnknownChangeTypeError';
  }
}

/** Every change type, in the order of `CHANGE_TYPES` (which ranks findings of equal score). */
export function listChangeTypes(): readonly ChangeTypeDefinition[] {
  return ORDERED;
}

/** The definition of a change type; an unknown name throws `UnknownChangeTypeError`, never falls back to another type. */
export function findChangeType(name: string): ChangeTypeDefinition {
  if (!isChangeType(name)) throw new UnknownChangeTypeError(name);
  return REGISTRY[name];
}
