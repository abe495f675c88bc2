/**
 * Rate-limit windows in Redis, shared by every API instance on the same Redis: one key per window
 * with a TTL of the window, each operation one Lua script, so counting and reading the time left
 * are atomic however many instances count at once.
 */
import { Redis } from "ioredis";
import type { LimitStore, WindowCount } from "./limitStore";

// A key without a TTL (never expected) gets one, so no count can live forever.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// DECR keeps the key's TTL; a closed (expired) window has nothing to give back.
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

interface LimitCommands {
  limitIncrement(key: string, windowMs: number): Promise<[number, number]>;
  limitDecrement(key: string): Promise<number>;
  limitPeek(key: string): Promise<[number, number] | null>;
}

/** Connects at once, so a wrong REDIS_URL stops the API at start rather than at the first sign-in. */
export async function createRedisLimitStore(url: string, keyPrefix = "hearth:limit:"): Promise<LimitStore> {
  // Few retries: a sign-in waits for Redis at most briefly, then fails (500) rather than going unlimited.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.defineCommand("limitIncrement", { numberOfKeys: 1, lua: INCREMENT });
  redis.defineCommand("limitDecrement", { numberOfKeys: 1, lua: DECREMENT });
  redis.defineCommand("limitPeek", { numberOfKeys: 1, lua: PEEK, readOnly: true });
  await redis.connect();
  const commands = redis as unknown as LimitCommands;
  return {
    async increment(key: string, windowMs: number): Promise<WindowCount> {
      const [count, ttl] = await commands.limitIncrement(keyPrefix + key, windowMs);
      return { count, resetInMs: ttl };
    },
    async decrement(key: string): Promise<void> {
      await commands.limitDecrement(keyPrefix + key);
    },
    async peek(key: string): Promise<WindowCount | null> {
      const found = await commands.limitPeek(keyPrefix + key);
      return found && found[1] > 0 ? { count: found[0], resetInMs: found[1] } : null;
    },
    async close(): Promise<void> {
      redis.disconnect();
    },
  };
}
