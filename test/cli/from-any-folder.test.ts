/**
 * Issue 31, point 1: the CLI from any folder. A user with nothing but the service's URL copies the portal's
 * command and runs it in their own project, outside the clone: npm fetches the package the service publishes
 * at /cli/design-style.tgz (no registry: the package has no dependency), and the CLI talks to the service it
 * came from. Served by the real gateway process (`npm start`'s entry) at the default rate limits, from a
 * dist/ built for its own BASE_URL (one style, to build in seconds).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readBuildConfig } from '../../generator/build-config';
import { runBuild } from '../../generator/build';
import { CACHE_CONTROL } from '../../generator/deploy/cache-policy';
import { staleReason } from '../../generator/freshness';
import { request } from '../helpers/http';
import { runProcess, type Run } from '../helpers/run-process';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { readVersions, writeVersions } from '../../generator/versions/record';

const SLUG = 'bauhaus';


/** A loopback port nothing listens on: bound, then released. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const run = (command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> => runProcess(command, args, { cwd, env });

let root: string;
let base: string;
let server: ServerProcess;
/** A user's shell: PATH and a home of its own; npm with an empty cache and a registry that cannot answer. */
let userEnv: NodeJS.ProcessEnv;
let buildEnv: Record<string, string>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-any-folder-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(path.join(dataDir, 'styles'), { recursive: true });
  fs.copyFileSync(path.join(inject('dataDir'), 'styles', `${SLUG}.md`), path.join(dataDir, 'styles', `${SLUG}.md`));
  // Its entry of the version record with it: the build fails a document the record does not describe.
  writeVersions(dataDir, { [SLUG]: readVersions(inject('dataDir'))[SLUG]! });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Default budgets: the settings the gateway reads are left empty, whatever the environment of the test run.
  const env = { PORT: String(port), BASE_URL: base, DATA_DIR: dataDir, DIST_DIR: path.join(root, 'dist'), RATE_LIMIT_API_PER_MIN: '', RATE_LIMIT_PAGES_PER_MIN: '', RATE_LIMIT_ASSETS_PER_MIN: '', REDIS_URL: '', TRUST_PROXY: '', LOG_LEVEL: 'info' };
  buildEnv = env;
  const outcome = await runBuild(readBuildConfig(env));
  if (!outcome.ok) throw new Error(outcome.messages.join('\n'));
  server = await startServerProcess(env);
  const home = path.join(root, 'home');
  fs.mkdirSync(home);
  userEnv = {
    PATH: process.env.PATH,
    HOME: home,
    npm_config_cache: path.join(root, 'npm-cache'),
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
    npm_config_registry: `http://127.0.0.1:${await freePort()}/`,
  };
}, 120_000);

