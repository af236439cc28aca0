import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { CHANNEL_KINDS } from '../src/domain/destinations/registry.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_OUT_DIR = join(ROOT, 'dist', 'app');

export interface DashboardBuild {
  outDir: string;
  /** gzip bytes of the JavaScript and CSS the first page loads: the 150 KB budget of the README. */
  firstPageGzipBytes: number;
}

// An eye on a blue tile, inline: no extra request, and the CSP already allows data: images.
const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='#1d4ed8'/>" +
      "<path d='M5 16s4.5-7 11-7 11 7 11 7-4.5 7-11 7S5 16 5 16z' fill='none' stroke='#fff' stroke-width='2.5'/><circle cx='16' cy='16' r='3.5' fill='#fff'/></svg>",
  );

function indexHtml(script: string, style: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>PageWatch</title>
<link rel="icon" type="image/svg+xml" href="${FAVICON}">
<link rel="stylesheet" href="/app/${style}">
<script type="module" src="/app/${script}"></script>
</head>
<body>
<div id="root"><p class="boot">Loading PageWatch…</p></div>
<noscript><p>The PageWatch dashboard needs JavaScript. The API works without it: see <a href="/docs">/docs</a>.</p></noscript>
</body>
</html>
`;
}

/**
 * The dashboard reads the channel kinds from the server's registry (a new kind shows up in its
 * form by itself), but needs only their names, labels and target hints: the kinds' message
 * formatting pulls in the change-type registry and the text diff, 9 KB of gzip the page never runs.
 * So the registry the dashboard imports is, in its bundle, those facts of the real one.
 */
const channelFormKinds: Plugin = {
  name: 'channel-form-kinds',
  setup(plugin) {
    plugin.onResolve({ filter: /\/domain\/destinations\/registry\.js$/ }, (args) =>
      args.importer.startsWith(join(ROOT, 'web')) ? { path: 'registry', namespace: 'channel-form-kinds' } : undefined,
    );
    plugin.onLoad({ filter: /.*/, namespace: 'channel-form-kinds' }, () => {
      const kinds = CHANNEL_KINDS.map(({ name, label, target }) => ({ name, label, target: { label: target.label, hint: target.hint } }));
      return { contents: `export const CHANNEL_KINDS = ${JSON.stringify(kinds)};`, loader: 'js' };
    });
  },
};

/** Bundles web/ into `outDir` (index.html plus hashed, precompressed assets). */
export async function buildDashboard(outDir = DEFAULT_OUT_DIR): Promise<DashboardBuild> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(join(outDir, 'assets'), { recursive: true });
  const result = await build({
    entryPoints: [join(ROOT, 'web', 'src', 'main.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outdir: join(outDir, 'assets'),
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [channelFormKinds],
  });
  const outputs = Object.keys(result.metafile.outputs).map((path) => relative(outDir, join(process.cwd(), path)));
  const script = outputs.find((path) => path.endsWith('.js'));
  const style = outputs.find((path) => path.endsWith('.css'));
  if (!script || !style) throw new Error('the dashboard build made no script or no stylesheet');
  await writeFile(join(outDir, 'index.html'), indexHtml(script, style));
  let firstPageGzipBytes = 0;
  for (const path of [script, style, 'index.html']) {
    const raw = await readFile(join(outDir, path));
    const gzipped = gzipSync(raw, { level: 9 });
    if (path !== 'index.html') firstPageGzipBytes += gzipped.length;
    await writeFile(join(outDir, `${path}.gz`), gzipped);
    await writeFile(join(outDir, `${path}.br`), brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return { outDir, firstPageGzipBytes };
}

if (process.argv[1] && basename(process.argv[1]).startsWith('build-dashboard')) {
  const built = await buildDashboard();
  console.log(`dashboard: ${relative(process.cwd(), built.outDir)}, first page ${(built.firstPageGzipBytes / 1024).toFixed(1)} KB of gzip JavaScript and CSS (budget 150 KB)`);
}
