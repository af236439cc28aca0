// s3rver ships no types; this covers the part our tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    readonly store: { deleteObject(bucket: string, key: string): Promise<void> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
