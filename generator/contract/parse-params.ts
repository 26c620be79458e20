/**
 * Pure parsing of query strings into typed parameters; failures are values with a stable code and the
 * fixed details of contract/error-bodies.ts (never the request's own text, so every front answers alike).
 */
import { duplicateDetails } from './error-bodies';
import { fail, succeed, type Result } from './error-codes';
import { LIMITS } from './limits';
import { LIMIT_PARAM, PAGE_PARAM, TYPE_PARAM, type ParameterDefinition } from './parameters';
import { isStyleTypeFilter, type StyleTypeFilter } from './style-types';

/** A query string as Express (or URLSearchParams) hands it over: repeated keys become arrays. */
export type RawQuery = Record<string, unknown>;

export interface PageParams {
  page: number;
  limit: number;
}
export interface ListParams extends PageParams {
  type?: StyleTypeFilter;
}
export interface SearchParams extends PageParams {
  q: string;
}

/** One value of a parameter: undefined when absent, a failure when repeated or not a string. */
function single(query: RawQuery, def: ParameterDefinition): Result<string | undefined> {
  const value = query[def.name];
  if (value === undefined) return succeed(undefined);
  if (Array.isArray(value)) return fail('DUPLICATE_PARAMETER', duplicateDetails(def.name));
  if (typeof value !== 'string') return fail(def.errorCode);
  return succeed(value);
}

function integer(query: RawQuery, def: ParameterDefinition & { schema: { minimum: number; maximum: number; default: number } }): Result<number> {
  const raw = single(query, def);
  if (!raw.ok) return raw;
  if (raw.value === undefined) return succeed(def.schema.default);
  const { minimum, maximum } = def.schema;
  // Digits only: "1.5", "+2", "1e3" and "" are not integers here, whatever parseInt thinks.
  const n = /^[0-9]{1,9}$/.test(raw.value) ? Number(raw.value) : NaN;
  if (!Number.isInteger(n) || n < minimum || n > maximum) return fail(def.errorCode);
  return succeed(n);
}

function pageParams(query: RawQuery): Result<PageParams> {
  const page = integer(query, PAGE_PARAM);
  if (!page.ok) return page;
  const limit = integer(query, LIMIT_PARAM);
  if (!limit.ok) return limit;
  return succeed({ page: page.value, limit: limit.value });
}

/** Parses `page`, `limit` and `type` of GET /api/styles (spec 4.1). Unknown parameters are ignored. */
export function parseListParams(query: RawQuery): Result<ListParams> {
  const paging = pageParams(query);
  if (!paging.ok) return paging;
  const type = single(query, TYPE_PARAM);
  if (!type.ok) return type;
  if (type.value === undefined) return paging;
  if (!isStyleTypeFilter(type.value)) return fail('INVALID_TYPE');
  return succeed({ ...paging.value, type: type.value });
}

/** Parses `q`, `page` and `limit` of GET /api/search (spec 4.5). */
export function parseSearchParams(query: RawQuery): Result<SearchParams> {
  const raw = query.q;
  if (raw === undefined) return fail('QUERY_MISSING');
  if (Array.isArray(raw)) return fail('DUPLICATE_PARAMETER', duplicateDetails('q'));
  if (typeof raw !== 'string') return fail('QUERY_MISSING', '`q` must be a plain value.');
  const q = raw.trim();
  // Length in code points, so an emoji counts as one character.
  const length = [...q].length;
  // The details are the rule (error-bodies.ts), never the length given: details do not echo the request.
  if (length < LIMITS.QUERY_MIN_LENGTH) return fail('QUERY_TOO_SHORT');
  if (length > LIMITS.QUERY_MAX_LENGTH) return fail('QUERY_TOO_LONG');
  const paging = pageParams(query);
  if (!paging.ok) return paging;
  return succeed({ q, ...paging.value });
}
