import { describe, expect, it } from 'vitest';
import { errorBody } from '../../generator/contract/error-bodies';
import { parseListParams, parseSearchParams } from '../../generator/contract/parse-params';

describe('parseListParams', () => {
  it.each([
    [{}, { page: 1, limit: 20 }],
    [{ page: '3', limit: '50' }, { page: 3, limit: 50 }],
    [{ limit: '1', type: 'retro' }, { page: 1, limit: 1, type: 'retro' }],
    [{ type: '3d' }, { page: 1, limit: 20, type: '3d' }],
    [{ unknown: 'x', page: '2' }, { page: 2, limit: 20 }],
    [{ page: '007' }, { page: 7, limit: 20 }],
  ])('accepts %j as %j', (query, value) => {
    expect(parseListParams(query)).toEqual({ ok: true, value });
  });

  it.each([
    [{ page: '0' }, 'INVALID_PAGE'],
    [{ page: '-1' }, 'INVALID_PAGE'],
    [{ page: '1.5' }, 'INVALID_PAGE'],
    [{ page: 'abc' }, 'INVALID_PAGE'],
    [{ page: '' }, 'INVALID_PAGE'],
    [{ page: '1e3' }, 'INVALID_PAGE'],
    [{ page: '+2' }, 'INVALID_PAGE'],
    [{ page: '9'.repeat(5000) }, 'INVALID_PAGE'],
    [{ limit: '0' }, 'INVALID_LIMIT'],
    [{ limit: '51' }, 'INVALID_LIMIT'],
    [{ limit: ' 5' }, 'INVALID_LIMIT'],
    [{ type: 'vaporwave' }, 'INVALID_TYPE'],
    [{ type: 'Retro' }, 'INVALID_TYPE'],
    [{ type: '' }, 'INVALID_TYPE'],
    [{ page: ['1', '2'] }, 'DUPLICATE_PARAMETER'],
    [{ type: ['retro', 'flat'] }, 'DUPLICATE_PARAMETER'],
    [{ limit: { nested: '1' } }, 'INVALID_LIMIT'],
  ])('refuses %j with %s', (query, code) => {
    const result = parseListParams(query);
    expect(result).toMatchObject({ ok: false, code });
    // The Error body's details come from contract/error-bodies.ts, the same for every bad value.
    if (code === 'DUPLICATE_PARAMETER') expect(result.ok === false && result.details).toMatch(/^`(page|type)` was given more than once; give it once\.$/);
    else expect(result.ok === false && result.details).toBeUndefined();
  });

  it('never echoes the request in the Error body', () => {
    const result = parseListParams({ type: '<script>'.repeat(500) });
    expect(result.ok === false && errorBody(result.code, result.details)).toBe(errorBody('INVALID_TYPE'));
    expect(errorBody('INVALID_TYPE')).not.toContain('<script>');
  });
});

describe('parseSearchParams', () => {
  it.each([
    [{ q: 'glass' }, { q: 'glass', page: 1, limit: 20 }],
    [{ q: '  ui  ', page: '2', limit: '5' }, { q: 'ui', page: 2, limit: 5 }],
    [{ q: '3d' }, { q: '3d', page: 1, limit: 20 }],
    [{ q: '🎨🎨' }, { q: '🎨🎨', page: 1, limit: 20 }],
  ])('accepts %j', (query, value) => {
    expect(parseSearchParams(query)).toEqual({ ok: true, value });
  });

  it.each([
    [{}, 'QUERY_MISSING'],
    [{ q: '' }, 'QUERY_TOO_SHORT'],
    [{ q: 'a' }, 'QUERY_TOO_SHORT'],
    [{ q: '   ' }, 'QUERY_TOO_SHORT'],
    [{ q: ' a ' }, 'QUERY_TOO_SHORT'],
    [{ q: '🎨' }, 'QUERY_TOO_SHORT'],
    [{ q: 'x'.repeat(201) }, 'QUERY_TOO_LONG'],
    [{ q: ['glass', 'flat'] }, 'DUPLICATE_PARAMETER'],
    [{ q: 'glass', limit: '51' }, 'INVALID_LIMIT'],
    [{ q: 'glass', page: '0' }, 'INVALID_PAGE'],
  ])('refuses %j with %s', (query, code) => {
    expect(parseSearchParams(query)).toMatchObject({ ok: false, code });
  });
});
