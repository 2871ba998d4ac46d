import 'server-only';
import { getRedis, redisCommandFailed, redisCommandWorked, redisKey } from '@/lib/cache/redis';

/**
 * Remembers used anti-bot challenges until they expire: in Redis when REDIS_URL is set (so a token
 * used on one instance is refused on every other), in memory otherwise or while Redis is away.
 */
const used = new Map<string, number>();

/** True the first time an id is seen before it expires; false on every replay. */
export async function markUsedOnce(id: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  const ttl = Math.max(1, expiresAt - now);
  const redis = await getRedis();
  if (redis) {
    try {
      const first = (await redis.set(redisKey('antibot', 'used', id), '1', 'PX', ttl, 'NX')) === 'OK';
      redisCommandWorked('antibot-replay');
      return first;
    } catch (error) {
      redisCommandFailed('antibot-replay', error);
    }
  }
  if (used.size > 50_000) for (const [key, until] of used) if (until <= now) used.delete(key);
  const until = used.get(id);
  if (until !== undefined && until > now) return false;
  used.set(id, expiresAt);
  return true;
}

/** Forgets every used challenge kept in memory (tests). */
export function resetReplayMemory(): void {
  used.clear();
}
