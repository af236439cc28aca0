import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore, MAX_DELETE_BATCH, splitIntoBatches } from '../../../../src/adapters/blobs/s3-blob-store.js';

describe('splitIntoBatches', () => {
  it.each([
    { count: 0, sizes: [] },
    { count: 1, sizes: [1] },
    { count: 1000, sizes: [1000] },
    { count: 1001, sizes: [1000, 1] },
    { count: 2500, sizes: [1000, 1000, 500] },
  ])('cuts $count keys into batches of $sizes', ({ count, sizes }) => {
    const keys = Array.from({ length: count }, (_, index) => `k${index}`);
    const batches = splitIntoBatches(keys);
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(keys);
  });

  it('uses S3’s limit of 1000 keys per DeleteObjects', () => {
    expect(MAX_DELETE_BATCH).toBe(1000);
  });
});

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const XMLNS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

/** A minimal S3 that lists two keys and answers DeleteObjects as the test says, recording what it got. */
describe('what the S3 store sends for a prefix delete', () => {
  let server: Server;
  let endpoint: string;
  const requests: Recorded[] = [];
  let deleteAnswer = `<DeleteResult ${XMLNS}></DeleteResult>`;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
        const xml = request.url?.includes('list-type=2')
          ? `<ListBucketResult ${XMLNS}><Name>b</Name><Prefix>p/snapshots/m1/</Prefix><KeyCount>2</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated><Contents><Key>p/snapshots/m1/a/latest.html</Key></Contents><Contents><Key>p/snapshots/m1/b/latest.html</Key></Contents></ListBucketResult>`
          : deleteAnswer;
        response.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const openStore = () =>
    createS3BlobStore({ endpoint, region: 'auto', bucket: 'b', prefix: 'p/', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });

  it('lists under the store prefix and deletes the keys in one batch carrying a matching Content-MD5', async () => {
    requests.length = 0;
    await openStore().deletePrefix('snapshots/m1/');

    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST']);
    expect(requests[0]!.url).toMatch(/^\/b\/?\?list-type=2&max-keys=1000&prefix=p%2Fsnapshots%2Fm1%2F/);
    const deletion = requests[1]!;
    expect(deletion.url).toMatch(/^\/b\/?\?delete/);
    expect(deletion.body).toContain('<Key>p/snapshots/m1/a/latest.html</Key>');
    expect(deletion.body).toContain('<Key>p/snapshots/m1/b/latest.html</Key>');
    expect(deletion.headers['content-md5']).toBe(createHash('md5').update(deletion.body).digest('base64'));
    expect(deletion.headers.authorization).toMatch(/SignedHeaders=[^,]*content-md5/);
  });

  it('fails the delete when the server refuses some keys of the batch', async () => {
    deleteAnswer = `<DeleteResult ${XMLNS}><Error><Key>p/snapshots/m1/b/latest.html</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error></DeleteResult>`;
    await expect(openStore().deletePrefix('snapshots/m1/')).rejects.toThrow(/could not delete 1 objects, first p\/snapshots\/m1\/b\/latest\.html: AccessDenied/);
  });

  it('sends no checksum trailer with a plain upload, which R2 and older MinIO refuse', async () => {
    requests.length = 0;
    await openStore().put('snapshots/m1/a/latest.html', '<html></html>');
    const upload = requests[0]!;
    expect(upload.method).toBe('PUT');
    expect(upload.url).toMatch(/^\/b\/p\/snapshots\/m1\/a\/latest\.html/);
    expect(upload.body).toBe('<html></html>');
    expect(Object.keys(upload.headers).filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-trailer')).toEqual([]);
  });
});
