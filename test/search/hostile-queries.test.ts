/**
 * GET /api/search with hostile text, against the real gateway: Lunr syntax, punctuation, emoji,
 * white space, very long input. Never a 5xx; operators mean nothing (the answer is the plain words');
 * every body is what openapi.json promises.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIMITS } from '../../generator/contract/limits';
import type { StyleList } from '../../generator/contract/schemas';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { expectError, request, type HttpResponse } from '../helpers/http';
import { createValidator } from '../helpers/openapi-validator';

const distDir = inject('distDir');
const { expectResponse } = createValidator(distDir);
let gw: RunningGateway;

beforeAll(async () => {
  gw = await startGateway(distDir);
});
afterAll(() => gw.close());

/** GET /api/search with a raw (already encoded) query string; checks the contract of every answer. */
async function search(rawQuery: string): Promise<HttpResponse> {
  const res = await request(gw.url, `/api/search?${rawQuery}`);
  expect(res.status, `${rawQuery.slice(0, 80)} never answers 5xx`).toBeLessThan(500);
  expectResponse('searchStyles', res.status, res.json);
  return res;
}

const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);
const EMPTY = { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };

describe('GET /api/search treats Lunr syntax and punctuation as plain text', () => {
  it.each([
    ['title:glass', 'title glass'],
    ['keywords:gumroad', 'keywords gumroad'],
    ['glass*', 'glass'],
    ['*glass', 'glass'],
    ['gl*ss', 'gl ss'],
    ['neo~2', 'neo 2'],
    ['neumorphsim~1', 'neumorphsim 1'],
    ['flat^10', 'flat 10'],
    ['+glass -flat', 'glass flat'],
    ['-glass', 'glass'],
    ['"frosted glass"', 'frosted glass'],
    ['"unbalanced quote', 'unbalanced quote'],
    ['glass AND flat OR NOT dark', 'glass and flat or not dark'],
    ['(glass) [flat] {dark}', 'glass flat dark'],
    ['glass\\', 'glass'],
    ['glass/flat', 'glass flat'],
    ['glass;DROP TABLE styles;--', 'glass drop table styles'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ["glass' OR '1'='1", 'glass or 1 1'],
    ['${glass}', 'glass'],
    ['__proto__', 'proto'],
    ['constructor', 'constructor'],
  ])('%j answers exactly as %j', async (hostile, plain) => {
    const [a, b] = await Promise.all([q(hostile), q(plain)]);
    expect(a.status).toBe(200);
    expect(a.json).toEqual(b.json);
  });

  it('drops nothing a plain word would find: "+glass -flat" still lists flat glass styles', async () => {
    const body = (await q('+glass -flat')).json as StyleList;
    expect(body.pagination.total).toBeGreaterThan(0);
    expect(body.data.map((s) => s.type)).toContain('flat');
  });
});

describe('GET /api/search with text that holds no word', () => {
  it.each(['***', ':::', '~~', '^^', '""', '+-', '()', '🎨🎨', '👩‍🎨 🎨', '\u0000\u0000', '\u200b\u200b', '¯\\_(ツ)_/¯'])(
    '%j is a 200 with no results',
    async (text) => {
      const res = await q(text);
      expect(res.status).toBe(200);
      expect(res.json).toEqual(EMPTY);
    },
  );

  it.each(['the and of', 'a an the'])('%j (stop words only) is a 200 with no results', async (text) => {
    expect((await q(text)).json).toEqual(EMPTY);
  });

  it.each(['   ', '\t\n', ' \r\n ', ' a '])('%j is a 400 QUERY_TOO_SHORT', async (text) => {
    expectError(await q(text), 400, 'QUERY_TOO_SHORT');
  });
});

describe('GET /api/search with very long text', () => {
  const max = LIMITS.QUERY_MAX_LENGTH;

  it(`accepts ${max} characters and answers by the first words`, async () => {
    const text = 'glass '.repeat(100).slice(0, max);
    expect([...text]).toHaveLength(max);
    const [long, short] = await Promise.all([q(text), q('glass')]);
    expect(long.status).toBe(200);
    expect(long.json).toEqual(short.json);
  });

  it.each([
    ['letters', 'a'.repeat(max + 1)],
    ['words', 'glass '.repeat(40)],
    ['emoji', '🎨'.repeat(max + 1)],
  ])(`refuses ${max + 1} or more characters of %s with 400 QUERY_TOO_LONG`, async (_, text) => {
    const res = await q(text);
    expectError(res, 400, 'QUERY_TOO_LONG');
    expect((res.json as { details: string }).details).toContain(`at most ${max} characters`);
  });

  it('refuses a query of 10,000 letters as the front does: the request line is too long, 414 URI_TOO_LONG (issue 21)', async () => {
    expectError(await q('x'.repeat(10_000)), 414, 'URI_TOO_LONG');
  });

  it(`counts characters, not UTF-16 units: ${max} emoji are accepted`, async () => {
    const res = await q('🎨'.repeat(max));
    expect(res.status).toBe(200);
    expect(res.json).toEqual(EMPTY);
  });

  it('answers 40 distinct words (only the first 12 count) with 200', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ').slice(0, max);
    expect((await q(text)).status).toBe(200);
  });
});

describe('GET /api/search with malformed encoding', () => {
  it.each(['q=%E0%A4%A', 'q=%%', 'q=%FF%FE', 'q=%C0%AF', 'q=glass%', 'q=%ZZglass'])('%s is a 200', async (raw) => {
    expect((await search(raw)).status).toBe(200);
  });

  it('q=% (one character once decoded) is a 400 QUERY_TOO_SHORT', async () => {
    expectError(await search('q=%'), 400, 'QUERY_TOO_SHORT');
  });
});

describe('GET /api/search never answers 5xx to any text', () => {
  it('for random Unicode strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), async (text) => {
        const res = await q(text);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });

  it('for random strings of Lunr operators and words', async () => {
    const piece = fc.constantFrom('glass', 'neo', 'flat', 'title:', 'keywords:', '*', '~', '~2', '^', '^5', '+', '-', '"', ':', ' ', '\\', 'AND', 'OR');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 30 }), async (pieces) => {
        const res = await q(pieces.join(''));
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });
});
