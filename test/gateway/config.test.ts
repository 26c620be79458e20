import { describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/config';

describe('readConfig', () => {
  it('applies the documented defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      baseUrl: 'http://localhost:3000',
      apiRequestsPerMinute: 30,
      pageRequestsPerMinute: 60,
      assetRequestsPerMinute: 600,
      trustProxy: false,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    [{ TRUST_PROXY: 'off' }, false],
    [{ TRUST_PROXY: 'true' }, true],
    [{ TRUST_PROXY: '2' }, 2],
    [{ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, 'loopback, 10.0.0.0/8'],
  ])('reads TRUST_PROXY %j as %j', (env, trustProxy) => {
    expect(readConfig(env).trustProxy).toBe(trustProxy);
  });

  it('drops a trailing slash from BASE_URL', () => {
    expect(readConfig({ BASE_URL: 'https://styles.example.org/' }).baseUrl).toBe('https://styles.example.org');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a positive integer/],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [{ RATE_LIMIT_API_PER_MIN: '0' }, /RATE_LIMIT_API_PER_MIN must be a positive integer/],
    [{ RATE_LIMIT_PAGES_PER_MIN: '-5' }, /RATE_LIMIT_PAGES_PER_MIN/],
    [{ RATE_LIMIT_ASSETS_PER_MIN: '1.5' }, /RATE_LIMIT_ASSETS_PER_MIN must be a positive integer/],
    [{ BASE_URL: 'not a url' }, /BASE_URL must be an absolute http\(s\) URL/],
    [{ BASE_URL: 'ftp://x.org' }, /BASE_URL must be an http\(s\) URL/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
