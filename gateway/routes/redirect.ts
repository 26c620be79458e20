/** A redirect as both deployments write it: `Location` (a path), the cache policy of the URL it leaves, no body. */
import type { ServerResponse } from 'node:http';
import { cacheControlFor } from '../../generator/deploy/cache-policy';

export function redirect(res: ServerResponse, status: 301 | 302, from: string, location: string): void {
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', cacheControlFor(from));
  res.setHeader('Content-Length', 0);
  res.statusCode = status;
  res.end();
}

export const movedPermanently = (res: ServerResponse, from: string, location: string): void => redirect(res, 301, from, location);
