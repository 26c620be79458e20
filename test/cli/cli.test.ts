/**
 * The `design-style` command (issue 14), run as a child process against real gateways on the built library: the
 * package's own entry (cli/bin/design-style.js, plain JavaScript, issue 31), from folders outside the clone. The
 * gateways are the listener `npm start` runs, in this process (helpers/gateway.ts): what is under test is the CLI's
 * process, and a gateway process with another budget would rebuild a copy of dist/ first (issue 31, point 7,
 * tested in published-settings.test.ts), some 8 s of the file's CPU.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import StyleDictionary from 'style-dictionary';
import { parse as parseYaml } from 'yaml';
import { EXPORT_FORMATS } from '../../generator/contract/parameters';
import type { StyleDetail, StyleList, StyleSummary } from '../../generator/contract/schemas';
import { STYLE_TYPES } from '../../generator/contract/style-types';
import { request } from '../helpers/http';
import { runProcess, type Run } from '../helpers/run-process';
import { startGateway, type RunningGateway } from '../helpers/gateway';

const distDir = inject('distDir');
const dataDir = inject('dataDir');
const BIN = path.resolve('cli/bin/design-style.js');


let api: RunningGateway;
let limited: RunningGateway;
let work: string;

/** Runs `design-style …` as a user would: its own process, DESIGN_STYLE_API pointing at the gateway. */
function cli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DESIGN_STYLE_API: api.url, ...options.env };
  return runProcess(process.execPath, [BIN, ...args], { cwd: options.cwd ?? work, env });
}

/** Runs a Node script in `cwd`, as a user's shell would. */
const runNode = (args: string[], cwd: string): Promise<Run> => runProcess(process.execPath, args, { cwd });

/** What the API itself answers, fetched beside the CLI to state the expected output. */
async function apiJson<T>(pathAndQuery: string): Promise<T> {
  const res = await request(api.url, pathAndQuery);
  expect(res.status).toBe(200);
  return res.json as T;
}

