import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OPERATIONS } from '../../generator/contract/operations';
import { EXPORT_FORMATS } from '../../generator/contract/parameters';
import type { StyleDetail, StyleList, StyleSummary } from '../../generator/contract/schemas';
import { STYLE_TYPES } from '../../generator/contract/style-types';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { expectRateLimitHeaders, request } from '../helpers/http';

const distDir = inject('distDir');
let gw: RunningGateway;
let client: Client;
let styles: StyleSummary[];

/** The REST answer for `path`, to compare the tools with. */
const rest = async (path: string): Promise<unknown> => (await request(gw.url, path)).json;
const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const description = (operationId: string) => OPERATIONS.find((op) => op.operationId === operationId)!.description;

/** A successful tool answer: its structured content, which its text block repeats as JSON. */
function structured(result: CallToolResult): Record<string, unknown> {
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  const [text] = result.content;
  expect(text?.type).toBe('text');
  expect(JSON.parse((text as { text: string }).text)).toEqual(result.structuredContent);
  return result.structuredContent!;
}

beforeAll(async () => {
  gw = await startGateway(distDir);
  client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${gw.url}/mcp`)));
  styles = [];
  for (let page = 1; styles.length < gw.store.manifest.totals.all!; page++) styles.push(...((await rest(`/api/styles?limit=50&page=${page}`)) as StyleList).data);
});
afterAll(async () => {
  await client.close();
  await gw.close();
});

describe('MCP server at /mcp: identity and tools', () => {
  it('reports the identity the server card publishes', async () => {
    const card = (await rest('/.well-known/mcp/server-card.json')) as Record<string, unknown>;
    expect(client.getServerVersion()).toEqual({
      name: 'test.api/design-style-library',
      title: 'Design-Style Library',
      version: '1.0.0',
      description: card.description,
      websiteUrl: 'http://api.test/developers',
    });
    expect(card).toMatchObject({ name: 'test.api/design-style-library', title: 'Design-Style Library', version: '1.0.0' });
    expect(client.getInstructions()).toContain('list_styles, get_style, search_styles, export_tokens');
  });

  it('promises no list-change notifications, which a stateless server cannot send', () => {
    expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: false }, resources: { listChanged: false } });
  });

  it('lists six read-only tools with JSON Schema inputs from the contract and object output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['list_styles', 'get_style', 'search_styles', 'export_tokens', 'similar_styles', 'get_style_changes']);
    for (const tool of tools) {
      expect(tool.annotations, tool.name).toEqual({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    const [list, get, search, exportTokens] = tools;
    expect(list!.description).toBe(description('listStyles'));
    expect(list!.inputSchema.properties).toMatchObject({
      page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
      limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
      type: { type: 'string', enum: [...STYLE_TYPES] },
    });
    expect(list!.inputSchema.required ?? []).toEqual([]);
    expect(get!.inputSchema).toMatchObject({ required: ['slug'], properties: { part: { enum: ['full', 'tokens', 'content'], default: 'full' } } });
    expect(Object.keys(get!.outputSchema!.properties!)).toEqual(['style', 'tokens', 'content']);
    expect(search!.description).toBe(description('searchStyles'));
    expect(search!.inputSchema).toMatchObject({ required: ['q'], properties: { q: { type: 'string', minLength: 2, maxLength: 200 } } });
    expect(exportTokens!.inputSchema).toMatchObject({ required: ['slug', 'format'], properties: { format: { enum: [...EXPORT_FORMATS] } } });
    expect(Object.keys(exportTokens!.outputSchema!.properties!)).toEqual(['dtcg', 'tailwind', 'css', 'css-tailwind', 'shadcn']);
  });
});

describe('MCP tools answer what the REST API answers', () => {
  it.each([
    [{}, '/api/styles'],
    [{ page: 2, limit: 7 }, '/api/styles?page=2&limit=7'],
    [{ type: 'retro', limit: 3 }, '/api/styles?type=retro&limit=3'],
    [{ page: 999, limit: 10, type: 'flat' }, '/api/styles?page=999&limit=10&type=flat'],
  ])('list_styles %j = GET %s', async (args, path) => {
    expect(structured(await call('list_styles', args))).toEqual(await rest(path));
  });

  it.each([
    [{ q: 'glass' }, '/api/search?q=glass'],
    [{ q: '80s neon', limit: 5 }, '/api/search?q=80s%20neon&limit=5'],
    [{ q: '  brutal  ', page: 2, limit: 2 }, '/api/search?q=%20%20brutal%20%20&page=2&limit=2'],
    [{ q: 'glass', page: 500 }, '/api/search?q=glass&page=500'],
  ])('search_styles %j = GET %s', async (args, path) => {
    const body = structured(await call('search_styles', args));
    expect(body).toEqual(await rest(path));
    expect((body as StyleList).pagination.page).toBe((args as { page?: number }).page ?? 1);
  });

  it('get_style answers every style in full, as tokens and as content', async () => {
    for (const { slug } of styles) {
      const style = await rest(`/api/styles/${slug}`);
      expect(style).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), updated_at: expect.any(String) });
      expect(structured(await call('get_style', { slug }))).toEqual({ style });
      expect(structured(await call('get_style', { slug, part: 'tokens' }))).toEqual({ tokens: await rest(`/api/styles/${slug}/token`) });
      expect(structured(await call('get_style', { slug, part: 'content' }))).toEqual(await rest(`/api/styles/${slug}/content`));
    }
    // 140 styles, seven requests each: 26 s on a quiet machine, more than 60 s while both cores are busy.
  }, 180_000);

  it('get_style_changes answers a style\'s versions as GET /api/styles/{slug}/changes does', async () => {
    for (const { slug } of styles.slice(0, 5)) {
      const changes = await rest(`/api/styles/${slug}/changes`);
      expect(changes).toMatchObject({ slug, version: expect.any(String), changes: expect.arrayContaining([expect.objectContaining({ bump: 'initial' })]) });
      expect(structured(await call('get_style_changes', { slug }))).toEqual(changes);
    }
  });

  it('export_tokens answers every export of every style, keyed by format', async () => {
    for (const { slug } of styles) {
      for (const format of EXPORT_FORMATS) {
        const body = await rest(`/api/styles/${slug}/export/${format}`);
        // The stylesheets answer their text under the format's name, like `{css}`; the others their body.
        const expected = format === 'css' || format === 'css-tailwind' ? { [format]: (body as { css: string }).css } : { [format]: body };
        expect(structured(await call('export_tokens', { slug, format }))).toEqual(expected);
      }
    }
  }, 240_000);
});

describe('MCP tool errors: bad arguments are tool errors whose text is exactly the API error code and details', () => {
  const first = () => styles[0]!.slug;
  const typeList = `INVALID_TYPE: \`type\` must be one of ${STYLE_TYPES.join(', ')}.`;
  const pageRange = 'INVALID_PAGE: `page` must be an integer from 1 to 1000000.';
  const limitRange = 'INVALID_LIMIT: `limit` must be an integer from 1 to 50.';
  const slugMissing = 'BAD_REQUEST: `slug` is required.';
  const slugNotString = 'BAD_REQUEST: `slug` must be a string.';
  const notFound = 'STYLE_NOT_FOUND: No style has this slug.';
  // Every argument of every tool, each wrong in every way a client can get it wrong.
  it.each([
    ['list_styles', { page: 0 }, pageRange],
    ['list_styles', { page: 1_000_001 }, pageRange],
    ['list_styles', { page: 1.5 }, pageRange],
    ['list_styles', { page: '2' }, pageRange],
    ['list_styles', { page: null }, pageRange],
    ['list_styles', { limit: 0 }, limitRange],
    ['list_styles', { limit: 51 }, limitRange],
    ['list_styles', { limit: '5' }, limitRange],
    ['list_styles', { type: 'vaporwave' }, typeList],
    ['list_styles', { type: 3 }, typeList],
    ['search_styles', {}, 'QUERY_MISSING: `q` is required.'],
    ['search_styles', { q: 42 }, 'QUERY_MISSING: `q` must be a string.'],
    ['search_styles', { q: 'a' }, 'QUERY_TOO_SHORT: `q` must be at least 2 characters long.'],
    ['search_styles', { q: '   ' }, 'QUERY_TOO_SHORT: The search query `q` must be at least 2 characters long.'],
    ['search_styles', { q: 'x'.repeat(201) }, 'QUERY_TOO_LONG: `q` must be at most 200 characters long.'],
    ['search_styles', { q: 'glass', page: 0 }, pageRange],
    ['search_styles', { q: 'glass', limit: 51 }, limitRange],
    ['get_style', {}, slugMissing],
    ['get_style', { slug: ['a'] }, slugNotString],
    ['get_style', { slug: 'no-such-style' }, notFound],
    ['get_style', { slug: 'no-such-style', part: 'content' }, notFound],
    ['get_style', { slug: 'x', part: 'everything' }, 'BAD_REQUEST: `part` must be one of full, tokens, content.'],
    ['export_tokens', { format: 'css' }, slugMissing],
    ['export_tokens', { slug: 7, format: 'css' }, slugNotString],
    ['export_tokens', { slug: 'no-such-style', format: 'css' }, notFound],
    ['export_tokens', { slug: 'x' }, 'INVALID_FORMAT: `format` must be one of dtcg, tailwind, css, css-tailwind, shadcn.'],
    ['export_tokens', { slug: 'x', format: 'scss' }, 'INVALID_FORMAT: `format` must be one of dtcg, tailwind, css, css-tailwind, shadcn.'],
    ['similar_styles', {}, slugMissing],
    ['similar_styles', { slug: false }, slugNotString],
    ['similar_styles', { slug: 'no-such-style' }, notFound],
    ['get_style_changes', {}, slugMissing],
    ['get_style_changes', { slug: 1 }, slugNotString],
    ['get_style_changes', { slug: 'no-such-style' }, notFound],
  ])('%s %j → exactly %s', async (name, args, text) => {
    expect(await call(name, args)).toEqual({ content: [{ type: 'text', text }], isError: true });
  });

  it('answers an unknown tool with a tool error naming it', async () => {
    const result = await call('delete_style', { slug: first() });
    expect(result.isError).toBe(true);
    expect(result.content).toEqual([{ type: 'text', text: expect.stringContaining('Tool delete_style not found') }]);
  });
});

