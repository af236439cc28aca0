import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

interface ImportEdge {
  /** Importing file, relative to src/, e.g. "http/routes/monitors.ts". */
  from: string;
  /** Imported file, relative to src/, e.g. "storage/database.ts". */
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
const STATEMENT = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'(\.[^']+)'/gm;
const DYNAMIC = /import\(\s*'(\.[^']+)'\s*\)/g;

function readImports(file: string): ImportEdge[] {
  const text = readFileSync(file, 'utf8');
  const from = relative(SRC, file);
  const target = (specifier: string) => relative(SRC, resolve(dirname(file), specifier)).replace(/\.js$/, '.ts');
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

const EDGES = listSourceFiles(SRC).flatMap(readImports);

const edgesFrom = (folder: string) => EDGES.filter((edge) => edge.from.startsWith(`${folder}/`));
const describeEdge = (edge: ImportEdge) => `${edge.from} -> ${edge.to}`;

describe('the import graph of src/', () => {
  it('is read at all (the parser finds the imports it is checking)', () => {
    expect(EDGES.length).toBeGreaterThan(200);
    expect(EDGES).toContainEqual(expect.objectContaining({ from: 'infrastructure.ts', to: 'storage/database.ts' }));
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
