/** A retired style's URLs answer 301 with the survivor's (data/retired.yaml; generator/responses/redirects.ts). */
import type { RequestHandler } from 'express';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import { redirectTarget } from '../../generator/responses/redirects';
import type { DistStore } from '../dist-store';

export function retiredStyles(store: DistStore): RequestHandler {
  return (req, res, next) => {
    const target = redirectTarget(req.path, store.manifest.redirects ?? {});
    if (!target) return next();
    const query = req.originalUrl.indexOf('?');
    res.setHeader('Location', query < 0 ? target : `${target}${req.originalUrl.slice(query)}`);
    res.setHeader('Cache-Control', CACHE_CONTROL.api);
    res.setHeader('Content-Length', 0);
    res.statusCode = 301;
    res.end();
  };
}