describe('MCP resources: style://{slug}', () => {
  it('lists every style, in id order, as a DESIGN.md resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(styles.map((s) => `style://${s.slug}`));
    expect(resources[0]).toEqual({
      uri: `style://${styles[0]!.slug}`,
      name: styles[0]!.slug,
      title: styles[0]!.title,
      description: styles[0]!.description,
      mimeType: 'text/markdown',
    });
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([expect.objectContaining({ name: 'style', uriTemplate: 'style://{slug}', mimeType: 'text/markdown' })]);
  });

  it('reads each style as its complete DESIGN.md document', async () => {
    for (const { slug } of styles) {
      const { contents } = await client.readResource({ uri: `style://${slug}` });
      const { design_document } = (await rest(`/api/styles/${slug}`)) as StyleDetail;
      expect(contents).toEqual([{ uri: `style://${slug}`, mimeType: 'text/markdown', text: design_document }]);
      expect(design_document.startsWith('---\n')).toBe(true);
    }
  });

  it('answers an unknown style with the JSON-RPC "resource not found" error', async () => {
    await expect(client.readResource({ uri: 'style://no-such-style' })).rejects.toMatchObject({
      code: -32002,
      message: 'MCP error -32002: STYLE_NOT_FOUND: No style has this slug.',
      data: { uri: 'style://no-such-style' },
    });
  });
});

