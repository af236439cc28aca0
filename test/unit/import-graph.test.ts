import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const FIXTURE = fileURLToPath(new URL('../fixtures/import-graph', import.meta.url));
const ARCHITECTURE_DOC = fileURLToPath(new URL('../../docs/architecture.md', import.meta.url));

interface Layer {
  name: string;
  /** Folders (ending in "/") and files of src/ that belong to the layer. */
  members: readonly string[];
}

/**
 * The layers of src/, lowest first: a file may import from its own layer and the ones below,
 * never from one above, type-only imports included. docs/architecture.md shows the same table.
 */
const LAYERS: readonly Layer[] = [
  { name: 'domain', members: ['domain/'] },
  { name: 'storage', members: ['storage/'] },
  { name: 'adapters', members: ['adapters/'] },
  { name: 'definitions', members: ['config.ts', 'errors.ts', 'version.ts'] },
  { name: 'observability', members: ['observability/'] },
  { name: 'jobs', members: ['jobs/'] },
  { name: 'services', members: ['services/'] },
  { name: 'http', members: ['http/'] },
  { name: 'composition root', members: ['infrastructure.ts', 'app.ts', 'start-jobs.ts', 'server.ts', 'cli/'] },
  { name: 'package entry', members: ['index.ts', 'verify-webhook-signature.ts'] },
];

interface ImportEdge {
  /** Importing file, relative to the root, e.g. "http/routes/monitors.ts". */
  from: string;
  /** Imported file, relative to the root, e.g. "storage/database.ts". */
  to: string;
  typeOnly: boolean;
  /** The names imported, as written ("createX", "type Y"). */
  names: string[];
}

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

// Static and re-export statements with a relative specifier; dynamic import() counts too.
// The clause stops at a semicolon, so a package import never lends its words to the next statement.
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.[^']+)'/gm;
const DYNAMIC = /import\(\s*'(\.[^']+)'\s*\)/g;

function readImports(root: string, file: string): ImportEdge[] {
  const text = readFileSync(file, 'utf8');
  const from = relative(root, file);
  const target = (specifier: string) => relative(root, resolve(dirname(file), specifier)).replace(/\.js$/, '.ts');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(STATEMENT)) {
    const clause = match[3]!;
    const names = clause.replace(/[{}]/g, ' ').split(',').map((name) => name.trim()).filter(Boolean);
    const typeOnly = match[2] !== undefined || (names.length > 0 && names.every((name) => name.startsWith('type ')));
    edges.push({ from, to: target(match[4]!), typeOnly, names });
  }
  for (const match of text.matchAll(DYNAMIC)) edges.push({ from, to: target(match[1]!), typeOnly: false, names: ['*'] });
  return edges;
}

/** Every relative import of every .ts file under `root`, paths relative to `root`. */
function readImportGraph(root: string): { files: string[]; edges: ImportEdge[] } {
  const files = listSourceFiles(root);
  return { files: files.map((file) => relative(root, file)), edges: files.flatMap((file) => readImports(root, file)) };
}

/** The index in LAYERS of the layer holding `file`, or -1. */
function layerOf(file: string, layers: readonly Layer[]): number {
  return layers.findIndex((layer) => layer.members.some((member) => (member.endsWith('/') ? file.startsWith(member) : file === member)));
}

function findUnlayeredFiles(files: readonly string[], layers: readonly Layer[]): string[] {
  return files.filter((file) => layerOf(file, layers) === -1);
}

/** Imports from a lower layer into a higher one, type-only ones included; files outside the root are not checked. */
function findUpwardImports(edges: readonly ImportEdge[], layers: readonly Layer[]): ImportEdge[] {
  return edges.filter((edge) => !edge.to.startsWith('..') && layerOf(edge.to, layers) > layerOf(edge.from, layers));
}

/** Strongly connected components of more than one file (Tarjan), each sorted, type-only imports included. */
function findCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) components.push(component.sort());
  };
  for (const file of next.keys()) if (!index.has(file)) visit(file);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

const { files: FILES, edges: EDGES } = readImportGraph(SRC);

const edgesFrom = (folder: string) => EDGES.filter((edge) => edge.from.startsWith(`${folder}/`));
const describeEdge = (edge: ImportEdge) => `${edge.from} -> ${edge.to}${edge.typeOnly ? ' (type)' : ''}`;

describe('the import-graph checker, on a fake tree with one cycle and two upward imports', () => {
  const fixture = readImportGraph(FIXTURE);

  it('reports exactly the upward imports, the type-only one included', () => {
    expect(findUpwardImports(fixture.edges, LAYERS).map(describeEdge).sort()).toEqual([
      'domain/price.ts -> http/format-price.ts',
      'services/pricing.ts -> infrastructure.ts (type)',
    ]);
  });

  it('reports exactly the cycle, although one of its imports is type-only', () => {
    expect(findCycles(fixture.edges)).toEqual([['storage/order-lines.ts', 'storage/orders.ts']]);
  });

  it('places every file of the tree in a layer', () => {
    expect(findUnlayeredFiles(fixture.files, LAYERS)).toEqual([]);
    expect(findUnlayeredFiles(['reports/weekly.ts'], LAYERS)).toEqual(['reports/weekly.ts']);
  });
});

