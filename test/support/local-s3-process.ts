import S3rver from 's3rver';

// Runs s3rver in its own process: it signs list continuation tokens with DES, which Node 20 only
// offers under --openssl-legacy-provider, and that flag cannot be turned on inside a running process.
const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });

// s3rver deletes the keys of one DeleteObjects in parallel and each removal prunes empty folders,
// so siblings race on the same folder; one at a time, as a real server behaves.
const deleteObject = server.store.deleteObject.bind(server.store);
let queue: Promise<unknown> = Promise.resolve();
server.store.deleteObject = (bucket, key) => {
  const next = queue.then(() => deleteObject(bucket, key));
  queue = next.catch(() => undefined);
  return next;
};

const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
// The parent holds stdin open; when it goes away, so does this server.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
