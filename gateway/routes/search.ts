/** searchStyles: parse, run the pure search over the loaded index, send. */
import type { RequestHandler } from 'express';
import { parseSearchParams } from '../../generator/contract/parse-params';
import { searchStyles as runSearch } from '../../generator/search/search-styles';
import type { DistStore } from '../dist-store';
import { ApiError } from '../errors';
import { sendJson } from './send-stored';

export function searchStyles(store: DistStore): RequestHandler {
  return (req, res) => {
    const params = parseSearchParams(req.query);
    if (!params.ok) throw ApiError.from(params);
    sendJson(res, runSearch(store.search, params.value));
  };
}
