/** An object of a script's state, and how one points at another (Apollo's {"__ref": key}). */
export type Node = Record<string, unknown>;

// Arrays under these keys list other products (recommendations, cross-sells, rankings).
export const OTHER_PRODUCTS_KEY = /related|recommend|upsell|cross|accessor|also|similar|ranking|bundle|suggest|complete|others?$/i;

export function asNode(value: unknown): Node | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;
}

export function resolve(value: unknown, refs: Node | null): Node | null {
  const node = asNode(value);
  const ref = node?.__ref;
  return typeof ref === 'string' && refs !== null ? asNode(refs[ref]) : node;
}
