/** A retired style's URLs answer 301 with the survivor's (data/retired.yaml; generator/responses/redirects.ts). */
import type { RequestHandler } from 'express';
import { redirectTarget } from '../../generator/responses/redirects';
import type { DistStore } from '../dist-store';
import { movedPermanently } from './redirect';

export function retiredStyles(store: DistStore): RequestHandler {
  return (req, res, next) => {
    const target = redirectTarget(req.path, store.manifest.redirects ?? {});
    if (!target) return next();
    const query = req.originalUrl.indexOf('?');
    movedPermanently(res, req.path, query < 0 ? target : `${target}${req.originalUrl.slice(query)}`);
  };
}
