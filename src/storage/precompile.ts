import { CompiledQuery, type Compilable, type Kysely, type Transaction } from 'kysely';

type Executor = Kysely<any> | Transaction<any>;

/**
 * Compiles a query once and runs it with fresh parameters, skipping Kysely's per-call
 * building and compiling, which cost far more than a point lookup itself. Only for hot
 * paths whose parameters are all values (never identifiers or list lengths).
 */
export function precompile<Row>(db: Executor, query: Compilable<Row>) {
  const { sql } = query.compile();
  return async (...parameters: unknown[]): Promise<Row[]> => (await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))).rows;
}

/** Stands for the input at `index` while a statement is compiled; never reaches the database. */
class Slot {
  constructor(readonly index: number) {}
}

/** A statement compiled once, and which input fills each of its parameters. */
export interface CompiledShape {
  readonly sql: string;
  /** Per parameter, in the order the SQL wants them: an input index, or a constant the builder put there. */
  readonly fill: readonly (Slot | unknown)[];
}

/**
 * Compiles statements by shape and keeps them: `build` receives `slot(i)` to put wherever
 * input `i` goes, and the parameter order is read from the compiled query rather than
 * written by hand. A shape is one SQL text per dialect, so SQLite also reuses its prepared
 * statement; batch statements should come in a few row counts (see `splitInPowersOfTwo`).
 */
export function createShapeCache() {
  const shapes = new Map<string, CompiledShape>();
  return {
    /** `key` must name everything `build` varies on, the dialect included. */
    shape(key: string, build: (slot: (index: number) => any) => CompiledQuery): CompiledShape {
      let shape = shapes.get(key);
      if (shape === undefined) {
        const { sql, parameters } = build((index) => new Slot(index));
        shape = { sql, fill: [...parameters] };
        shapes.set(key, shape);
      }
      return shape;
    },
  };
}

/** Runs a compiled shape on `db` (a transaction or not) with `inputs` in slot order. */
export async function runShape<Row>(db: Executor, shape: CompiledShape, inputs: readonly unknown[]): Promise<Row[]> {
  const parameters = shape.fill.map((entry) => (entry instanceof Slot ? inputs[entry.index] : entry));
  return (await db.executeQuery<Row>(CompiledQuery.raw(shape.sql, parameters))).rows;
}

/**
 * Cuts `items` into chunks of 2^k items, largest first and none over `max` (a power of two):
 * 200 rows go as 128 + 64 + 8. A batch statement then has one of a handful of texts instead
 * of one per row count, so its compiled and prepared forms are reused.
 */
export function splitInPowersOfTwo<T>(items: readonly T[], max: number): T[][] {
  const chunks: T[][] = [];
  let start = 0;
  for (let size = max; size >= 1; size >>= 1) {
    while (items.length - start >= size) {
      chunks.push(items.slice(start, start + size));
      start += size;
    }
  }
  return chunks;
}