async function everyStyle(query = ''): Promise<StyleSummary[]> {
  const styles: StyleSummary[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const list = await apiJson<StyleList>(`/api/styles?limit=50&page=${page}${query}`);
    styles.push(...list.data);
    pages = list.pagination.totalPages;
  }
  return styles;
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The line every add ends with (issue 35): the style's version recorded in the project's lock. */
const recorded = (lock = 'design-style.lock.json') => `Recorded ${first.slug} ${first.version} in ${lock}.\n`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The @font-face rules at the head of a CSS export, without its header (the style's title and version, issue 35). */
const fontRules = (css: string) => css.slice(0, css.search(/^:root \{/m)).replace(/^\/\* [^\n]*\bchanges: [^\n]*\*\/\n/, '').trim();

/** The table cells of a people's listing: header row, then one row per style. */
const cells = (table: string) => table.trimEnd().split('\n').map((line) => line.split(/ {2,}/));

let styles: StyleSummary[];
let first: StyleSummary;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-cli-'));
  [api, limited] = await Promise.all([startGateway(distDir, { RATE_LIMIT_API_PER_MIN: '100000' }), startGateway(distDir, { RATE_LIMIT_API_PER_MIN: '2' })]);
  styles = await everyStyle();
  first = styles[0]!;
});

afterAll(async () => {
  await Promise.all([api, limited].map((gateway) => gateway?.close()));
  fs.rmSync(work, { recursive: true, force: true });
});

describe.concurrent('design-style: usage', () => {
  it('--help lists the commands, DESIGN_STYLE_API and the exit codes, and exits 0', async ({ expect }) => {
    const run = await cli(['--help']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Usage: design-style \[options\] \[command\]\n/);
    for (const command of ['list [options]', 'search [options] <words...>', 'show [options] <slug>', 'add [options] <slug>', 'outdated [options]', 'diff [options] <slug>', 'update [options] [slug]']) {
      expect(run.stdout).toMatch(new RegExp(`^  ${command.replace(/[[\].]/g, '\\$&')} +\\S`, 'm'));
    }
    expect(run.stdout).toContain('  --base <url>');
    expect(run.stdout).toContain('  --json');
    expect(run.stdout).toContain('Environment:\n  DESIGN_STYLE_API  base URL of the API when --base is not given\n');
    expect(run.stdout).toContain('Exit codes:\n  0  success\n  1  the API answered an error');
    expect(run.stdout).toContain('\n  2  usage error: unknown command or option, missing argument, a value\n');
  });

  it('every command has --help, with the global options and the contract\'s values', async ({ expect }) => {
    const [list, search, show, add] = await Promise.all([
      cli(['list', '--help']),
      cli(['search', '--help']),
      cli(['show', '--help']),
      cli(['help', 'add']),
    ]);
    for (const run of [list, search, show, add]) expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(list.stdout).toMatch(/^Usage: design-style list \[options\]\n/);
    expect(list.stdout.replace(/\s+/g, ' ')).toContain(`(choices: ${STYLE_TYPES.map((t) => `"${t}"`).join(', ')})`);
    expect(list.stdout).toMatch(/\nGlobal Options:\n(  .*\n)*  --base <url> /);
    expect(search.stdout).toMatch(/^Usage: design-style search \[options\] <words\.\.\.>\n/);
    expect(show.stdout.replace(/\s+/g, ' ')).toContain('(choices: "tokens", "content")');
    expect(add.stdout).toMatch(/^Usage: design-style add \[options\] <slug>\n/);
    expect(add.stdout.replace(/\s+/g, ' ')).toContain(`(choices: ${['md', ...EXPORT_FORMATS].map((f) => `"${f}"`).join(', ')}, default: "md")`);
    expect(add.stdout).toContain('--force');
  });

  it.each([
    [['frob'], "error: unknown command 'frob'\n(see --help)\n"],
    [['show'], "error: missing required argument 'slug'\n(see --help)\n"],
    [['list', '--colour', 'red'], "error: unknown option '--colour'\n(see --help)\n"],
    [['list', '--type'], "error: option '--type <type>' argument missing\n(see --help)\n"],
    [['show', 'x', '--part', 'all'], "error: option '--part <part>' argument 'all' is invalid. Allowed choices are tokens, content.\n(see --help)\n"],
    [['add', 'x', '--format', 'pdf'], "error: option '--format <format>' argument 'pdf' is invalid. Allowed choices are md, dtcg, tailwind, css, css-tailwind, shadcn.\n(see --help)\n"],
  ])('%j is a usage error: exit 2 and the message on stderr', async (args, message) => {
    expect(await cli(args)).toEqual({ code: 2, stdout: '', stderr: message });
  });

  it('a command line without a command prints the help on stderr and exits 2', async ({ expect }) => {
    const run = await cli([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage: design-style \[options\] \[command\]\n/);
  });

  it('a base URL that is not http(s) is a usage error (exit 2)', async ({ expect }) => {
    expect(await cli(['list'], { env: { DESIGN_STYLE_API: 'ftp://example.test' } })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: INVALID_BASE_URL: DESIGN_STYLE_API must be an http:// or https:// URL; got "ftp://example.test".\n',
    });
  });
});

describe.concurrent('design-style list and search', () => {
  it('list pages through every style and prints slug, title, type, era', async ({ expect }) => {
    const run = await cli(['list']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`${styles.length} styles`);
    expect(cells(lines.slice(0, -1).join('\n'))).toEqual([
      ['SLUG', 'TITLE', 'TYPE', 'ERA'],
      ...styles.map((s) => [s.slug, s.title, s.type, s.era ?? '-']),
    ]);
    expect(styles.length).toBeGreaterThan(50); // so the CLI had to fetch several pages
  });

  it('list --json prints every page\'s styles; --type filters', async ({ expect }) => {
    const [all, retro] = await Promise.all([cli(['list', '--json']), cli(['--json', 'list', '--type', 'retro'])]);
    expect(all.code).toBe(0);
    expect(JSON.parse(all.stdout)).toEqual({ data: styles });
    expect(retro.code).toBe(0);
    expect(JSON.parse(retro.stdout)).toEqual({ data: await everyStyle('&type=retro') });
  });

  it('list --page/--limit prints that page only: the API JSON with --json, the table and where it sits without', async ({ expect }) => {
    const expected = await apiJson<StyleList>('/api/styles?page=2&limit=3&type=retro');
    const [json, text] = await Promise.all([
      cli(['list', '--type', 'retro', '--page', '2', '--limit', '3', '--json']),
      cli(['list', '--type', 'retro', '--page', '2', '--limit', '3']),
    ]);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual(expected);
    const lines = text.stdout.trimEnd().split('\n');
    expect(cells(lines.slice(0, -1).join('\n')).slice(1)).toEqual(expected.data.map((s) => [s.slug, s.title, s.type, s.era ?? '-']));
    expect(lines.at(-1)).toBe(`page 2 of ${expected.pagination.totalPages} · ${expected.pagination.total} styles`);
  });

  it('search joins its words into one query and prints the matches by relevance', async ({ expect }) => {
    const words = first.title.toLowerCase().split(/\s+/);
    const expected = await apiJson<StyleList>(`/api/search?${new URLSearchParams({ q: words.join(' ') })}`);
    const [json, text] = await Promise.all([cli(['search', ...words, '--json']), cli(['search', ...words])]);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual(expected);
    expect(expected.data[0]?.slug).toBe(first.slug);
    const lines = text.stdout.trimEnd().split('\n');
    expect(cells(lines.slice(0, expected.data.length + 1).join('\n'))).toEqual([
      ['SLUG', 'TITLE', 'TYPE', 'ERA'],
      ...expected.data.map((s) => [s.slug, s.title, s.type, s.era ?? '-']),
    ]);
    const { total, totalPages } = expected.pagination;
    expect(lines.at(-1)).toBe(totalPages > 1 ? `page 1 of ${totalPages} · ${total} matches` : `${total} ${total === 1 ? 'match' : 'matches'}`);
  });

  it('a value the API refuses exits 1 with its code: INVALID_LIMIT, QUERY_TOO_SHORT, INVALID_PAGE', async ({ expect }) => {
    const [limit, query, page] = await Promise.all([cli(['list', '--limit', '51']), cli(['search', 'x']), cli(['list', '--page', '0', '--json'])]);
    expect(limit).toEqual({ code: 1, stdout: '', stderr: 'error: INVALID_LIMIT: `limit` must be an integer from 1 to 50.\n' });
    const tooShort = (await request(api.url, '/api/search?q=x')).json as { error: string; details: string };
    expect(query).toEqual({ code: 1, stdout: '', stderr: `error: QUERY_TOO_SHORT: ${tooShort.error}\n${tooShort.details}\n` });
    expect(page.code).toBe(1);
    expect(JSON.parse(page.stderr)).toEqual({
      error: '`page` must be an integer of at least 1.',
      code: 'INVALID_PAGE',
      details: '`page` must be an integer from 1 to 1000000.',
    });
  });
});

describe.concurrent('design-style show', () => {
  it('prints the summary for people and the API\'s style with --json', async ({ expect }) => {
    const detail = await apiJson<StyleDetail>(`/api/styles/${first.slug}`);
    const [text, json] = await Promise.all([cli(['show', first.slug]), cli(['show', first.slug, '--json'])]);
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(json.stdout)).toEqual(detail);
    expect(text).toMatchObject({ code: 0, stderr: '' });
    expect(text.stdout).toMatch(new RegExp(`^title {8}${detail.title}\nslug {9}${detail.slug}\ntype {9}${detail.type}\n`));
    expect(text.stdout).toContain(`\ndescription  ${detail.description}\n`);
    if (detail.whenToUse) expect(text.stdout).toContain(`\nWhen to use\n\n${detail.whenToUse.trim()}\n`);
  });

  it('--part content prints the Markdown body; --part tokens the tokens as YAML, or the API JSON', async ({ expect }) => {
    const { content } = await apiJson<{ content: string }>(`/api/styles/${first.slug}/content`);
    const tokens = await apiJson<Record<string, unknown>>(`/api/styles/${first.slug}/token`);
    const [body, yaml, json] = await Promise.all([
      cli(['show', first.slug, '--part', 'content']),
      cli(['show', first.slug, '--part', 'tokens']),
      cli(['show', first.slug, '--part', 'tokens', '--json']),
    ]);
    expect(body).toEqual({ code: 0, stderr: '', stdout: content.endsWith('\n') ? content : `${content}\n` });
    expect(yaml.code).toBe(0);
    expect(parseYaml(yaml.stdout)).toEqual(tokens);
    expect(JSON.parse(json.stdout)).toEqual(tokens);
  });

  it('an unknown slug exits 1 with STYLE_NOT_FOUND (the API\'s Error body with --json)', async ({ expect }) => {
    const [text, json] = await Promise.all([cli(['show', 'no-such-style']), cli(['show', 'no-such-style', '--part', 'tokens', '--json'])]);
    expect(text).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: STYLE_NOT_FOUND: No style has the slug "no-such-style".\nFind one with `design-style search <words>` or `design-style list`.\n',
    });
    expect(json.code).toBe(1);
    expect(json.stdout).toBe('');
    expect(JSON.parse(json.stderr)).toEqual((await request(api.url, '/api/styles/no-such-style/token')).json);
  });

  it('a retired slug follows the 301 to the style it was merged into, and says so', async ({ expect }) => {
    const retiredFile = path.join(dataDir, 'retired.yaml');
    const retired = fs.existsSync(retiredFile) ? (parseYaml(fs.readFileSync(retiredFile, 'utf8')) as { slug: string; mergedInto: string }[]) : [];
    if (retired.length === 0) return; // a library without retired styles has nothing to redirect
    const { slug, mergedInto } = retired[0]!;
    const run = await cli(['show', slug, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(await apiJson(`/api/styles/${mergedInto}`));
    expect(run.stderr).toBe(`note: ${slug} was merged into ${mergedInto}; answering with ${mergedInto}.\n`);
  });
});

