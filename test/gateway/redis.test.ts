/** Issue 6: two gateway replicas share one budget per IP through a real redis-server, and fail open without it. */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { request } from '../helpers/http';
import { eventually, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startRedis, type RunningProcess } from '../helpers/servers';

const distDir = inject('distDir');
const gateways: ServerProcess[] = [];
let redis: RunningProcess | undefined;
afterAll(async () => {
  for (const g of gateways) g.child.kill('SIGKILL');
  await redis?.stop();
});

async function statuses(urls: string[]): Promise<number[]> {
  const out: number[] = [];
  for (const url of urls) out.push((await request(url, '/api/styles?limit=1')).status);
  return out;
}

/** n requests spread alternately over both replicas. */
const spread = (n: number) => Array.from({ length: n }, (_, i) => gateways[i % 2]!.url);

describe('rate limits shared through Redis', () => {
  it('enforces one budget across two replicas, fails open when Redis goes away, and enforces again when it is back', async () => {
    redis = await startRedis();
    const env = { DIST_DIR: distDir, REDIS_URL: redis.url, RATE_LIMIT_API_PER_MIN: '30', LOG_LEVEL: 'info' };
    gateways.push(await startServerProcess(env), await startServerProcess(env));
    await eventually(() => gateways.every((g) => g.output().includes('redis connected: rate limits are shared')));

    const first = await statuses(spread(31));
    expect(first.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(first[30]).toBe(429);
    expect(await statuses([gateways[1]!.url])).toEqual([429]);

    const port = redis.port;
    await redis.stop();
    expect(await statuses(spread(40))).toEqual(Array(40).fill(200));
    await eventually(() => gateways.every((g) => g.output().includes('redis unavailable: rate limits fail open')));

    redis = await startRedis(port);
    await eventually(() => gateways.every((g) => g.output().includes('redis is back')), 15_000);
    const again = await statuses(spread(31));
    expect(again.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(again[30]).toBe(429);
  });
});
