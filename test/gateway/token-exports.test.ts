import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXPORT_FORMATS } from '../../generator/contract/parameters';
import type { CssVariables, DesignTokens, ShadcnRegistryItem, StyleSummary, TailwindTheme } from '../../generator/contract/schemas';
import { toHex } from '../../generator/tokens/color';
import { ownMode, themeOf, type StyleTokens } from '../../generator/tokens/theme';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { expectError, expectRateLimitHeaders, request, type HttpResponse } from '../helpers/http';
import { createValidator } from '../helpers/openapi-validator';

const distDir = inject('distDir');
const { expectResponse, doc } = createValidator(distDir);
let gw: RunningGateway;
let styles: StyleSummary[];

const get = async (p: string, method = 'GET'): Promise<HttpResponse> => {
  const res = await request(gw.url, p, { method });
  expectRateLimitHeaders(res, 'api');
  return res;
};

beforeAll(async () => {
  gw = await startGateway(distDir);
  styles = [...gw.store.search.styles.values()];
});
afterAll(() => gw.close());

describe('GET /api/styles/{slug}/token (getStyleToken)', () => {
  const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

  // Spec 2.3: every top-level member of DesignTokens is a JSON object (issue 21), the document's own mode included.
  it('answers, for every style of the library, only top-level members that are JSON objects', async () => {
    expect(styles).toHaveLength(gw.store.manifest.totals.all!);
    const notObjects: string[] = [];
    for (const style of styles) {
      const res = await get(`/api/styles/${style.slug}/token`);
      expect(res.status).toBe(200);
      const tokens = res.json as Record<string, unknown>;
      expect(isObject(tokens)).toBe(true);
      for (const [member, value] of Object.entries(tokens)) if (!isObject(value)) notObjects.push(`${style.slug}: ${member} is ${JSON.stringify(value)}`);
      expect(tokens.mode).toEqual({ default: ownMode(tokens as StyleTokens) });
      expect(['light', 'dark']).toContain((tokens as StyleTokens).mode?.default);
    }
    expect(notObjects).toEqual([]);
  });

  it('declares every top-level member of DesignTokens in openapi.json as an object', () => {
    const schema = doc.components.schemas.DesignTokens as { properties: Record<string, { type?: string }>; additionalProperties?: unknown };
    expect(schema.additionalProperties).toBe(false);
    expect(Object.entries(schema.properties).filter(([, s]) => s.type !== 'object')).toEqual([]);
    expect(schema.properties.mode).toMatchObject({ type: 'object', required: ['default'], properties: { default: { enum: ['light', 'dark'] } } });
  });
});

