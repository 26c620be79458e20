/** Every other published file of dist/ (openapi.json, covers…), by exact path. */
import type { RequestHandler } from 'express';
import type { DistStore } from '../dist-store';
import { movedPermanently } from './redirect';
import { sendStored } from './send-stored';

/** A portal address with trailing slashes, and the address without them. */
const CANONICAL_PAGE = /^(\/developers(?:\/.*[^/])?)\/+$/;

export function publishedFiles(store: DistStore): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    const file = store.get(req.path);
    if (file) return sendStored(req, res, file);
    // `/developers/…/` → `/developers/…`: one canonical address per page (as the nginx front answers).
    const page = CANONICAL_PAGE.exec(req.path);
    if (page) return movedPermanently(res, req.path, page[1]!);
    next();
  };
}
