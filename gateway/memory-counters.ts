/**
 * Rate-limit counters in this process's memory: express-rate-limit's MemoryStore (a fixed window per
 * client, two generations of clients so that idle ones expire), answering synchronously. The fast path
 * counts a request without a promise or a microtask (issue 21, bench/http.ts); express-rate-limit takes
 * either kind of store.
 */
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

export class MemoryCounters implements Store {
  readonly localKeys = true;
  private windowMs = 60_000;
  private previous = new Map<string, ClientRateLimitInfo>();
  private current = new Map<string, ClientRateLimitInfo>();
  private interval: NodeJS.Timeout | undefined;

  init(options: Options): void {
    this.windowMs = options.windowMs;
    clearInterval(this.interval);
    // Clients not seen for a whole window are dropped: each tick, the current generation becomes the previous one.
    this.interval = setInterval(() => {
      this.previous = this.current;
      this.current = new Map();
    }, this.windowMs);
    this.interval.unref();
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const client = this.current.get(key) ?? this.previous.get(key);
    return client && client.resetTime!.getTime() > Date.now() ? client : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const client = this.client(key);
    const now = Date.now();
    if (client.resetTime!.getTime() <= now) this.reset(client, now);
    client.totalHits++;
    return client;
  }

  decrement(key: string): void {
    const client = this.client(key);
    if (client.totalHits > 0) client.totalHits--;
  }

  resetKey(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  resetAll(): void {
    this.current.clear();
    this.previous.clear();
  }

  shutdown(): void {
    clearInterval(this.interval);
    this.resetAll();
  }

  private reset(client: ClientRateLimitInfo, now = Date.now()): ClientRateLimitInfo {
    client.totalHits = 0;
    client.resetTime = new Date(now + this.windowMs);
    return client;
  }

  private client(key: string): ClientRateLimitInfo {
    let client = this.current.get(key);
    if (client) return client;
    client = this.previous.get(key);
    if (client) this.previous.delete(key);
    else client = this.reset({ totalHits: 0, resetTime: undefined });
    this.current.set(key, client);
    return client;
  }
}