afterAll(() => {
  server?.child.kill('SIGKILL');
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('the CLI from any folder (issue 31)', () => {
  it('the service publishes its package at /cli/design-style.tgz: gzip, cacheable, no dependency, its own URL inside', async () => {
    const res = await fetch(`${base}/cli/design-style.tgz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('cache-control')).toBe(CACHE_CONTROL.document);
    expect(res.headers.get('etag')).toMatch(/^"/);
    const tar = zlib.gunzipSync(Buffer.from(await res.arrayBuffer()));
    /** A file of the tarball: ustar headers are 512-byte blocks, the size in octal at offset 124. */
    const entry = (name: string) => {
      for (let at = 0; at + 512 <= tar.length; ) {
        const entryName = tar.toString('utf8', at, at + 100).replace(/\0.*$/s, '');
        const size = parseInt(tar.toString('utf8', at + 124, at + 136).replace(/\0.*$/s, '').trim() || '0', 8);
        if (entryName === name) return tar.toString('utf8', at + 512, at + 512 + size);
        at += 512 + Math.ceil(size / 512) * 512;
      }
      throw new Error(`no ${name} in the tarball`);
    };
    const manifest = JSON.parse(entry('package/package.json')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'design-style', bin: { 'design-style': 'bin/design-style.js' }, engines: { node: '>=20' } });
    expect(manifest.dependencies).toBeUndefined();
    expect(JSON.parse(entry('package/service.json'))).toEqual({ baseUrl: base });
  });

  it('the portal\'s command, run as it is in a project outside the clone, writes the service\'s css-tailwind export', async () => {
    const portal = await request(base, '/developers');
    expect(portal.status).toBe(200);
    const shown = /<code>(npm exec [^<]*)<\/code>/.exec(portal.text)?.[1]?.replace(/&amp;/g, '&');
    const command = `npm exec --yes --package=${base}/cli/design-style.tgz -- design-style add ${SLUG} --format css-tailwind`;
    expect(shown).toBe(command);

    const project = path.join(root, 'my-app');
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, 'package.json'), '{ "name": "my-app", "private": true }\n');
    const [npm, ...args] = command.split(' ');
    const started = performance.now();
    const result = await run(npm!, args, project, userEnv);
    const seconds = (performance.now() - started) / 1000;
    expect(result.code, result.stderr).toBe(0);
    const { css } = (await request(base, `/api/styles/${SLUG}/export/css-tailwind`)).json as { css: string };
    const expected = css.endsWith('\n') ? css : `${css}\n`;
    expect(fs.readFileSync(path.join(project, 'design-tokens.tailwind.css'), 'utf8')).toBe(expected);
    const { version } = (await request(base, `/api/styles/${SLUG}`)).json as { version: string };
    expect(result.stdout).toBe(
      `Wrote design-tokens.tailwind.css (${Buffer.byteLength(expected).toLocaleString('en-US')} bytes): the design tokens of ${SLUG} as a Tailwind CSS v4 stylesheet.\n` +
        `Recorded ${SLUG} ${version} in design-style.lock.json.\n`,
    );
    expect(seconds).toBeLessThan(30);
    // The lock names the service the package came from, which `outdated` asks (issue 35).
    expect(JSON.parse(fs.readFileSync(path.join(project, 'design-style.lock.json'), 'utf8'))).toMatchObject({ lockfileVersion: 1, base, styles: { [SLUG]: { version } } });
    const outdated = await run(npm!, [...args.slice(0, args.indexOf('design-style') + 1), 'outdated'], project, userEnv);
    expect(outdated).toMatchObject({ code: 0, stdout: 'The locked style is up to date (design-style.lock.json).\n' });
  });

  it('npm i -g keeps it as `design-style`, which talks to the service it came from', async () => {
    const prefix = path.join(root, 'global');
    const install = await run('npm', ['install', '--global', `${base}/cli/design-style.tgz`], root, { ...userEnv, npm_config_prefix: prefix });
    expect(install.code, install.stderr).toBe(0);
    const bin = path.join(prefix, 'bin', 'design-style');
    const elsewhere = fs.mkdtempSync(path.join(root, 'elsewhere-'));
    const [help, show] = await Promise.all([run(bin, ['--help'], elsewhere, userEnv), run(bin, ['show', SLUG, '--json'], elsewhere, userEnv)]);
    expect(help.stdout).toContain(`\n  DESIGN_STYLE_API  base URL of the API when --base is not given\n                    (default ${base})\n`);
    expect(show.code, show.stderr).toBe(0);
    expect(JSON.parse(show.stdout)).toEqual((await request(base, `/api/styles/${SLUG}`)).json);
  });

  it('npm start rebuilds when cli/ changed since the package was packed', () => {
    // A checkout of its own: generator/ and cli/ side by side, cli/ touched before, then after, the build.
    const checkout = path.join(root, 'checkout');
    fs.mkdirSync(path.join(checkout, 'generator'), { recursive: true });
    fs.mkdirSync(path.join(checkout, 'cli'));
    const source = path.join(checkout, 'cli', 'main.js');
    fs.writeFileSync(source, '');
    const packedAt = fs.statSync(path.join(buildEnv.DIST_DIR!, 'cli/design-style.tgz')).mtime;
    for (const dir of [source, path.join(checkout, 'cli'), path.join(checkout, 'generator')]) fs.utimesSync(dir, new Date(packedAt.getTime() - 60_000), new Date(packedAt.getTime() - 60_000));
    const config = readBuildConfig(buildEnv);
    expect(staleReason(config, path.join(checkout, 'generator')) ?? '').not.toMatch(/cli/i);
    fs.utimesSync(source, new Date(), new Date(packedAt.getTime() + 60_000));
    expect(staleReason(config, path.join(checkout, 'generator'))).toBe('the CLI (cli/) changed since the last build');
  });
});
