/** Every other published file of dist/ (openapi.json, covers…), by exact path. */
import type { RequestHandler } from 'express';
import type { DistStore } from '../dist-store';
import { sendStored } from './send-stored';

export function publishedFiles(store: DistStore): RequestHandler {
  return (req, res, next) => {
    const file = req.path.startsWith('/api/') ? undefined : store.files.get(req.path);
    if (file) sendStored(req, res, file);
    else next();
  };
}
