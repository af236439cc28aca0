import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const UNIT = fileURLToPath(new URL('.', import.meta.url));
const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** Folders of test/unit/ for what is tested outside src/ (test/README.md names them). */
const OUTSIDE_SRC = new Set(['bin', 'scripts', 'deployment']);

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const isFolder = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** Test files, relative to unitDir, whose folder has no namesake under srcDir nor is a documented outside-src folder. */
function misplacedTests(unitDir: string, srcDir: string): string[] {
  return testFiles(unitDir)
    .map((file) => relative(unitDir, file))
    .filter((file) => {
      const folder = dirname(file);
      if (folder === '.') return false;
      if (OUTSIDE_SRC.has(folder.split(sep)[0]!)) return false;
      return !isFolder(join(srcDir, folder));
    })
    .map((file) => file.split(sep).join('/'))
    .sort();
}

describe('test/unit layout', () => {
  it('puts every unit test in the folder of src/ it tests, or in a documented outside-src folder', () => {
    expect(misplacedTests(UNIT, SRC)).toEqual([]);
  });

  describe('the check itself', () => {
    const root = mkdtempSync(join(tmpdir(), 'pagewatch-test-layout-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names a test whose folder src/ lacks, and accepts mirrored, top-level and outside-src tests', () => {
      const files = ['unit/top.test.ts', 'unit/domain/kept.test.ts', 'unit/domain/gone/lost.test.ts', 'unit/webhooks/stray.test.ts', 'unit/bin/launcher.test.ts', 'unit/domain/helper.ts'];
      for (const file of files) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), '');
      }
      mkdirSync(join(root, 'src', 'domain'), { recursive: true });

      expect(misplacedTests(join(root, 'unit'), join(root, 'src'))).toEqual(['domain/gone/lost.test.ts', 'webhooks/stray.test.ts']);
    });
  });
});
