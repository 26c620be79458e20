/** Issue 12: the contract suite against the gateway alone (its default limits; clients told apart by X-Forwarded-For). */
import { afterAll, beforeAll, inject } from 'vitest';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { describeContract } from './contract-suite';

let gw: RunningGateway;
beforeAll(async () => {
  gw = await startGateway(inject('distDir'), { RATE_LIMIT_API_PER_MIN: '30', RATE_LIMIT_PAGES_PER_MIN: '60', RATE_LIMIT_ASSETS_PER_MIN: '600', TRUST_PROXY: 'loopback' });
});
afterAll(() => gw?.close());

describeContract('gateway', () => ({ url: gw.url, front: false, encodings: ['br', 'gzip'] }));
