/**
 * HTTP benchmark (issue 6): requests per second and p99 latency of the gateway for a detail, a list
 * page and a search, side by side with nginx serving the same dist/ files, plus baselines (bare
 * node:http, bare Express 5) and the gateway with access logs off, to show where the time goes.
 * Load comes from wrk on loopback (apt-get install wrk). Figures are printed, never asserted.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBuild } from '../generator/build';
import { freePort, startNginx, waitForPort } from '../test/helpers/servers';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 32;

interface WrkResult {
  rps: number;
  p50: string;
  p99: string;
}

function wrk(url: string): WrkResult {
  const out = execFileSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${DURATION_S}s`, '--latency', url], { encoding: 'utf8' });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p50 = /^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? '?';
  const p99 = /^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? '?';
  return { rps, p50, p99 };
}

async function spawnServer(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  await waitForPort(port, 30_000);
  return { url: `http://127.0.0.1:${port}`, child };
}

function rssMb(pid: number | undefined): string {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return (Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024).toFixed(0);
}

const stopChild = (child: ChildProcess) => new Promise<void>((r) => (child.once('exit', () => r()), child.kill('SIGTERM')));

function row(label: string, r: WrkResult, reference?: WrkResult): string {
  const ratio = reference ? `${(reference.rps / r.rps).toFixed(2)}x slower than nginx` : '';
  return `  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.padStart(8)}   p99 ${r.p99.padStart(8)}   ${ratio}`;
}

export async function runHttpBench(): Promise<void> {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.log('HTTP bench skipped: wrk is not installed (apt-get install wrk).');
      return;
    }
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-bench-http-'));
  const distDir = path.join(root, 'dist');
  const built = runBuild({ dataDir: path.resolve('data'), distDir, baseUrl: 'http://localhost:3000' });
  if (!built.ok) throw new Error(built.messages.join('\n'));
  const lifted = { DIST_DIR: distDir, BASE_URL: 'http://localhost:3000', RATE_LIMIT_API_PER_MIN: '1000000000', RATE_LIMIT_PAGES_PER_MIN: '1000000000' };
  const routes = { detail: '/api/styles/swiss-international', list: '/api/styles?limit=20&page=2', search: '/api/search?q=glass%20dashboard' };

  console.log(`\nHTTP: ${built.styles} styles, wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s on loopback, rate limits lifted`);
  const nginx = await startNginx(distDir);
  const reference = { detail: wrk(`${nginx.url}${routes.detail}`), list: wrk(`${nginx.url}${routes.list}`) };
  await nginx.stop();
  console.log(row('nginx: detail', reference.detail));
  console.log(row('nginx: list page', reference.list));

  for (const [label, env] of [
    ['gateway (access logs on)', { LOG_LEVEL: 'info' }],
    ['gateway (access logs off)', { LOG_LEVEL: 'warn' }],
  ] as const) {
    const gw = await spawnServer(['gateway/server.ts'], { ...lifted, ...env });
    const detail = wrk(`${gw.url}${routes.detail}`);
    const list = wrk(`${gw.url}${routes.list}`);
    const search = wrk(`${gw.url}${routes.search}`);
    const rss = rssMb(gw.child.pid);
    await stopChild(gw.child);
    console.log(row(`${label}: detail`, detail, reference.detail));
    console.log(row(`${label}: list page`, list, reference.list));
    console.log(row(`${label}: search`, search));
    console.log(`  ${label}: RSS ${rss} MB after the runs`);
  }

  for (const [label, file] of [
    ['baseline: bare node:http buffer', 'bench/baselines/node-http.ts'],
    ['baseline: bare Express 5 route buffer', 'bench/baselines/express.ts'],
  ] as const) {
    const server = await spawnServer([file], {});
    const result = wrk(`${server.url}${routes.detail}`);
    await stopChild(server.child);
    console.log(row(label, result, reference.detail));
  }
  fs.rmSync(root, { recursive: true, force: true });
}