describe.concurrent('design-style add', () => {
  it('writes DESIGN.md (the whole document) into the current directory and prints what it wrote', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-md-'));
    const { design_document } = await apiJson<StyleDetail>(`/api/styles/${first.slug}`);
    const expected = design_document.endsWith('\n') ? design_document : `${design_document}\n`;
    const run = await cli(['add', first.slug], { cwd });
    expect(run).toEqual({
      code: 0,
      stderr: '',
      stdout: `Wrote DESIGN.md (${Buffer.byteLength(expected).toLocaleString('en-US')} bytes): the whole DESIGN.md document of ${first.slug}.\n${recorded()}`,
    });
    expect(fs.readFileSync(path.join(cwd, 'DESIGN.md'), 'utf8')).toBe(expected);
  });

  it('never overwrites without --force: exit 1 with FILE_EXISTS and the file unchanged; --force overwrites', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-force-'));
    const file = path.join(cwd, 'DESIGN.md');
    fs.writeFileSync(file, 'my own notes\n');
    const refused = await cli(['add', first.slug], { cwd });
    expect(refused).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: FILE_EXISTS: DESIGN.md already exists; nothing was written.\nAdd --force to overwrite it.\n',
    });
    expect(fs.readFileSync(file, 'utf8')).toBe('my own notes\n');
    const forced = await cli(['add', first.slug, '--force'], { cwd });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/^Wrote DESIGN\.md \([\d,]+ bytes\)/);
    expect(fs.readFileSync(file, 'utf8')).toBe((await apiJson<StyleDetail>(`/api/styles/${first.slug}`)).design_document.replace(/\n?$/, '\n'));
  });

  it('--format css, tailwind and dtcg write the API\'s exports into --dir (created when missing)', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-exports-'));
    const add = (format: string) => cli(['add', first.slug, '--format', format, '--dir', 'theme/tokens'], { cwd });
    const [css, tailwind, dtcg] = await Promise.all([add('css'), add('tailwind'), add('dtcg')]);
    const dir = path.join(cwd, 'theme/tokens');
    const cssBody = await apiJson<{ css: string }>(`/api/styles/${first.slug}/export/css`);
    const cssText = cssBody.css.endsWith('\n') ? cssBody.css : `${cssBody.css}\n`;
    expect(fs.readFileSync(path.join(dir, 'design-tokens.css'), 'utf8')).toBe(cssText);
    expect(css).toEqual({
      code: 0,
      stderr: '',
      stdout: `Wrote theme/tokens/design-tokens.css (${Buffer.byteLength(cssText).toLocaleString('en-US')} bytes): the design tokens of ${first.slug} as CSS custom properties.\n${recorded('theme/tokens/design-style.lock.json')}`,
    });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'tailwind.theme.json'), 'utf8'))).toEqual(await apiJson(`/api/styles/${first.slug}/export/tailwind`));
    expect(tailwind.stdout).toMatch(new RegExp(`^Wrote theme/tokens/tailwind\\.theme\\.json \\([\\d,]+ bytes\\): the design tokens of ${first.slug} as a Tailwind theme\\.\n${escaped(recorded('theme/tokens/design-style.lock.json'))}$`));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'design-tokens.json'), 'utf8'))).toEqual(await apiJson(`/api/styles/${first.slug}/export/dtcg`));
    expect(dtcg.code).toBe(0);
    // Three adds at once into one folder (no package.json above it): the lock there lists every file each wrote.
    const lock = JSON.parse(fs.readFileSync(path.join(dir, 'design-style.lock.json'), 'utf8')) as { styles: Record<string, { version: string; files: { path: string; format: string; sha256: string }[] }> };
    expect(lock.styles[first.slug]!.version).toBe(first.version);
    expect(lock.styles[first.slug]!.files.map((f) => [f.path, f.format])).toEqual([
      ['design-tokens.css', 'css'],
      ['design-tokens.json', 'dtcg'],
      ['style-dictionary.config.mjs', 'style-dictionary'],
      ['tailwind.theme.json', 'tailwind'],
    ]);
    for (const f of lock.styles[first.slug]!.files) expect(f.sha256).toBe(createHash('sha256').update(fs.readFileSync(path.join(dir, f.path))).digest('hex'));
  });

  it('--format css-tailwind and shadcn write the Tailwind v4 stylesheet and the shadcn/ui theme (issue 19)', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-stacks-'));
    const [tailwind4, shadcn] = await Promise.all([cli(['add', first.slug, '--format', 'css-tailwind'], { cwd }), cli(['add', first.slug, '--format', 'shadcn'], { cwd })]);
    const { css } = await apiJson<{ css: string }>(`/api/styles/${first.slug}/export/css-tailwind`);
    expect(fs.readFileSync(path.join(cwd, 'design-tokens.tailwind.css'), 'utf8')).toBe(css.endsWith('\n') ? css : `${css}\n`);
    expect(tailwind4.stdout).toMatch(new RegExp(`^Wrote design-tokens\\.tailwind\\.css \\([\\d,]+ bytes\\): the design tokens of ${first.slug} as a Tailwind CSS v4 stylesheet\\.\n${escaped(recorded())}$`));
    expect(JSON.parse(fs.readFileSync(path.join(cwd, 'shadcn-theme.json'), 'utf8'))).toEqual(await apiJson(`/r/${first.slug}.json`));
    expect(shadcn.stdout).toMatch(new RegExp(`^Wrote shadcn-theme\\.json \\([\\d,]+ bytes\\): ${first.slug} as a shadcn/ui theme \\(registry item\\)\\.\n${escaped(recorded())}$`));
  });

  it('--fonts writes fonts.css beside the export: the API\'s @font-face rules, pointing at the service or at node_modules (issue 18)', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-fonts-'));
    fs.writeFileSync(path.join(cwd, 'package.json'), '{}\n'); // the project, where `npm install` puts node_modules
    const [service, pkg] = await Promise.all([
      cli(['add', first.slug, '--format', 'tailwind', '--dir', 'a', '--fonts'], { cwd }),
      cli(['add', first.slug, '--format', 'dtcg', '--dir', 'b/c', '--fonts', 'package'], { cwd }),
    ]);
    const { css } = await apiJson<{ css: string }>(`/api/styles/${first.slug}/export/css`);
    const { fonts } = await apiJson<StyleDetail>(`/api/styles/${first.slug}`);
    const rules = fontRules(css);
    expect(rules).toMatch(/^\/\* .+: @fontsource(-variable)?\/[a-z0-9-]+@[0-9.]+, [A-Za-z0-9.-]+ \(/);
    const served = fs.readFileSync(path.join(cwd, 'a/fonts.css'), 'utf8');
    expect(served).toContain(`${rules}\n`);
    expect(served).toContain(` *   npm install ${fonts.map((f) => f.npm).join(' ')}\n`);
    expect(service.stdout).toMatch(new RegExp(`\nWrote a/fonts\\.css \\([\\d,]+ bytes\\): the @font-face rules of ${first.slug}'s families, pointing at this service\\.\n${escaped(recorded())}$`));
    const packaged = fs.readFileSync(path.join(cwd, 'b/c/fonts.css'), 'utf8');
    const file = fonts[0]!.files[0]!;
    expect(packaged).toContain(`url(../../node_modules/${fonts[0]!.npm}/files/${file.slice(file.lastIndexOf('/') + 1)})`);
    expect(packaged).not.toMatch(/url\(http/);
    expect(pkg.code).toBe(0);
  });

  it('--fonts package takes node_modules from --dir\'s project, not from the working folder (issue 31)', async ({ expect }) => {
    // A workspace whose root holds the installed package, an app inside it, and a not-yet-installed project beside it.
    const root = fs.mkdtempSync(path.join(work, 'add-fonts-dir-'));
    const { fonts } = await apiJson<StyleDetail>(`/api/styles/${first.slug}`);
    const { npm, files } = fonts[0]!;
    const file = files[0]!.slice(files[0]!.lastIndexOf('/') + 1);
    fs.mkdirSync(path.join(root, 'workspace/node_modules', npm), { recursive: true });
    fs.writeFileSync(path.join(root, 'workspace/node_modules', npm, 'package.json'), '{}\n');
    fs.mkdirSync(path.join(root, 'workspace/packages/app'), { recursive: true });
    fs.writeFileSync(path.join(root, 'workspace/packages/app/package.json'), '{}\n');
    fs.mkdirSync(path.join(root, 'fresh'));
    fs.writeFileSync(path.join(root, 'fresh/package.json'), '{}\n');
    const elsewhere = fs.mkdtempSync(path.join(work, 'elsewhere-'));
    const add = (dir: string) => cli(['add', first.slug, '--format', 'css', '--dir', dir, '--fonts', 'package'], { cwd: elsewhere });
    const [hoisted, fresh] = await Promise.all([add(path.join(root, 'workspace/packages/app/src/styles')), add(path.join(root, 'fresh/src/styles'))]);
    expect(hoisted).toMatchObject({ code: 0, stderr: '' });
    expect(fresh).toMatchObject({ code: 0, stderr: '' });
    expect(fs.readFileSync(path.join(root, 'workspace/packages/app/src/styles/fonts.css'), 'utf8')).toContain(`url(../../../../node_modules/${npm}/files/${file})`);
    expect(fs.readFileSync(path.join(root, 'fresh/src/styles/fonts.css'), 'utf8')).toContain(`url(../../node_modules/${npm}/files/${file})`);
  });

  it('adding --fonts to a style added before writes fonts.css and leaves the identical export alone; a changed export still needs --force (issue 31)', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-again-'));
    const exportFile = path.join(cwd, 'design-tokens.tailwind.css');
    expect((await cli(['add', first.slug, '--format', 'css-tailwind'], { cwd })).code).toBe(0);
    const exported = fs.readFileSync(exportFile, 'utf8');
    const again = await cli(['add', first.slug, '--format', 'css-tailwind', '--fonts'], { cwd });
    expect(again.code).toBe(0);
    expect(again.stderr).toBe('');
    expect(again.stdout).toMatch(
      new RegExp(`^design-tokens\\.tailwind\\.css already holds the design tokens of ${first.slug} as a Tailwind CSS v4 stylesheet; left as it is\\.\nWrote fonts\\.css \\([\\d,]+ bytes\\): the @font-face rules of ${first.slug}'s families, pointing at this service\\.\n${escaped(recorded())}$`),
    );
    expect(fs.readFileSync(exportFile, 'utf8')).toBe(exported);
    const { css } = await apiJson<{ css: string }>(`/api/styles/${first.slug}/export/css`);
    expect(fs.readFileSync(path.join(cwd, 'fonts.css'), 'utf8')).toContain(`${fontRules(css)}\n`);

    fs.writeFileSync(exportFile, `${exported}/* my change */\n`);
    fs.rmSync(path.join(cwd, 'fonts.css'));
    expect(await cli(['add', first.slug, '--format', 'css-tailwind', '--fonts'], { cwd })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'error: FILE_EXISTS: design-tokens.tailwind.css already exists; nothing was written.\nAdd --force to overwrite it.\n',
    });
    expect(fs.existsSync(path.join(cwd, 'fonts.css'))).toBe(false);
    expect(fs.readFileSync(exportFile, 'utf8')).toBe(`${exported}/* my change */\n`);
  });

  it('--format dtcg also writes a Style Dictionary 5 configuration that builds as it is, from another folder, with no [object Object] (issue 31)', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-sd-'));
    const run = await cli(['add', first.slug, '--format', 'dtcg', '--dir', 'tokens'], { cwd });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(
      '\nWrote tokens/style-dictionary.config.mjs (' +
        `${fs.statSync(path.join(cwd, 'tokens/style-dictionary.config.mjs')).size.toLocaleString('en-US')} bytes): a Style Dictionary 5 configuration that builds tokens/design-tokens.json ` +
        '(npx style-dictionary build --config tokens/style-dictionary.config.mjs).\n',
    );
    // The command the message gives, run by Style Dictionary's own CLI (the installed style-dictionary package).
    const sd = await runNode([path.resolve('node_modules/style-dictionary/bin/style-dictionary.js'), 'build', '--config', 'tokens/style-dictionary.config.mjs'], cwd);
    expect(sd.code, sd.stderr).toBe(0);
    const outputs = ['build/css/variables.css', 'build/js/tokens.js', 'build/ios/StyleTokens.swift', 'build/android/tokens.xml'].map((f) => [f, fs.readFileSync(path.join(cwd, f), 'utf8')] as const);
    for (const [file, text] of outputs) {
      expect(text.length, file).toBeGreaterThan(500);
      for (const garbage of ['[object Object]', 'undefined', 'NaN']) expect(text, `${file} holds ${garbage}`).not.toContain(garbage);
    }
    // Every shadow, border and gradient is a CSS value, where a plain configuration prints [object Object].
    const tokens = JSON.parse(fs.readFileSync(path.join(cwd, 'tokens/design-tokens.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    const composite = Object.entries(tokens).filter(([, group]) => ['shadow', 'border', 'gradient'].includes(group.$type as string));
    expect(composite.length).toBeGreaterThan(0);
    for (const [group, members] of composite) {
      const names = Object.keys(members).filter((k) => !k.startsWith('$'));
      expect(outputs[0]![1].match(new RegExp(`^  --${group}-[\\w-]+: [^;]+;$`, 'gm')) ?? [], group).toHaveLength(names.length);
    }
    const plain = new StyleDictionary({ tokens, log: { verbosity: 'silent' }, platforms: { css: { transformGroup: 'css', files: [{ destination: 'v.css', format: 'css/variables' }] } } });
    expect(String((await plain.formatPlatform('css'))[0]!.output)).toContain('[object Object]');
  });

  it('--json describes the file written; an unknown slug writes nothing', async ({ expect }) => {
    const cwd = fs.mkdtempSync(path.join(work, 'add-json-'));
    const [json, unknown] = await Promise.all([
      cli(['add', first.slug, '--format', 'dtcg', '--json'], { cwd }),
      cli(['add', 'no-such-style', '--dir', 'other'], { cwd }),
    ]);
    const file = path.join(fs.realpathSync(cwd), 'design-tokens.json');
    const config = path.join(fs.realpathSync(cwd), 'style-dictionary.config.mjs');
    expect(JSON.parse(json.stdout)).toEqual({
      slug: first.slug,
      format: 'dtcg',
      path: file,
      bytes: fs.statSync(file).size,
      written: true,
      styleDictionary: { path: config, bytes: fs.statSync(config).size, written: true },
      version: first.version,
      lock: path.join(fs.realpathSync(cwd), 'design-style.lock.json'),
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^error: STYLE_NOT_FOUND: /);
    expect(fs.existsSync(path.join(cwd, 'other'))).toBe(false);
  });
});

describe('design-style failures of the server', () => {
  it('429 exits 1 with RATE_LIMITED and the seconds to wait from Retry-After', async () => {
    const env = { DESIGN_STYLE_API: limited.url };
    // The gateway allows 2 API requests a minute: two shows pass, the third is refused.
    for (let i = 0; i < 2; i += 1) expect((await cli(['show', first.slug, '--part', 'content'], { env })).code).toBe(0);
    const text = await cli(['show', first.slug], { env });
    expect(text.code).toBe(1);
    expect(text.stdout).toBe('');
    const match = /^error: RATE_LIMITED: Too many requests: the rate limit for this client is exceeded\.\nLimit of 2 requests per minute reached\. Try again in (\d+) seconds?\.\n$/.exec(text.stderr);
    expect(match, text.stderr).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(1);
    expect(Number(match![1])).toBeLessThanOrEqual(60);
    const json = await cli(['add', first.slug, '--json'], { env, cwd: fs.mkdtempSync(path.join(work, 'add-429-')) });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stderr)).toEqual({
      error: 'Too many requests: the rate limit for this client is exceeded.',
      code: 'RATE_LIMITED',
      details: 'Limit of 2 requests per minute reached.',
      retryAfter: expect.any(Number),
    });
  });

  it('an unreachable server exits 1 with SERVER_UNREACHABLE; --base wins over DESIGN_STYLE_API', async () => {
    const port = await closedPort();
    const base = `http://127.0.0.1:${port}`;
    const [byOption, byEnv] = await Promise.all([cli(['--base', base, 'list']), cli(['show', first.slug], { env: { DESIGN_STYLE_API: `${base}/` } })]);
    const message =
      `error: SERVER_UNREACHABLE: Cannot reach the API at ${base} (ECONNREFUSED).\n` +
      'Start the gateway with `npm start`, or point DESIGN_STYLE_API or --base at a running server.\n';
    expect(byOption).toEqual({ code: 1, stdout: '', stderr: message });
    expect(byEnv).toEqual({ code: 1, stdout: '', stderr: message });
  });
});
