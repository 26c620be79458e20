/** listStyles, getStyle, getStyleToken and getStyleContent: parse, look up the generated file, send. */
import type { RequestHandler } from 'express';
import { parseListParams } from '../../generator/contract/parse-params';
import { pagination } from '../../generator/paging';
import { listUrl } from '../../generator/responses/list-pages';
import { styleUrl } from '../../generator/responses/style-files';
import type { DistStore } from '../dist-store';
import { ApiError } from '../errors';
import { sendJson, sendStored } from './send-stored';

export function listStyles(store: DistStore): RequestHandler {
  return (req, res) => {
    const params = parseListParams(req.query);
    if (!params.ok) throw ApiError.from(params);
    const file = store.files.get(listUrl(params.value));
    if (file) return sendStored(req, res, file);
    // Only pages past the last are not generated: answer them empty, with the true totals.
    const { page, limit, type } = params.value;
    const total = store.manifest.totals[type ?? 'all'] ?? 0;
    sendJson(res, { data: [], pagination: pagination(total, page, limit) });
  };
}

/** The three per-style routes share one lookup and one 404. */
function styleFile(store: DistStore, suffix: '' | '/token' | '/content'): RequestHandler {
  return (req, res) => {
    const slug = String(req.params.slug);
    const file = store.files.get(`${styleUrl(slug)}${suffix}`);
    if (!file) throw new ApiError('STYLE_NOT_FOUND', `No style has the slug ${JSON.stringify(slug.slice(0, 80))}.`);
    sendStored(req, res, file);
  };
}

export const getStyle = (store: DistStore) => styleFile(store, '');
export const getStyleToken = (store: DistStore) => styleFile(store, '/token');
export const getStyleContent = (store: DistStore) => styleFile(store, '/content');
