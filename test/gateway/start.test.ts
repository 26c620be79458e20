/**
 * Issue 31, point 6: a clear start, met as a person running `npm start` meets it (the real entry point,
 * `node --import tsx gateway/server.ts`): where to go once it listens, logs a terminal can read and JSON lines otherwise,
 * and a port in use as one line naming the port and PORT, exit 2.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { request } from '../helpers/http';
import { runProcess, type Run } from '../helpers/run-process';
import { eventually, startServerProcess, type ServerProcess } from '../helpers/server-process';

const distDir = inject('distDir');
const dataDir = inject('dataDir');
const WHERE_TO_GO = ['Portal   http://api.test/developers', 'API      http://api.test/api/styles', 'MCP      http://api.test/mcp', 'OpenAPI  http://api.test/openapi.json'];

const servers: ServerProcess[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.child.exitCode === null && s.child.kill('SIGKILL')));

const start = async (env: Record<string, string>) => {
  const server = await startServerProcess({ DIST_DIR: distDir, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
  servers.push(server);
  await eventually(() => server.output().includes(WHERE_TO_GO.at(-1)!));
  return server;
};

/** `gateway/server.ts` run as it is, its exit code and its two streams. */
function run(env: Record<string, string>): Promise<Run> {
  return runProcess(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', BASE_URL: 'http://api.test', DIST_DIR: distDir, DATA_DIR: dataDir, ...env },
  });
}

describe('npm start: when it is ready', () => {
  it('says where to go (the portal, the API, MCP, the OpenAPI document) in JSON lines when stdout is not a terminal', async () => {
    const server = await start({});
    const entries = server
      .output()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    const messages = entries.map((e) => e.msg);
    const ready = messages.findIndex((m) => /^ready: \d+ styles loaded in \d+ ms; rate-limit counters in memory; listening on http:\/\/127\.0\.0\.1:\d+$/.test(m));
    expect(ready, messages.join('\n')).toBeGreaterThanOrEqual(0);
    expect(messages.slice(ready + 1, ready + 5)).toEqual(WHERE_TO_GO);
  });

  it('writes short readable lines with LOG_FORMAT=pretty: the addresses, and a request as method, URL, status and time', async () => {
    const server = await start({ LOG_FORMAT: 'pretty' });
    expect((await request(server.url, '/api/styles?limit=1')).status).toBe(200);
    await eventually(() => server.output().includes('GET /api/styles?limit=1 200'));
    const lines = server.output().trimEnd().split('\n');
    for (const line of lines) expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: \S/);
    for (const line of WHERE_TO_GO) expect(lines.filter((l) => l.slice('[00:00:00] INFO: '.length) === line)).toHaveLength(1);
    expect(lines.find((l) => l.includes('GET /api/styles'))).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/styles\?limit=1 200 [\d.]+ ms$/);
    expect(server.output()).not.toContain('{');
  });

  it('writes pretty lines in a terminal without being asked (a pseudo-terminal from script(1))', async () => {
    // script(1) gives the process a terminal; its output comes back with colours and CRLF line ends.
    const command = `exec ${process.execPath} --import tsx gateway/server.ts`;
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BASE_URL: 'http://api.test', DIST_DIR: distDir, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    try {
      await eventually(() => output.includes(WHERE_TO_GO.at(-1)!), 30_000);
      // eslint-disable-next-line no-control-regex
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '').replace(/\r/g, '');
      expect(plain).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Portal {3}http:\/\/api\.test\/developers$/m);
      expect(output).toContain('\x1b['); // coloured, as a terminal is
      expect(plain).not.toContain('"level"');
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('npm start: a port already in use', () => {
  it('is one line naming the port and PORT on stderr, exit 2, no stack trace', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const { code, stderr } = await run({ PORT: String(port) });
      expect(code).toBe(2);
      expect(stderr).toBe(`[gateway] port ${port} is already in use on 127.0.0.1: stop what listens there, or set PORT to a free port (PORT=${port + 1} npm start)\n`);
    } finally {
      taken.close();
    }
  });

  it('refuses LOG_FORMAT=xml as a configuration error, exit 2', async () => {
    const { code, stderr } = await run({ PORT: '0', LOG_FORMAT: 'xml' });
    expect(code).toBe(2);
    expect(stderr).toBe('[gateway] configuration error: LOG_FORMAT must be one of auto, json, pretty; got "xml"\n');
  });
});
