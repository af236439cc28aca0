import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** A certificate and its private key, PEM-encoded. */
export interface CertificatePair {
  cert: string;
  key: string;
}

/** A CA that exists for one test run; trust it via `ca` options or NODE_EXTRA_CA_CERTS. */
export interface ThrowawayCa extends CertificatePair {
  /** A server certificate for localhost, 127.0.0.1 and ::1, signed by this CA. */
  issueLeaf(): Promise<CertificatePair>;
}

const LEAF_NAMES = [
  { type: 2 as const, value: 'localhost' },
  { type: 7 as const, ip: '127.0.0.1' },
  { type: 7 as const, ip: '::1' },
];

async function generateLeaf(ca: CertificatePair | undefined): Promise<CertificatePair> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ...(ca === undefined ? {} : { ca }),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: LEAF_NAMES },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

export async function createThrowawayCa(): Promise<ThrowawayCa> {
  const pems = await generate([{ name: 'commonName', value: 'PageWatch Throwaway Test CA' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  const ca = { cert: pems.cert, key: pems.private };
  return { ...ca, issueLeaf: () => generateLeaf(ca) };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
}

export type ReceiverHandler = (request: IncomingMessage, response: ServerResponse, rawBody: Buffer) => void;

export interface HttpsReceiver {
  /** https://127.0.0.1:<port>/ */
  url: string;
  port: number;
  /** PEM of the CA that signed the server certificate (the certificate itself when self-signed). */
  ca: string;
  requests: ReceivedRequest[];
  /** TLS connections accepted so far (keep-alive reuse keeps this low). */
  connectionCount(): number;
  close(): Promise<void>;
}

export interface HttpsReceiverOptions {
  /** Reuse one CA across receivers; a new one is made otherwise. */
  ca?: ThrowawayCa;
  /** Serve a self-signed certificate that no CA vouches for. */
  selfSigned?: boolean;
}

/**
 * Starts an HTTPS server on 127.0.0.1 (port 0) with a certificate from a
 * throwaway CA, records every request with its exact body bytes, and hands
 * each one to `handler` once the body is in.
 */
export async function startHttpsReceiver(handler: ReceiverHandler, options: HttpsReceiverOptions = {}): Promise<HttpsReceiver> {
  let leaf: CertificatePair;
  let trusted: string;
  if (options.selfSigned === true) {
    leaf = await generateLeaf(undefined);
    trusted = leaf.cert;
  } else {
    const ca = options.ca ?? (await createThrowawayCa());
    leaf = await ca.issueLeaf();
    trusted = ca.cert;
  }
  const requests: ReceivedRequest[] = [];
  let connections = 0;
  const server = createServer({ cert: leaf.cert, key: leaf.key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, rawBody });
      handler(request, response, rawBody);
    });
  });
  server.on('secureConnection', () => {
    connections += 1;
  });
  // Handshake failures are what some tests provoke; they must not crash the run.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/`,
    port,
    ca: trusted,
    requests,
    connectionCount: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
