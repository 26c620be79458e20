/**
 * Issue 13: HEAD as openapi.json describes it. Every path declares a `head` twin of its `get` (same
 * parameters and statuses, no body), and every route answers HEAD with the GET answer's status and
 * headers and no body. A 304, to GET or HEAD, carries no representation metadata (RFC 9110 §15.4.5).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXPORT_FORMATS } from '../../generator/contract/parameters';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { request, type HttpResponse } from '../helpers/http';

interface Operation {
  operationId: string;
  parameters: unknown[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
}
type PathItem = { get: Operation; head: Operation };

const distDir = inject('distDir');
const openapi = JSON.parse(fs.readFileSync(path.join(distDir, 'openapi.json'), 'utf8')) as { paths: Record<string, PathItem> };
let gw: RunningGateway;

beforeAll(async () => {
  gw = await startGateway(distDir);
});
afterAll(() => gw.close());

/** The URLs that exercise one path: a good request and the documented ways to get it wrong. */
function samples(template: string): string[] {
  const fill = (slug: string, format = 'css') => template.replace('{slug}', slug).replace('{format}', format);
  if (template === '/api/styles') return ['/api/styles', '/api/styles?limit=3&page=2&type=retro', '/api/styles?page=999', '/api/styles?limit=0', '/api/styles?type=bogus'];
  if (template === '/api/search') return ['/api/search?q=glass', '/api/search?q=glass&page=50', '/api/search', '/api/search?q=a'];
  const formats = template.includes('{format}') ? EXPORT_FORMATS : ['css'];
  return [...formats.map((format) => fill('memphis', format)), fill('no-such-style'), fill('pastel-neumorphism'), ...(template.includes('{format}') ? [fill('memphis', 'pdf')] : [])];
}

const REPRESENTATION_HEADERS = ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'location', 'ratelimit-policy'];

describe('openapi.json declares HEAD beside every GET', () => {
  it.each(Object.keys(openapi.paths))('%s: a head operation with the get parameters and statuses, and no body', (template) => {
    const { get, head } = openapi.paths[template]!;
    expect(head.operationId).toBe(`${get.operationId}Head`);
    expect(head.parameters).toEqual(get.parameters);
    expect(Object.keys(head.responses)).toEqual(Object.keys(get.responses));
    for (const [status, response] of Object.entries(head.responses)) {
      expect(response.content, status).toBeUndefined();
      expect(response.headers, status).toEqual(get.responses[status]!.headers);
    }
  });
});

describe('every route answers HEAD as described', () => {
  const cases = Object.keys(openapi.paths).flatMap((template) => samples(template).map((url) => [template, url] as const));

  it.each(cases)('%s: HEAD %s is the GET answer without its body, with a status the head operation declares', async (template, url) => {
    const encoding = { 'Accept-Encoding': 'br, gzip' };
    const [got, head] = await Promise.all([request(gw.url, url, { headers: encoding }), request(gw.url, url, { method: 'HEAD', headers: encoding })]);
    expect(head.status).toBe(got.status);
    expect(Object.keys(openapi.paths[template]!.head.responses)).toContain(String(head.status));
    expect(head.text).toBe('');
    for (const header of REPRESENTATION_HEADERS) expect(head.headers.get(header), header).toBe(got.headers.get(header));
  });
});

describe('304 carries no representation metadata', () => {
  const expectBare304 = (res: HttpResponse) => {
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    expect(res.headers.get('content-type')).toBeNull();
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('etag')).toBeTruthy();
  };
  const goodUrls = Object.keys(openapi.paths).map((template) => samples(template)[0]!);

  it.each(goodUrls)('%s, to GET and HEAD, plain and compressed', async (url) => {
    for (const headers of [{}, { 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
      const first = await request(gw.url, url, { headers });
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag')!;
      for (const method of ['GET', 'HEAD']) expectBare304(await request(gw.url, url, { method, headers: { ...headers, 'If-None-Match': etag } }));
    }
  });
});
