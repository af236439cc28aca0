// `npm run try-local`: a sample shop page and an HTTPS webhook receiver on 127.0.0.1, for trying the
// service on a machine that cannot (or should not) reach real shops. README, "The first five minutes".
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { emitKeypressEvents } from 'node:readline';
import { createThrowawayCa, type CertificatePair } from '../test/support/https-receiver.js';
import { SAMPLE_PRODUCT, startSampleShop } from './try-local/sample-shop.js';
import { startWebhookReceiver, type ReceivedDelivery } from './try-local/webhook-receiver.js';

const folder = resolve(process.env.TRY_LOCAL_DIR ?? 'data/try-local');
const shopPort = Number(process.env.TRY_LOCAL_SHOP_PORT ?? 8081);
const receiverPort = Number(process.env.TRY_LOCAL_RECEIVER_PORT ?? 8443);

/** The CA is kept between runs, so a service started with NODE_EXTRA_CA_CERTS keeps trusting the receiver. */
async function loadOrCreateCertificate(): Promise<{ caFile: string; leaf: CertificatePair }> {
  const caFile = resolve(folder, 'ca.pem');
  const leafFile = resolve(folder, 'server.pem');
  const keyFile = resolve(folder, 'server-key.pem');
  try {
    return { caFile, leaf: { cert: await readFile(leafFile, 'utf8'), key: await readFile(keyFile, 'utf8') } };
  } catch {
    await mkdir(folder, { recursive: true });
    const ca = await createThrowawayCa();
    const leaf = await ca.issueLeaf();
    await writeFile(caFile, ca.cert);
    await writeFile(leafFile, leaf.cert);
    await writeFile(keyFile, leaf.key, { mode: 0o600 });
    return { caFile, leaf };
  }
}

function describeDelivery(delivery: ReceivedDelivery): string {
  const time = new Date().toISOString().slice(11, 19);
  const event = delivery.event as { type?: string; data?: { change?: { monitor_name?: string; type?: string; before?: { price?: number }; after?: { price?: number }; relevance?: { reason?: string } } } } | null;
  const change = event?.data?.change;
  const what = change === undefined
    ? (event?.type ?? 'a body that is not JSON')
    : `${event?.type} "${change.monitor_name}" ${change.type}: ${change.before?.price ?? '?'} -> ${change.after?.price ?? '?'}${change.relevance?.reason ? ` (${change.relevance.reason})` : ''}`;
  return delivery.verified
    ? `[${time}] delivery ${delivery.id}: signature verified; ${what}`
    : `[${time}] delivery ${delivery.id}: NOT verified (${delivery.problem}), answered 401; ${what}`;
}

const { caFile, leaf } = await loadOrCreateCertificate();
const receiver = await startWebhookReceiver({ port: receiverPort, certificate: leaf, onDelivery: (delivery) => console.log(describeDelivery(delivery)) });
const shop = await startSampleShop({
  port: shopPort,
  onPriceChange: (before, after) => console.log(`price of the sample product: ${before} -> ${after}`),
  onSecret: (secret) => {
    receiver.setSecret(secret);
    console.log('webhook secret received: deliveries are verified with it from now on');
  },
});

console.log(`PageWatch, tried locally
  sample product page  ${shop.productUrl}  (${SAMPLE_PRODUCT}, $${shop.price()})
  webhook receiver     ${receiver.url}  (certificate from the throwaway CA ${caFile})

Start the service in another terminal with:
  ALLOW_PRIVATE_NETWORKS=true NODE_EXTRA_CA_CERTS=${caFile} npm start

Then, as in the README's "first five minutes":
  tell the receiver the webhook secret   curl -s ${shop.origin}/secret -d "$SECRET"
  drop the price                         curl -s ${shop.origin}/price -d 149.00${process.stdin.isTTY ? '\n  or press d here to take 25 % off' : ''}
Ctrl-C stops.
`);

async function stop(): Promise<void> {
  await Promise.all([shop.close(), receiver.close()]);
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

if (process.stdin.isTTY) {
  emitKeypressEvents(process.stdin);
  process.stdin.setRawMode(true);
  process.stdin.on('keypress', (_text: string, key: { name?: string; ctrl?: boolean }) => {
    if (key.ctrl === true && key.name === 'c') return void stop();
    if (key.name !== 'd') return;
    const before = shop.price();
    const after = (Number(before) * 0.75).toFixed(2);
    shop.setPrice(after);
    console.log(`price of the sample product: ${before} -> ${after}`);
  });
}
