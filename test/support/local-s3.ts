import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3BlobStoreOptions } from '../../src/adapters/blobs/s3-blob-store.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = fileURLToPath(new URL('./local-s3-process.ts', import.meta.url));
export const LOCAL_S3_BUCKET = 'snapshots';

export interface LocalS3 {
  readonly endpoint: string;
  /** Store options for a key prefix of the bucket ("" or ending in "/"). */
  options(prefix: string): S3BlobStoreOptions;
  /** The same place as a `BLOB_URL`. */
  blobUrl(prefix: string): string;
  /** Kills the server at once (as a crash would) and removes its files. */
  stop(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1 with one bucket, in a child process. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'pagewatch-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--no-warnings', '--import', 'tsx', ENTRY, directory, LOCAL_S3_BUCKET], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let line = '';
    const onExit = (code: number | null) => settle(new Error(`s3rver exited early (${code}):\n${output}`));
    const timer = setTimeout(() => settle(new Error(`s3rver did not start in 20 s:\n${output}`)), 20_000);
    function settle(outcome: number | Error) {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.removeAllListeners('data');
      if (typeof outcome === 'number') return resolve(outcome);
      child.kill('SIGKILL');
      reject(outcome);
    }
    child.once('exit', onExit);
    child.stdout.on('data', (chunk) => {
      line += chunk;
      if (line.includes('\n')) settle((JSON.parse(line.split('\n')[0]!) as { port: number }).port);
    });
  }).catch(async (error: unknown) => {
    await rm(directory, { recursive: true, force: true });
    throw error;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    options: (prefix) => ({
      endpoint,
      region: 'us-east-1',
      bucket: LOCAL_S3_BUCKET,
      prefix,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
    blobUrl: (prefix) => `s3://S3RVER:S3RVER@${LOCAL_S3_BUCKET}/${prefix}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
