/** Real nginx and redis-server for tests, on loopback ports, stopped by PID. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on the port. */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface RunningProcess {
  port: number;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function stopper(child: ChildProcess, cleanup: () => void = () => undefined): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(cleanup());
      child.once('exit', () => resolve(cleanup()));
      child.kill('SIGTERM');
    });
}

/** nginx serving `distDir` with the build's generated location blocks. */
export interface NginxOptions {
  /** Gateway addresses (host:port) for the generated locations' upstream; none leaves search and MCP unreachable (502). */
  upstreams?: readonly string[];
  /** Take the client address from X-Forwarded-For sent by loopback (tests give each client its own address). */
  trustForwardedFor?: boolean;
  /** Where the generated nginx-*.conf files are (default: dist/deploy), e.g. generated for other budgets. */
  deployDir?: string;
}

/**
 * nginx's brotli_static module (Debian: libnginx-mod-http-brotli-static), optional: NGINX_BROTLI_MODULE
 * names another file (a missing one tests the gzip-only front on a machine that has the module).
 */
export const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

let brotli: boolean | undefined;

/**
 * Whether this machine's nginx loads the brotli_static module: the file is there and `nginx -t` accepts a
 * configuration that loads it and turns it on. Its absence fails only where REQUIRE_NGINX_BROTLI=1 says the
 * module must be present (.ci/run installs it); elsewhere the front is tested as it is, gzip only.
 */
export function nginxHasBrotli(): boolean {
  if (brotli === undefined) {
    brotli = fs.existsSync(BROTLI_MODULE) && loadsModule(BROTLI_MODULE, 'brotli_static on;');
    if (!brotli && process.env.REQUIRE_NGINX_BROTLI === '1') {
      throw new Error(`REQUIRE_NGINX_BROTLI=1, but nginx cannot load the brotli_static module (${BROTLI_MODULE}); install libnginx-mod-http-brotli-static`);
    }
  }
  return brotli;
}

function loadsModule(module: string, directive: string): boolean {
  return nginxAccepts(directive, `load_module ${module};`).ok;
}

/**
 * `nginx -t` on a configuration in a throwaway prefix: `http` is the http block's content, `main` goes
 * before everything (load_module). Nothing listens; `output` is what nginx said.
 */
export function nginxAccepts(http: string, main = ''): { ok: boolean; output: string } {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-nginx-t-'));
  try {
    const conf = path.join(prefix, 'nginx.conf');
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${path.join(prefix, t)};`).join(' ');
    fs.writeFileSync(conf, `${main}\npid ${path.join(prefix, 'nginx.pid')};\nevents {}\nhttp {\naccess_log off;\n${temp}\n${http}\n}\n`);
    const run = spawnSync('nginx', ['-t', '-q', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(prefix, { recursive: true, force: true });
  }
}

/** Real nginx with the build's generated configuration (deploy/nginx-*.conf) serving `distDir`. */
export type RunningNginx = RunningProcess & { brotli: boolean };

/**
 * Real nginx in a throwaway prefix (removed on stop): one worker, no access log, its temporary paths in the
 * prefix, run as root when the tests are. `http` writes the rest of the `http` block for the chosen port;
 * `main` goes before everything (load_module).
 */
export async function runNginx(http: (port: number) => string, { main = '', errorLevel = 'warn', connections = 512 } = {}): Promise<RunningProcess> {
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${path.join(prefix, t)};`).join(' ');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${main}
${process.getuid?.() === 0 ? 'user root root;' : ''}
daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} ${errorLevel};
events { worker_connections ${connections}; }
http {
  access_log off;
  ${temp}
  ${http(port)}
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], { stdio: 'ignore' });
  await waitForPort(port);
  return { port, url: `http://127.0.0.1:${port}`, child, stop: stopper(child, () => fs.rmSync(prefix, { recursive: true, force: true })) };
}

export async function startNginx(distDir: string, options: NginxOptions = {}): Promise<RunningNginx> {
  const brotli = nginxHasBrotli();
  const deploy = options.deployDir ?? path.join(distDir, 'deploy');
  const servers = options.upstreams?.length ? options.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=10s;`) : ['server 127.0.0.1:9 down;'];
  const nginx = await runNginx(
    (port) => `include ${path.join(deploy, 'nginx-maps.conf')};
  ${options.trustForwardedFor ? 'set_real_ip_from 127.0.0.1; real_ip_header X-Forwarded-For; real_ip_recursive on;' : ''}
  upstream design_style_gateway {
    ${servers.join('\n    ')}
    keepalive 8;
  }
  server {
    listen 127.0.0.1:${port};
    root ${distDir};
    ${brotli ? `include ${path.join(deploy, 'nginx-brotli.conf')};` : ''}
    include ${path.join(deploy, 'nginx-locations.conf')};
  }`,
    { main: brotli ? `load_module ${BROTLI_MODULE};` : '' },
  );
  return { ...nginx, brotli };
}

/** A throwaway redis-server without persistence, optionally on a given port (to restart it there). */
export async function startRedis(port?: number): Promise<RunningProcess> {
  const p = port ?? (await freePort());
  const child = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(p);
  return { port: p, url: `redis://127.0.0.1:${p}`, child, stop: stopper(child) };
}