describe('POST /mcp over HTTP: stateless, under the API budget', () => {
  const post = (base: string, body: string, accept = 'application/json, text/event-stream') =>
    fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body });
  const toolsCall = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'list_styles', arguments: { limit: 1 } } });

  it('answers a tools/call without initialize or session, as plain JSON', async () => {
    const res = await post(gw.url, toolsCall);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('mcp-session-id')).toBeNull();
    const body = (await res.json()) as { id: number; result: { structuredContent: unknown } };
    expect(body.id).toBe(7);
    expect(body.result.structuredContent).toEqual(await rest('/api/styles?limit=1'));
  });

  it.each(['GET', 'DELETE', 'PUT'])('answers %s with 405, Allow: POST and a JSON-RPC error', async (method) => {
    const res = await request(gw.url, '/mcp', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.json).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    expectRateLimitHeaders(res, 'api');
  });

  it('answers malformed JSON with a JSON-RPC parse error (400), not a 500', async () => {
    const res = await post(gw.url, '{"jsonrpc": "2.0", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
  });

  it('answers a client that does not accept event streams with 406', async () => {
    const res = await post(gw.url, toolsCall, 'application/json');
    expect(res.status).toBe(406);
  });

  it('shares the API budget with /api: the request past the quota is 429 RATE_LIMITED', async () => {
    const limited = await startGateway(distDir, { RATE_LIMIT_API_PER_MIN: '3' });
    try {
      expect((await request(limited.url, '/api/styles?limit=1')).status).toBe(200);
      const first = await post(limited.url, toolsCall);
      expect(first.status).toBe(200);
      expect(first.headers.get('ratelimit')).toBe('"api"; r=1; t=60');
      expect((await post(limited.url, toolsCall)).status).toBe(200);
      const refused = await post(limited.url, toolsCall);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
