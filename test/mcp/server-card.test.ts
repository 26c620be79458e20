import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderServerCard } from '../../generator/publish/server-card';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { expectRateLimitHeaders, request } from '../helpers/http';

/** The official server-card schema (v1), committed as a test fixture. Its root only holds $defs: cards validate against ServerCard. */
const SCHEMA = JSON.parse(fs.readFileSync('test/fixtures/mcp-server-card.schema.json', 'utf8')) as object;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(SCHEMA, 'server-card.schema.json');
const validateCard = ajv.getSchema('server-card.schema.json#/$defs/ServerCard')!;
const errorsOf = (card: unknown) => (validateCard(card) ? [] : (validateCard.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

const distDir = inject('distDir');
let gw: RunningGateway;
beforeAll(async () => {
  gw = await startGateway(distDir);
});
afterAll(() => gw.close());

describe('GET /.well-known/mcp/server-card.json', () => {
  it('publishes a card valid against the official server-card schema, built from BASE_URL', async () => {
    const res = await request(gw.url, '/.well-known/mcp/server-card.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectRateLimitHeaders(res, 'pages');
    expect(errorsOf(res.json)).toEqual([]);
    expect(res.json).toEqual({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'test.api/design-style-library',
      version: '1.0.0',
      title: 'Design-Style Library',
      description: 'Browse, search and fetch DESIGN.md design systems of visual styles, and export their tokens.',
      websiteUrl: 'http://api.test/developers',
      remotes: [{ type: 'streamable-http', url: 'http://api.test/mcp', supportedProtocolVersions: expect.arrayContaining(['2025-06-18', '2025-11-25']) }],
    });
  });

  it.each([
    ['https://styles.example.com', 'com.example.styles/design-style-library', 'https://styles.example.com/mcp'],
    ['http://localhost:3000', 'localhost/design-style-library', 'http://localhost:3000/mcp'],
    ['http://10.1.2.3', '10.1.2.3/design-style-library', 'http://10.1.2.3/mcp'],
    ['http://127.0.0.1:8080/base', '127.0.0.1/design-style-library', 'http://127.0.0.1:8080/base/mcp'],
    ['http://[::1]:3000', '--1/design-style-library', 'http://[::1]:3000/mcp'],
  ])('for BASE_URL %s names the server %s and its remote %s, still valid', (baseUrl, name, url) => {
    const card = JSON.parse(String(renderServerCard(baseUrl).body)) as { name: string; remotes: { url: string }[] };
    expect(card.name).toBe(name);
    expect(card.remotes.map((r) => r.url)).toEqual([url]);
    expect(errorsOf(card)).toEqual([]);
  });

  it('is checked against the ServerCard definition, not the empty schema root', () => {
    const card = JSON.parse(String(renderServerCard('http://api.test').body)) as Record<string, unknown>;
    expect(errorsOf({ ...card, version: undefined })).toEqual([" must have required property 'version'"]);
    expect(errorsOf({ ...card, name: 'no-slash' })).toEqual(['/name must match pattern "^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$"']);
    expect(errorsOf({ ...card, remotes: [{ type: 'websocket', url: 'ws://x' }] })).toHaveLength(2);
  });

  it('commits the official v1 schema: all its definitions and the v1 $schema URL', () => {
    const defs = (SCHEMA as { $defs: Record<string, { properties?: Record<string, { pattern?: string }> }> }).$defs;
    expect(Object.keys(defs).sort()).toEqual(['Icon', 'Input', 'KeyValueInput', 'MetaObject', 'Remote', 'Repository', 'ServerCard']);
    expect(defs.ServerCard!.properties!.$schema!.pattern).toBe('^https://static\\.modelcontextprotocol\\.io/schemas/v1/server-card\\.schema\\.json$');
  });
});
