/** `/`: a browser is sent to the portal, any other client gets the JSON 404 (generator/deploy/root-redirect.ts). */
import type { RequestHandler } from 'express';
import { acceptsHtml, ROOT_REDIRECT } from '../../generator/deploy/root-redirect';
import { redirect } from './redirect';

export const portalForBrowsers: RequestHandler = (req, res, next) => {
  res.vary('Accept');
  if (!acceptsHtml(req.headers.accept)) return next();
  redirect(res, ROOT_REDIRECT.status, '/', ROOT_REDIRECT.location);
};
