import { describe, expect, it } from 'vitest';
import { parseBlobUrl } from '../../../../src/adapters/blobs/parse-blob-url.js';
import { loadConfig } from '../../../../src/config.js';

describe('parseBlobUrl', () => {
  it.each([
    {
      case: 'MinIO with credentials, a prefix and an endpoint: path-style by default',
      url: 's3://minio:minio-secret@snapshots/pagewatch/prod?endpoint=http%3A%2F%2Fminio.local%3A9000',
      env: {},
      expected: { endpoint: 'http://minio.local:9000', region: 'us-east-1', bucket: 'snapshots', prefix: 'pagewatch/prod/', accessKeyId: 'minio', secretAccessKey: 'minio-secret', forcePathStyle: true },
    },
    {
      case: 'Cloudflare R2, region auto, no prefix',
      url: 's3://0123abcd:f00d@pagewatch?region=auto&endpoint=https://acc123.r2.cloudflarestorage.com/',
      env: {},
      expected: { endpoint: 'https://acc123.r2.cloudflarestorage.com', region: 'auto', bucket: 'pagewatch', prefix: '', forcePathStyle: true },
    },
    {
      case: 'AWS S3 with credentials and region from the AWS variables, virtual-hosted style',
      url: 's3://my.bucket-1/snap/',
      env: { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'wJalr/K7+MDENG', AWS_REGION: 'eu-west-3' },
      expected: { endpoint: null, region: 'eu-west-3', bucket: 'my.bucket-1', prefix: 'snap/', accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalr/K7+MDENG', forcePathStyle: false },
    },
    {
      case: 'a percent-encoded secret with "/" and "+" in it',
      url: 's3://AKIAEXAMPLE:wJalr%2FK7+MDENG%40x@bucket?region=us-west-2',
      env: {},
      expected: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'wJalr/K7+MDENG@x', region: 'us-west-2' },
    },
    {
      case: 'the endpoint from AWS_ENDPOINT_URL_S3 over AWS_ENDPOINT_URL, path style turned off',
      url: 's3://k:s@bucket?forcePathStyle=false',
      env: { AWS_ENDPOINT_URL_S3: 'https://s3.internal', AWS_ENDPOINT_URL: 'https://other.internal', AWS_DEFAULT_REGION: 'ca-central-1' },
      expected: { endpoint: 'https://s3.internal', region: 'ca-central-1', forcePathStyle: false },
    },
    {
      case: 'URL values over the AWS variables',
      url: 's3://url-key:url-secret@bucket?region=auto&endpoint=http%3A%2F%2F127.0.0.1%3A9000&forcePathStyle=TRUE',
      env: { AWS_ACCESS_KEY_ID: 'env-key', AWS_SECRET_ACCESS_KEY: 'env-secret', AWS_REGION: 'eu-west-1', AWS_ENDPOINT_URL_S3: 'https://ignored' },
      expected: { accessKeyId: 'url-key', secretAccessKey: 'url-secret', region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
    },
  ])('reads $case', ({ url, env, expected }) => {
    const parsed = parseBlobUrl(url, env);
    expect(parsed).toEqual({ ok: true, options: expect.objectContaining(expected) });
  });

  it.each([
    { url: 'https://bucket.s3.amazonaws.com', env: {}, variable: 'BLOB_URL', error: /must start with s3:\/\// },
    { url: 's3://k:s@Bad_Bucket', env: {}, variable: 'BLOB_URL', error: /not a valid bucket name/ },
    { url: 's3://k:s@ab', env: {}, variable: 'BLOB_URL', error: /not a valid bucket name/ },
    { url: 's3://k:s@bucket:9000', env: {}, variable: 'BLOB_URL', error: /takes no port/ },
    { url: 's3://bucket', env: {}, variable: 'BLOB_URL', error: /needs credentials/ },
    { url: 's3://only-key@bucket', env: {}, variable: 'BLOB_URL', error: /needs credentials/ },
    { url: 's3://k:s@bucket?regoin=auto', env: {}, variable: 'BLOB_URL', error: /unknown parameter "regoin"/ },
    { url: 's3://k:s@bucket?endpoint=minio.local:9000', env: {}, variable: 'BLOB_URL', error: /endpoint must start with http/ },
    { url: 's3://k:s@bucket?endpoint=not%20a%20url', env: {}, variable: 'BLOB_URL', error: /endpoint is not a valid URL/ },
    { url: 's3://k:s@bucket?forcePathStyle=yes', env: {}, variable: 'BLOB_URL', error: /forcePathStyle must be true or false/ },
    { url: 's3://k:s@bucket?region=EU%20West', env: {}, variable: 'BLOB_URL', error: /not a valid region/ },
    { url: 's3://k:%E0%A4%A@bucket', env: {}, variable: 'BLOB_URL', error: /malformed percent-encoding in the credentials/ },
    { url: 's3://k:s@bucket', env: { AWS_ENDPOINT_URL_S3: 'ftp://files' }, variable: 'AWS_ENDPOINT_URL_S3', error: /must start with http/ },
    { url: 's3://k:s@bucket', env: { AWS_REGION: 'Mars 1' }, variable: 'AWS_REGION', error: /not a valid region/ },
  ])('refuses $url ($variable)', ({ url, env, variable, error }) => {
    const parsed = parseBlobUrl(url, env);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.variable).toBe(variable);
    expect(parsed.error).toMatch(error);
  });
});

describe('BLOB_URL in the configuration', () => {
  it('is null when unset, so snapshots stay in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/pw', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' }).blobStore).toBeNull();
  });

  it('holds the parsed store options when set', () => {
    const config = loadConfig({ BLOB_URL: 's3://k:s@snapshots/pw?region=auto&endpoint=https%3A%2F%2Facc.r2.cloudflarestorage.com' });
    expect(config.blobStore).toEqual({ endpoint: 'https://acc.r2.cloudflarestorage.com', region: 'auto', bucket: 'snapshots', prefix: 'pw/', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
  });

  it.each([
    [{ BLOB_URL: 's3://snapshots' }, /^BLOB_URL: needs credentials/],
    [{ BLOB_URL: 's3://k:s@snapshots', AWS_ENDPOINT_URL: 'nope' }, /^AWS_ENDPOINT_URL: is not a valid URL/],
  ])('stops the start with a ConfigError naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(expect.objectContaining({ name: 'ConfigError', message: expect.stringMatching(message) }));
  });
});
