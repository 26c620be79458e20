/** Every other published file of dist/ (openapi.json, covers…), by exact path, and /favicon.ico's redirect. */
import type { RequestHandler } from 'express';
import { FAVICON_ICO_URL, FAVICON_URL } from '../../generator/portal/favicon';
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
    // Browsers ask for /favicon.ico where a page names no icon: the portal's SVG icon (as the nginx front answers).
    if (req.path === FAVICON_ICO_URL) {
      const query = req.originalUrl.indexOf('?');
      return movedPermanently(res, req.path, query < 0 ? FAVICON_URL : `${FAVICON_URL}${req.originalUrl.slice(query)}`);
    }
    // `/developers/…/` → `/developers/…`: one canonical address per page (as the nginx front answers).
    const page = CANONICAL_PAGE.exec(req.path);
    if (page) return movedPermanently(res, req.path, page[1]!);
    next();
  };
}
