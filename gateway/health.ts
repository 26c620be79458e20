/** GET /healthz for load balancers: 200 while the gateway has a library loaded. Not rate limited. */
import type { RequestHandler } from 'express';
import type { DistStore } from './dist-store';

export function healthz(store: DistStore): RequestHandler {
  const body = JSON.stringify({ status: 'ok', apiVersion: store.manifest.apiVersion, styles: store.manifest.totals.all ?? 0 });
  return (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(body);
  };
}
