// `npm start` runs this before the service: it builds only when a source is newer than the last
// build, so that restarting a built service costs no compile (a full build takes ~30 s on two cores).
// Plain JavaScript, not TypeScript through tsx: on the common path it only reads file times.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['src', 'web', 'scripts/build-dashboard.ts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
// The first and the last file each half of the build writes: the build is as old as the oldest.
const OUTPUTS = ['dist/server.js', 'dist/app/index.html'];

function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

function newestUnder(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestUnder(join(path, entry)));
  return newest;
}

const built = OUTPUTS.map((output) => modifiedAt(join(ROOT, output)));
const builtAt = built.includes(null) ? null : Math.min(...built);
const changedAt = Math.max(...SOURCES.map((source) => newestUnder(join(ROOT, source))));
if (builtAt === null || changedAt > builtAt) {
  console.error(builtAt === null ? 'pagewatch: no build in dist/ yet; building (npm run build)' : 'pagewatch: sources changed since the last build; rebuilding (npm run build)');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
