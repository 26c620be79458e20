/**
 * The last route: nothing is published at this path (issue 31). A browser asking for a page (Accept names
 * text/html, a path counted as a page) gets the portal's HTML 404 page with the same status; every other
 * client, and every API or asset path, gets the Error body NOT_FOUND. The nginx front answers alike.
 */
import type { RequestHandler } from 'express';
import { budgetOf } from '../../generator/contract/budgets';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import { ACCEPTS_HTML, NOT_FOUND_PAGE_PATH } from '../../generator/portal/not-found-page';
import type { DistStore } from '../dist-store';
import { ApiError } from '../errors';
import { chooseEncoding } from './choose-encoding';

export function notFound(store: DistStore): RequestHandler {
  return (req, res, next) => {
    const accept = req.headers.accept;
    const page = accept && ACCEPTS_HTML.test(accept) && budgetOf(req.path) === 'pages' ? store.unrouted(NOT_FOUND_PAGE_PATH) : undefined;
    if (!page) return next(new ApiError('NOT_FOUND'));
    const coding = page.codings.length > 0 ? chooseEncoding(req.headers['accept-encoding'], page.codings) : 'identity';
    const representation = coding === 'identity' ? page : page.encoded[coding]!;
    res.statusCode = 404;
    res.setHeader('Cache-Control', CACHE_CONTROL.error);
    res.setHeader('Content-Type', page.contentType);
    if (page.codings.length > 0) res.setHeader('Vary', 'Accept-Encoding');
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', representation.body.length);
    res.end(req.method === 'HEAD' ? undefined : representation.body);
  };
}
