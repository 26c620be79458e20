/**
 * Sends a response generated at build time: the best compressed representation the client accepts
 * (compressed by the build, or once as the file was loaded: never per request, dist-store.ts), its strong
 * ETag, its Cache-Control, and 304 when the client's If-None-Match already names it.
 */
import type { Request, Response } from 'express';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import type { Representation, StoredFile } from '../dist-store';
import { chooseEncoding } from './choose-encoding';

/** RFC 9110 13.1.2: `*`, or any listed entity tag equal by weak comparison. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

function choose(req: Request, file: StoredFile): { representation: Representation; coding: string | null } {
  const coding = file.codings.length > 0 ? chooseEncoding(req.headers['accept-encoding'], file.codings) : 'identity';
  if (coding === 'identity') return { representation: file, coding: null };
  return { representation: file.encoded[coding]!, coding };
}

export function sendStored(req: Request, res: Response, file: StoredFile): void {
  const { representation, coding } = choose(req, file);
  res.setHeader('Cache-Control', file.cacheControl);
  res.setHeader('ETag', representation.etag);
  if (file.codings.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  // RFC 9110 15.4.5: a 304 carries no representation metadata (Content-Type, Content-Length of the body).
  if (matchesIfNoneMatch(req.headers['if-none-match'], representation.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', file.contentType);
  if (coding) res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', representation.body.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : representation.body);
}

/** Sends JSON computed per request (search, pages past the last) with the API cache policy. */
export function sendJson(res: Response, body: unknown): void {
  res.setHeader('Cache-Control', CACHE_CONTROL.api);
  res.json(body);
}
