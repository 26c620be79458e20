/**
 * Issue 14: /llms.txt and /llms-full.txt for agents that read plain text. Served as text under the page
 * budget; every style has a line whose links answer; the full file holds every document as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startGateway, type RunningGateway } from '../helpers/gateway';
import { request } from '../helpers/http';

const distDir = inject('distDir');
const dataDir = inject('dataDir');
let gw: RunningGateway;

beforeAll(async () => {
  gw = await startGateway(distDir, { RATE_LIMIT_PAGES_PER_MIN: '1000', BASE_URL: 'http://api.test' });
});
afterAll(() => gw.close());

const STYLE_LINE =
  /^- \[(?<title>[^\]]+)\]\(http:\/\/api\.test\/api\/styles\/(?<slug>[a-z0-9-]+)\/content\): .+ Version (?<version>\d+\.\d+\.\d+) \((?<date>\d{4}-\d\d-\d\d), changes: http:\/\/api\.test\/api\/styles\/\k<slug>\/changes\)\. Tokens: http:\/\/api\.test\/api\/styles\/\k<slug>\/token$/;

describe('llms.txt', () => {
  it('is Markdown text under the page budget, with the title, summary and endpoint sections', async () => {
    const res = await request(gw.url, '/llms.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('ratelimit-policy')).toMatch(/^"pages"; q=1000; w=60; pk=:[A-Za-z0-9+/=]+:$/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('# Design-Style Library');
    expect(lines[2]).toMatch(/^> A public, read-only JSON library of design-system documents/);
    expect(lines.filter((l) => l.startsWith('## '))).toEqual(['## API', '## Styles', '## Optional']);
    expect(res.text).toContain('- [OpenAPI description](http://api.test/openapi.json)');
    expect(res.text).toContain('- [MCP server](http://api.test/mcp)');
    // Issue 19: every export format, and the shadcn registry.
    for (const format of ['css', 'css-tailwind', 'tailwind', 'shadcn', 'dtcg']) expect(res.text).toContain(`/export/${format}\``);
    expect(res.text).toContain('- [shadcn/ui registry](http://api.test/r/registry.json): every style as a shadcn/ui theme, `npx shadcn add http://api.test/r/{slug}.json`');
  });

  it('has one line per style, in id order, whose content and token links answer 200', async () => {
    const text = (await request(gw.url, '/llms.txt')).text;
    const styles = [...gw.store.search.styles.values()].sort((a, b) => a.id - b.id);
    const lines = text.split('\n').filter((l) => l.startsWith('- [') && l.includes('/content)'));
    expect(lines.map((l) => STYLE_LINE.exec(l)?.groups?.slug)).toEqual(styles.map((s) => s.slug));
    // Each line carries the style's version and the day it was published (issue 35).
    expect(lines.map((l) => `${STYLE_LINE.exec(l)?.groups?.version} ${STYLE_LINE.exec(l)?.groups?.date}`)).toEqual(styles.map((s) => `${s.version} ${s.updated_at.slice(0, 10)}`));
    for (const slug of [styles[0]!.slug, styles.at(-1)!.slug]) {
      expect((await request(gw.url, `/api/styles/${slug}/content`)).status).toBe(200);
      expect((await request(gw.url, `/api/styles/${slug}/token`)).status).toBe(200);
      expect((await request(gw.url, `/api/styles/${slug}/changes`)).status).toBe(200);
    }
  });

  it('llms-full.txt holds every document, front matter included, byte for byte', async () => {
    const res = await request(gw.url, '/llms-full.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    for (const file of fs.readdirSync(path.join(dataDir, 'styles')).filter((f) => f.endsWith('.md'))) {
      const source = fs.readFileSync(path.join(dataDir, 'styles', file), 'utf8').trimEnd();
      expect(res.text.includes(`\`\`\`\`markdown\n${source}\n\`\`\`\`\n`), file).toBe(true);
    }
  });

  it('is linked from the developer portal', async () => {
    const portal = (await request(gw.url, '/developers')).text;
    expect(portal).toContain('<a href="/llms.txt">llms.txt</a>');
    expect(portal).toContain('<a href="/llms-full.txt">llms-full.txt</a>');
  });
});
