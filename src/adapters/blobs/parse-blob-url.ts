import type { S3BlobStoreOptions } from './s3-blob-store.js';

export type BlobUrlResult =
  | { ok: true; options: S3BlobStoreOptions }
  | { ok: false; variable: string; error: string };

type Env = Record<string, string | undefined>;

const QUERY_KEYS = ['region', 'endpoint', 'forcePathStyle'] as const;
// S3's bucket naming rules, which R2 and MinIO share.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_NAME = /^[a-z0-9-]{1,40}$/;

function envText(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

function checkEndpoint(raw: string): string | null {
  try {
    const parsed = new URL(raw);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : 'must start with http:// or https://';
  } catch {
    return 'is not a valid URL';
  }
}

/**
 * Reads `BLOB_URL=s3://KEY:SECRET@bucket/optional/prefix?region=…&endpoint=…&forcePathStyle=…`.
 * Credentials, region and endpoint missing from the URL come from the AWS SDK's usual variables
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL).
 */
export function parseBlobUrl(raw: string, env: Env): BlobUrlResult {
  const fail = (error: string, variable = 'BLOB_URL'): BlobUrlResult => ({ ok: false, variable, error });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('is not a valid URL (percent-encode "/", "@" and ":" inside the secret)');
  }
  if (url.protocol !== 's3:') return fail('must start with s3://');
  if (url.port) return fail('takes no port: put the server in ?endpoint=');
  const bucket = url.hostname;
  if (!BUCKET_NAME.test(bucket)) return fail(`"${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, dots, hyphens)`);
  const path = decode(url.pathname);
  if (path === null) return fail('has a malformed percent-encoding in the prefix');
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const prefix = trimmed ? `${trimmed}/` : '';

  const unknown = [...url.searchParams.keys()].filter((key) => !(QUERY_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0) return fail(`unknown parameter "${unknown[0]}" (known: ${QUERY_KEYS.join(', ')})`);

  const user = decode(url.username);
  const password = decode(url.password);
  if (user === null || password === null) return fail('has a malformed percent-encoding in the credentials');
  const accessKeyId = user || envText(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = password || envText(env, 'AWS_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    return fail('needs credentials: s3://ACCESS_KEY_ID:SECRET_ACCESS_KEY@bucket, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }

  let endpoint = url.searchParams.get('endpoint');
  if (endpoint !== null) {
    const problem = checkEndpoint(endpoint);
    if (problem) return fail(`endpoint ${problem}`);
  } else {
    for (const variable of ['AWS_ENDPOINT_URL_S3', 'AWS_ENDPOINT_URL']) {
      endpoint = envText(env, variable);
      if (endpoint === null) continue;
      const problem = checkEndpoint(endpoint);
      if (problem) return fail(problem, variable);
      break;
    }
  }
  endpoint = endpoint?.replace(/\/+$/, '') ?? null;

  const regionSources: [string, string | null][] = [
    ['BLOB_URL', url.searchParams.get('region')],
    ['AWS_REGION', envText(env, 'AWS_REGION')],
    ['AWS_DEFAULT_REGION', envText(env, 'AWS_DEFAULT_REGION')],
  ];
  const [regionVariable, region] = regionSources.find(([, value]) => value !== null) ?? ['BLOB_URL', 'us-east-1'];
  if (region === null || !REGION_NAME.test(region)) return fail(`"${region}" is not a valid region`, regionVariable);

  const pathStyle = url.searchParams.get('forcePathStyle')?.toLowerCase();
  let forcePathStyle: boolean;
  if (pathStyle === undefined) forcePathStyle = endpoint !== null;
  else if (pathStyle === 'true') forcePathStyle = true;
  else if (pathStyle === 'false') forcePathStyle = false;
  else return fail(`forcePathStyle must be true or false, got "${pathStyle}"`);

  return { ok: true, options: Object.freeze({ endpoint, region, bucket, prefix, accessKeyId, secretAccessKey, forcePathStyle }) };
}
