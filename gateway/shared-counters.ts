/**
 * Rate-limit counters in Redis (REDIS_URL), so several gateway replicas enforce one budget per IP.
 * When Redis is unreachable the gateway fails open: requests are served (with the headers of a fresh
 * window), the outage is logged once, and counting resumes when Redis is back.
 */
import type { Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Logger } from 'pino';

/** The part of a node-redis client the gateway uses. */
export interface RedisConnection {
  sendCommand(args: string[]): Promise<unknown>;
  destroy(): void;
}

/** Connects in the background; commands fail at once while disconnected instead of queueing. */
export function connectRedis(url: string, logger: Logger): RedisConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error.message }, 'redis unavailable: rate limits fail open until it is back');
  });
  client.on('ready', () => {
    logger.info(down ? 'redis is back: rate limits are shared again' : 'redis connected: rate limits are shared');
    down = false;
  });
  client.connect().catch(() => undefined); // errors are reported by the 'error' event and retried
  return client;
}

/** RedisStore that reloads its Lua scripts after any failure, so it recovers when Redis comes back. */
class RecoveringRedisStore extends RedisStore {
  private reloadScripts(): void {
    this.incrementScriptSha = this.loadIncrementScript();
    this.getScriptSha = this.loadGetScript();
    // Mark as handled; callers that await them still see the rejection.
    this.incrementScriptSha.catch(() => undefined);
    this.getScriptSha.catch(() => undefined);
  }

  override async init(options: Parameters<RedisStore['init']>[0]): Promise<void> {
    this.windowMs = options.windowMs;
    this.reloadScripts();
  }

  /**
   * Counts a hit. After a failure the scripts are reloaded and the hit retried once (the first
   * request after a (re)connection); if Redis is still unreachable the hit is let through, counted
   * as the first of a fresh window, so responses keep their rate-limit headers. The client's
   * 'error' event has already logged the outage once.
   */
  override async increment(key: string) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await super.increment(key);
      } catch {
        this.reloadScripts();
        if (attempt === 0) continue;
        return { totalHits: 1, resetTime: new Date(Date.now() + this.windowMs) };
      }
    }
  }
}

/** One store per budget, keys prefixed by the budget's name. */
export function redisCounters(client: RedisConnection, budget: string): Store {
  return new RecoveringRedisStore({
    prefix: `dsl:rl:${budget}:`,
    sendCommand: (...args: string[]) => client.sendCommand(args) as Promise<never>,
  });
}