describe('the import graph of src/', () => {
  it('is read at all (the parser finds the imports it is checking)', () => {
    expect(EDGES.length).toBeGreaterThan(200);
    expect(EDGES).toContainEqual(expect.objectContaining({ from: 'infrastructure.ts', to: 'storage/database.ts' }));
  });

  it('places every file in a layer of the table', () => {
    expect(findUnlayeredFiles(FILES, LAYERS)).toEqual([]);
  });

  it('has no import from a lower layer into a higher one, type-only imports included', () => {
    expect(findUpwardImports(EDGES, LAYERS).map(describeEdge)).toEqual([]);
  });

  it('has no cycle, type-only imports included', () => {
    expect(findCycles(EDGES)).toEqual([]);
  });

  it('has the layer table of docs/architecture.md', () => {
    // Rows of the form: | 1 | domain | `domain/` | what the layer holds |
    const documented = [...readFileSync(ARCHITECTURE_DOC, 'utf8').matchAll(/^\| \d+ \| ([a-z ]+) \| ([^|]+) \|/gm)].map((row) => ({
      name: row[1]!,
      members: [...row[2]!.matchAll(/`([^`]+)`/g)].map((member) => member[1]!),
    }));
    expect(documented).toEqual(LAYERS);
  });

  // Embedded adapters keep their files in DATA_DIR the way storage does: same opener, same file modes.
  const SHARED_DATA_DIR_HELPERS = ['storage/sqlite/open-sqlite-file.ts', 'storage/private-files.ts'];

  it('adapters never import services, jobs, http or storage (bar the DATA_DIR file helpers)', () => {
    const leaks = edgesFrom('adapters').filter(
      (edge) => /^(services|jobs|http|storage)\//.test(edge.to) && !SHARED_DATA_DIR_HELPERS.includes(edge.to),
    );
    expect(leaks.map(describeEdge)).toEqual([]);
  });

  it('domain imports only domain (no I/O layer)', () => {
    const leaks = edgesFrom('domain').filter((edge) => !edge.to.startsWith('domain/'));
    expect(leaks.map(describeEdge)).toEqual([]);
  });

  it('http never imports storage (presenters take domain objects)', () => {
    const leaks = edgesFrom('http').filter((edge) => edge.to.startsWith('storage/'));
    expect(leaks.map(describeEdge)).toEqual([]);
  });

  it('storage never imports services, jobs or http', () => {
    const leaks = edgesFrom('storage').filter((edge) => /^(services|jobs|http)\//.test(edge.to));
    expect(leaks.map(describeEdge)).toEqual([]);
  });

  it('only infrastructure.ts creates adapters (services, jobs and http see ports)', () => {
    const factories = EDGES.filter(
      (edge) => edge.to.startsWith('adapters/') && !edge.from.startsWith('adapters/') && !edge.typeOnly && edge.names.some((name) => /^(create|\*)/.test(name)),
    );
    expect(factories.map((edge) => edge.from).filter((from) => from !== 'infrastructure.ts')).toEqual([]);
  });

  it('repositories, the database engine and the metrics are created only by the composition root', () => {
    const creators = EDGES.filter(
      (edge) =>
        !edge.from.startsWith('storage/') &&
        edge.names.some((name) => /^(create|open|\*)/.test(name)) &&
        (/^storage\/(repositories\/|sqlite\/open-sqlite\.ts|postgres\/open-postgres\.ts)/.test(edge.to) ||
          ['storage/create-repositories.ts', 'observability/metrics.ts'].includes(edge.to)),
    );
    expect(creators.map(describeEdge)).toEqual([
      'infrastructure.ts -> storage/sqlite/open-sqlite.ts',
      'infrastructure.ts -> storage/create-repositories.ts',
      'infrastructure.ts -> observability/metrics.ts',
      'infrastructure.ts -> storage/postgres/open-postgres.ts',
    ]);
  });

  it('transactions begin only in storage (no transaction handed to a service or job)', () => {
    const outside = listSourceFiles(SRC)
      .filter((file) => !relative(SRC, file).startsWith('storage/'))
      .filter((file) => /\.transaction\(\)|Transaction</.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(outside).toEqual([]);
  });

  it('services, jobs and http import nothing but types from adapters', () => {
    const values = EDGES.filter((edge) => /^(services|jobs|http)\//.test(edge.from) && edge.to.startsWith('adapters/') && !edge.typeOnly);
    expect(values.map(describeEdge)).toEqual([]);
  });
});
