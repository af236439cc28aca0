import { Redis } from 'ioredis';
import type { Kv } from './kv.js';

// INCR and the first expiry must be one step, or a crash between them leaves a counter that never resets.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return count`;

type RedisWithIncrement = Redis & { incrementWithExpiry(key: string, expiresAtMs: number): Promise<number> };

export async function createRedisKv(url: string, keyPrefix: string): Promise<Kv> {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  redis.defineCommand('incrementWithExpiry', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  // Without a listener ioredis reports connection loss as an unhandled error event.
  redis.on('error', () => {});
  await redis.connect();
  const client = redis as RedisWithIncrement;
  return {
    async increment(key, expiresAtMs) {
      return Number(await client.incrementWithExpiry(key, expiresAtMs));
    },
    async ping() {
      return (await redis.ping()) === 'PONG';
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
