import { createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyStandardWebhook, verifyWebhookSignature } from '../../src/verify-webhook-signature.js';
import type { CertificatePair } from '../../test/support/https-receiver.js';

export interface ReceivedDelivery {
  id: string | undefined;
  /** Both signatures (X-Service-Signature and Standard Webhooks) checked with the known secret. */
  verified: boolean;
  /** Why it is not verified, when it is not. */
  problem?: string;
  event: unknown;
}

export interface WebhookReceiver {
  /** https://127.0.0.1:<port>/webhook */
  url: string;
  deliveries: ReceivedDelivery[];
  setSecret(secret: string): void;
  close(): Promise<void>;
}

export interface WebhookReceiverOptions {
  port: number;
  certificate: CertificatePair;
  onDelivery?: (delivery: ReceivedDelivery) => void;
}

function verify(rawBody: Buffer, headers: IncomingHttpHeaders, secret: string | null): Pick<ReceivedDelivery, 'verified' | 'problem'> {
  if (secret === null) return { verified: false, problem: 'no secret yet: POST the webhook secret to the sample shop\'s /secret' };
  if (!verifyWebhookSignature(rawBody, headers['x-service-signature'], secret)) return { verified: false, problem: 'X-Service-Signature does not match the secret' };
  if (!verifyStandardWebhook(rawBody, headers, secret)) return { verified: false, problem: 'webhook-signature does not match, or webhook-timestamp is too old' };
  return { verified: true };
}

/**
 * An HTTPS webhook receiver on 127.0.0.1 that checks each delivery's signatures with the project's
 * own verify functions. It answers 204 to a verified delivery and 401 otherwise, so the service
 * retries a delivery that arrived before the secret was known.
 */
export async function startWebhookReceiver(options: WebhookReceiverOptions): Promise<WebhookReceiver> {
  let secret: string | null = null;
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer({ cert: options.certificate.cert, key: options.certificate.key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      let event: unknown = null;
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        // Kept as null: the delivery is reported, and its signature still decides the answer.
      }
      const header = request.headers['webhook-id'];
      const delivery: ReceivedDelivery = { id: typeof header === 'string' ? header : undefined, ...verify(rawBody, request.headers, secret), event };
      deliveries.push(delivery);
      options.onDelivery?.(delivery);
      response.writeHead(delivery.verified ? 204 : 401).end();
    });
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    deliveries,
    setSecret: (next) => void (secret = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