describe('GET /api/styles/{slug}/export/{format} (exportStyleTokens)', () => {
  it('is documented in openapi.json with its format enum and error codes', () => {
    const op = doc.paths['/api/styles/{slug}/export/{format}']!.get as unknown as {
      operationId: string;
      parameters: { name: string; schema: { enum?: string[] } }[];
      responses: Record<string, unknown>;
    };
    expect(op.operationId).toBe('exportStyleTokens');
    expect(op.parameters.map((p) => p.name)).toEqual(['slug', 'format', 'If-None-Match']);
    expect(op.parameters[1]!.schema.enum).toEqual(['dtcg', 'tailwind', 'css', 'css-tailwind', 'shadcn']);
    expect(Object.keys(op.responses)).toEqual(['200', '301', '304', '400', '404', '405', '413', '414', '429', '431', '500']);
  });

  it('serves every format of every style as the generated JSON, valid against openapi.json', async () => {
    expect(styles).toHaveLength(gw.store.manifest.totals.all!);
    for (const style of styles) {
      const tokens = (await get(`/api/styles/${style.slug}/token`)).json as DesignTokens;
      for (const format of EXPORT_FORMATS) {
        const url = `/api/styles/${style.slug}/export/${format}`;
        const res = await get(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
        expect(res.text).toBe(fs.readFileSync(path.join(distDir, gw.store.pathOf(url)!), 'utf8'));
        expectResponse('exportStyleTokens', 200, res.json);
        // Every colour of the document's own mode, references followed (the token response keeps them as written).
        const colors = [...themeOf(tokens as StyleTokens, ownMode(tokens as StyleTokens)).colors].map(([k, c]) => [k, toHex(c)] as const);
        expect(colors.length).toBe(Object.keys(tokens.colors ?? {}).length);
        if (format === 'tailwind') {
          expect((res.json as TailwindTheme).theme.extend.colors).toEqual(Object.fromEntries(colors.map(([k, v]) => [k, `var(--color-${k}, ${v})`])));
        } else if (format === 'css') {
          const { css } = res.json as CssVariables;
          expect(css).toMatch(/^:root \{\n/m); // after the @font-face rules (issue 18)
          for (const [name, value] of colors) expect(css).toContain(`  --color-${name}: ${value};\n`);
        } else if (format === 'css-tailwind') {
          const { css } = res.json as CssVariables;
          const theme = /@theme static \{\n([^}]*)\}/.exec(css)![1]!;
          for (const [name, value] of colors) expect(theme).toContain(`  --color-${name}: ${value};\n`);
        } else if (format === 'shadcn') {
          const item = res.json as ShadcnRegistryItem;
          expect(item).toMatchObject({ name: style.slug, type: 'registry:theme', title: style.title });
          expect(res.text).toBe((await get(`/r/${style.slug}.json`)).text);
        } else {
          const dtcg = res.json as { $schema: string; color: Record<string, { $value?: { hex: string; alpha?: number } }> };
          expect(dtcg.$schema).toBe('https://www.designtokens.org/schemas/2025.10/format.json');
          for (const [name, value] of colors) expect(dtcg.color[name]!.$value!.hex).toBe(value.slice(0, 7));
        }
      }
    }
  });

  it.each([
    ['an unknown format', `/api/styles/{first}/export/scss`, 400, 'INVALID_FORMAT'],
    ['a format in capitals', `/api/styles/{first}/export/CSS`, 400, 'INVALID_FORMAT'],
    ['an unknown format of an unknown slug (the format is checked first)', '/api/styles/no-such-style/export/yaml', 400, 'INVALID_FORMAT'],
    ['an unknown slug', '/api/styles/no-such-style/export/dtcg', 404, 'STYLE_NOT_FOUND'],
  ])('answers %s with %i %s', async (_what, template, status, code) => {
    const res = await get(template.replace('{first}', styles[0]!.slug));
    expectError(res, status, code);
    expectResponse('exportStyleTokens', status, res.json);
  });

  it('names the formats in the INVALID_FORMAT details, without echoing the request', async () => {
    const res = await get(`/api/styles/${styles[0]!.slug}/export/scss`);
    expect(res.json).toEqual({
      error: '`format` must be one of the token export formats listed in the API description.',
      code: 'INVALID_FORMAT',
      details: '`format` must be one of dtcg, tailwind, css, css-tailwind, shadcn.',
    });
  });

  it('answers a POST with 405 like every other API path', async () => {
    const res = await get(`/api/styles/${styles[0]!.slug}/export/css`, 'POST');
    expectError(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('GET /r/{slug}.json and /r/registry.json (getRegistryItem, getRegistry)', () => {
  it('answers the generated item and index under the API budget, valid against openapi.json', async () => {
    const item = await get(`/r/${styles[0]!.slug}.json`);
    expect(item.status).toBe(200);
    expect(item.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(item.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expectResponse('getRegistryItem', 200, item.json);
    const index = await get('/r/registry.json');
    expect(index.status).toBe(200);
    expectResponse('getRegistry', 200, index.json);
    expect((index.json as { items: unknown[] }).items).toHaveLength(styles.length);
  });

  it('answers an unknown slug with 404 STYLE_NOT_FOUND, another path under /r with 404 NOT_FOUND, a retired slug with 301', async () => {
    const missing = await get('/r/no-such-style.json');
    expectError(missing, 404, 'STYLE_NOT_FOUND');
    expectResponse('getRegistryItem', 404, missing.json);
    expectError(await get('/r/no-such-style'), 404, 'NOT_FOUND');
    const retired = await request(gw.url, '/r/pastel-neumorphism.json');
    expect(retired.status).toBe(301);
    expect(retired.headers.get('location')).toBe('/r/soft-ui.json');
  });
});
