/** listStyles, getStyle, getStyleToken, getStyleContent, getStyleChanges and exportStyleTokens: parse, look up the generated file, send. */
import type { Request, RequestHandler, Response } from 'express';
import { fail, succeed, type Result } from '../../generator/contract/error-codes';
import { parseListParams } from '../../generator/contract/parse-params';
import { pagination } from '../../generator/paging';
import { listUrl } from '../../generator/responses/list-pages';
import { exportUrl, parseExportFormat } from '../../generator/responses/export-urls';
import { styleUrl } from '../../generator/responses/routes';
import type { DistStore, StoredFile } from '../dist-store';
import { ApiError } from '../errors';
import { sendJson, sendStored } from './send-stored';

export function listStyles(store: DistStore): RequestHandler {
  return (req, res) => {
    const params = parseListParams(req.query);
    if (!params.ok) throw ApiError.from(params);
    const file = store.get(listUrl(params.value));
    if (file) return sendStored(req, res, file);
    // Only pages past the last are not generated: answer them empty, with the true totals.
    const { page, limit, type } = params.value;
    const total = store.manifest.totals[type ?? 'all'] ?? 0;
    sendJson(res, { data: [], pagination: pagination(total, page, limit) });
  };
}

/** The one lookup of every per-style route (and of the MCP tools): the generated file at `url`, or STYLE_NOT_FOUND. */
export function findStyleFile(store: DistStore, slug: string, url: string): Result<StoredFile> {
  const file = store.get(url);
  return file ? succeed(file) : fail('STYLE_NOT_FOUND');
}

/** The slug a retired one was merged into, or the slug itself (for MCP, which has no redirects to follow). */
export function survivingSlug(store: DistStore, slug: string): string {
  const redirects = store.manifest.redirects ?? {};
  return Object.hasOwn(redirects, slug) ? redirects[slug]! : slug;
}

/** Sends the file found, or throws the failure for errors.ts to render. */
function sendFound(req: Request, res: Response, found: Result<StoredFile>): void {
  if (!found.ok) throw ApiError.from(found);
  sendStored(req, res, found.value);
}

function styleFile(store: DistStore, suffix: '' | '/token' | '/content' | '/changes' | '/similar'): RequestHandler {
  return (req, res) => {
    const slug = String(req.params.slug);
    sendFound(req, res, findStyleFile(store, slug, `${styleUrl(slug)}${suffix}`));
  };
}

export const getStyle = (store: DistStore) => styleFile(store, '');
export const getStyleToken = (store: DistStore) => styleFile(store, '/token');
export const getStyleContent = (store: DistStore) => styleFile(store, '/content');
export const getStyleChanges = (store: DistStore) => styleFile(store, '/changes');
export const getSimilarStyles = (store: DistStore) => styleFile(store, '/similar');

/** The format is checked before the slug: an unknown format is INVALID_FORMAT whatever the slug. */
export const exportStyleTokens = (store: DistStore): RequestHandler => (req, res) => {
  const format = parseExportFormat(String(req.params.format));
  if (!format.ok) throw ApiError.from(format);
  const slug = String(req.params.slug);
  sendFound(req, res, findStyleFile(store, slug, exportUrl(slug, format.value)));
};
