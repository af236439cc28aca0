import { createHash, randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store.js';

/** Where and how to reach an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). */
export interface S3BlobStoreOptions {
  /** null: AWS S3 itself, found from the region. */
  readonly endpoint: string | null;
  readonly region: string;
  readonly bucket: string;
  /** Prepended to every key; empty, or ends in "/". */
  readonly prefix: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  readonly forcePathStyle: boolean;
  /** Keys per listing page while deleting a prefix; S3's own maximum (1000) unless a test wants more pages. */
  readonly listPageSize?: number;
}

/** S3 accepts at most this many keys in one DeleteObjects request. */
export const MAX_DELETE_BATCH = 1000;
const PING_TIMEOUT_MS = 2_000;

/** Splits keys into DeleteObjects-sized batches, in order. */
export function splitIntoBatches<T>(items: readonly T[], size = MAX_DELETE_BATCH): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

function isMissingKey(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // Some S3-compatible servers answer a bare 404 without the NoSuchKey code; a missing bucket is a real fault.
  return failure.name === 'NoSuchKey' || (failure.$metadata?.httpStatusCode === 404 && failure.name !== 'NoSuchBucket');
}

function describeFailure(operation: string, key: string, error: unknown): Error {
  const reason = error instanceof Error ? error.message || error.name : String(error);
  return new Error(`blob store: ${operation} ${key} failed: ${reason}`, { cause: error });
}

function createClient(options: S3BlobStoreOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // R2, MinIO and older S3 clones reject or mis-verify the SDK's default CRC32 trailers on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

/** Snapshots in an S3-compatible bucket, under an optional key prefix. */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const client = createClient(options);
  const { bucket, prefix } = options;
  const pageSize = Math.min(options.listPageSize ?? MAX_DELETE_BATCH, MAX_DELETE_BATCH);

  async function deleteBatch(keys: string[]): Promise<void> {
    const command = new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } });
    // The S3 API requires Content-MD5 on multi-object delete; the SDK now sends only CRC32, which older MinIO refuses.
    command.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { headers?: Record<string, string>; body?: unknown };
        if (request.headers && typeof request.body === 'string') {
          request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
        }
        return next(args);
      },
      { step: 'build', name: 'addContentMd5ToDeleteObjects' },
    );
    const result = await client.send(command);
    const failed = result.Errors ?? [];
    if (failed.length > 0) {
      throw new Error(`could not delete ${failed.length} objects, first ${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message}`);
    }
  }

  const store: BlobStore = {
    async put(key, data) {
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: data }));
      } catch (error) {
        throw describeFailure('put', key, error);
      }
    },
    async get(key) {
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        if (!response.Body) return Buffer.alloc(0);
        const bytes = await response.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw describeFailure('get', key, error);
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
      } catch (error) {
        throw describeFailure('delete', key, error);
      }
    },
    async deletePrefix(keyPrefix) {
      let continuationToken: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + keyPrefix, MaxKeys: pageSize, ContinuationToken: continuationToken }),
          );
          const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
          for (const batch of splitIntoBatches(keys)) await deleteBatch(batch);
          continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (continuationToken);
      } catch (error) {
        throw describeFailure('deletePrefix', keyPrefix, error);
      }
    },
    async ping() {
      const key = prefix + `.health/${randomUUID()}`;
      const abortSignal = AbortSignal.timeout(PING_TIMEOUT_MS);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'ok' }), { abortSignal });
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
        const body = await response.Body?.transformToString();
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
        return body === 'ok';
      } catch {
        return false;
      }
    },
  };
  return store;
}
