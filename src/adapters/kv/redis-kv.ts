import { Redis } from 'ioredis';
import type { Clock } from '../../domain/clock.js';
import type { Kv } from './kv.js';
import { createLazyCounters } from './lazy-counters.js';

// The expiry is a time to live, not a point in time: Redis's clock and ours may disagree.
// Adding and setting the first expiry must be one step, or a crash between them leaves a counter that never resets.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

type RedisWithAdd = Redis & { addWithExpiry(key: string, ttlMs: number, amount: number): Promise<number> };

export async function createRedisKv(url: string, keyPrefix: string, clock: Clock): Promise<Kv> {
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  redis.defineCommand('addWithExpiry', { numberOfKeys: 1, lua: ADD_SCRIPT });
  // Without a listener ioredis reports connection loss as an unhandled error event.
  redis.on('error', () => {});
  await redis.connect();
  const client = redis as RedisWithAdd;
  const add = async (key: string, amount: number, expiresAtMs: number) => Number(await client.addWithExpiry(key, Math.max(1, expiresAtMs - clock.now()), amount));
  const lazy = createLazyCounters(add, clock);
  return {
    increment: (key, expiresAtMs) => add(key, 1, expiresAtMs),
    countLazily: lazy.count,
    countInMemory: lazy.countInMemory,
    peek: lazy.peek,
    async ping() {
      return (await redis.ping()) === 'PONG';
    },
    async close() {
      await lazy.close().catch(() => {});
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
