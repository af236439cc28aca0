import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from '../../src/adapters/blobs/s3-blob-store.js';
import { snapshotKey } from '../../src/domain/monitors/snapshot-keys.js';
import { registerUser, startTestService, type TestService } from '../support/test-service.js';
import { productPage, startPageServer } from '../support/page-server.js';
import { startLocalS3, type LocalS3 } from '../support/local-s3.js';

// Each test file gets its own S3 server and key prefix, so the backend projects never share objects.
const PREFIX = `it-${process.pid}-${Date.now()}/`;

let s3: LocalS3;
let service: TestService;
let pages: Awaited<ReturnType<typeof startPageServer>>;
beforeAll(async () => {
  [s3, pages] = await Promise.all([startLocalS3(), startPageServer()]);
  service = await startTestService({ BLOB_URL: s3.blobUrl(PREFIX), ALLOW_PRIVATE_NETWORKS: 'true' });
});
afterAll(async () => {
  await service?.close();
  await pages?.close();
  await s3?.stop();
});

describe('snapshots in an S3 bucket (BLOB_URL)', () => {
  it('reports the bucket healthy', async () => {
    // The probe writes, reads and deletes an object: three requests to s3rver, which on a loaded
    // 2-core machine can together outlast the 1.5 s probe budget of one report; the next one answers.
    let response = await service.app.inject({ url: '/v1/health' });
    for (let tries = 1; response.statusCode !== 200 && tries < 5; tries++) response = await service.app.inject({ url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', checks: { database: true, kv: true, r2: true } });
  });

  it('stores the page a check fetched under the prefix, and removes it with the monitor', async () => {
    const user = await registerUser(service.app);
    const body = productPage({ name: 'Espresso machine', price: '249.00' });
    pages.set('/espresso', body);
    const created = await service.app.inject({ method: 'POST', url: '/v1/monitors', headers: user.auth, payload: { mode: 'url', name: 'Espresso', url: pages.url('/espresso') } });
    expect(created.statusCode).toBe(201);
    const monitor = created.json() as { id: string };
    // The API does not show source ids; the snapshot key is built from the stored one.
    const sources = await service.infra.database.db.selectFrom('monitor_sources').select('id').where('monitor_id', '=', monitor.id).execute();
    expect(sources).toHaveLength(1);
    const sourceId = sources[0]!.id;

    const check = await service.app.inject({ method: 'POST', url: `/v1/monitors/${monitor.id}/check`, headers: user.auth });
    expect(check.statusCode).toBe(200);
    expect(check.json().check.sources[0].outcome).toBe('baseline');

    // Read through a second client on the same bucket: what an operator's tooling would see.
    const bucket = createS3BlobStore(s3.options(PREFIX));
    const key = snapshotKey(monitor.id, sourceId);
    expect(key).toBe(`snapshots/${monitor.id}/${sourceId}/latest.html`);
    expect((await bucket.get(key))?.toString('utf8')).toBe(body);
    const outside = createS3BlobStore(s3.options(''));
    expect(await outside.get(key)).toBeNull();
    expect((await outside.get(PREFIX + key))?.toString('utf8')).toBe(body);

    const removed = await service.app.inject({ method: 'DELETE', url: `/v1/monitors/${monitor.id}`, headers: user.auth });
    expect(removed.statusCode).toBe(204);
    expect(await bucket.get(key)).toBeNull();
  });

  it('answers 503 degraded with r2 false, within the probe timeout, once the S3 server is gone', async () => {
    await s3.stop();
    const started = Date.now();
    const response = await service.app.inject({ url: '/v1/health' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', checks: { database: true, kv: true, r2: false } });
  });
});
