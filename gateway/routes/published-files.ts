/** Every other published file of dist/ (openapi.json, covers…), by exact path. */
import type { RequestHandler } from 'express';
import type { DistStore } from '../dist-store';
import { sendStored } from './send-stored';

export function publishedFiles(store: DistStore): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    const file = store.get(req.path);
    if (file) return sendStored(req, res, file);
    // `/developers/` → `/developers`: one canonical address per page.
    const bare = req.path.replace(/\/+$/, '');
    if (bare && bare !== req.path && store.has(bare)) return res.redirect(301, bare);
    next();
  };
}
