/**
 * HTTP benchmark (issue 6): requests per second and p99 latency of the gateway for a detail, a list
 * page and a search, side by side with nginx serving the same dist/ files, plus baselines (bare
 * node:http, bare Express 5) and the gateway with access logs off, to show where the time goes.
 * Issue 21 adds the ceiling a single process is judged against: nginx at its barest (one worker, no
 * access log, one `location` serving the detail file) against the gateway with limits lifted and
 * LOG_LEVEL=silent, in alternating rounds so that both see the same load on a shared machine.
 * Load comes from wrk on loopback (apt-get install wrk). Figures are printed, never asserted.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBuild } from '../generator/build';
import { readDistSummaries } from '../generator/search/style-table';
import { writeClonedLibrary } from './cloned-library';
import { recordVersions } from './version-record';
import { freePort, runNginx, startNginx, waitForPort } from '../test/helpers/servers';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
/** Alternating rounds of the bare-nginx comparison. */
const ROUNDS = Number(process.env.BENCH_HTTP_ROUNDS ?? 3);
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

function row(label: string, r: WrkResult, reference?: WrkResult, referenceName = 'nginx'): string {
  const ratio = reference ? `${(r.rps / reference.rps).toFixed(2)}x ${referenceName}` : '';
  return `  ${label.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.padStart(8)}   p99 ${r.p99.padStart(8)}   ${ratio}`;
}

/** nginx at its barest: one worker, no access log, one exact `location` answering `file` at `route`. */
const startBareNginx = (route: string, file: string) =>
  runNginx(
    (port) => `server {
    listen 127.0.0.1:${port};
    location = ${route} {
      default_type application/json;
      alias ${file};
    }
  }`,
    { connections: 1024 },
  );

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The detail route, gateway (limits lifted, LOG_LEVEL=silent) against bare nginx, in BENCH_HTTP_ROUNDS
 * alternating rounds; returns the median of the rounds' ratios.
 */
async function againstBareNginx(distDir: string, slug: string, lifted: Record<string, string>): Promise<number> {
  const route = `/api/styles/${slug}`;
  const bare = await startBareNginx(route, path.join(distDir, 'api', 'styles', slug, 'index.json'));
  const gw = await spawnServer(['gateway/server.ts'], { ...lifted, LOG_LEVEL: 'silent' });
  const ratios: number[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const nginx = wrk(`${bare.url}${route}`);
      const gateway = wrk(`${gw.url}${route}`);
      ratios.push(gateway.rps / nginx.rps);
      console.log(row(`round ${round}: bare nginx, detail`, nginx));
      console.log(row(`round ${round}: gateway (LOG_LEVEL=silent), detail`, gateway, nginx, 'bare nginx'));
    }
  } finally {
    await stopChild(gw.child);
    await bare.stop();
  }
  return median(ratios);
}

/** Styles in the large run; a full static build grows as about 9 × N list pages (see docs/benchmarks.md). */
const LARGE_LIBRARY = Number(process.env.BENCH_HTTP_STYLES ?? 1000);

async function benchLibrary(label: string, dataDir: string, { bare = false } = {}): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-bench-http-'));
  const distDir = path.join(root, 'dist');
  const started = performance.now();
  // The generated nginx front enforces the budgets too: lifted, like the gateway's, so both count and neither refuses.
  const built = await runBuild({ dataDir, distDir, baseUrl: 'http://localhost:3000', apiRequestsPerMinute: 1_000_000_000, pageRequestsPerMinute: 1_000_000_000 });
  if (!built.ok) throw new Error(built.messages.join('\n'));
  const buildMs = Math.round(performance.now() - started);
  const lifted = { DIST_DIR: distDir, BASE_URL: 'http://localhost:3000', RATE_LIMIT_API_PER_MIN: '1000000000', RATE_LIMIT_PAGES_PER_MIN: '1000000000', RATE_LIMIT_ASSETS_PER_MIN: '1000000000' };
  const detailSlug = readDistSummaries(distDir)[0]!.slug;
  const routes = { detail: `/api/styles/${detailSlug}`, list: '/api/styles?limit=20&page=2', search: '/api/search?q=glass%20dashboard' };

  console.log(`\nHTTP, ${label}: ${built.styles} styles, ${built.writes.written} files built in ${buildMs} ms; wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s on loopback, rate limits lifted`);
  const nginx = await startNginx(distDir);
  const reference = { detail: wrk(`${nginx.url}${routes.detail}`), list: wrk(`${nginx.url}${routes.list}`) };
  await nginx.stop();
  console.log(row('nginx: detail', reference.detail));
  console.log(row('nginx: list page', reference.list));

  let frontRatio = NaN;
  for (const [name, env] of [
    ['gateway (access logs on)', { LOG_LEVEL: 'info' }],
    ['gateway (access logs off)', { LOG_LEVEL: 'warn' }],
  ] as const) {
    const gw = await spawnServer(['gateway/server.ts'], { ...lifted, ...env });
    const detail = wrk(`${gw.url}${routes.detail}`);
    const list = wrk(`${gw.url}${routes.list}`);
    const search = wrk(`${gw.url}${routes.search}`);
    const rss = rssMb(gw.child.pid);
    await stopChild(gw.child);
    console.log(row(`${name}: detail`, detail, reference.detail));
    if (name.includes('logs off')) frontRatio = detail.rps / reference.detail.rps;
    console.log(row(`${name}: list page`, list, reference.list));
    console.log(row(`${name}: search`, search));
    if (name.includes('logs on')) {
      console.log(`  targets (issue 12, access logs and limits on): static ≥ 0.25x nginx ${detail.rps / reference.detail.rps >= 0.25 && list.rps / reference.list.rps >= 0.25 ? 'met' : 'missed'}; search ≥ 3,000 req/s ${search.rps >= 3000 ? 'met' : 'missed'}`);
    }
    console.log(`  ${name}: RSS ${rss} MB after the runs`);
  }
  if (bare) {
    console.log(`\n  The detail against bare nginx (one worker, access_log off, one location), ${ROUNDS} alternating rounds:`);
    const bareRatio = await againstBareNginx(distDir, detailSlug, lifted);
    console.log(
      `  detail, gateway: ${frontRatio.toFixed(2)}x the nginx front (logs off); ${bareRatio.toFixed(2)}x bare nginx (silent, median of ${ROUNDS}; issue 21 target ≥ 0.30: ${bareRatio >= 0.3 ? 'met' : 'missed'})`,
    );
  }
  fs.rmSync(root, { recursive: true, force: true });
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
  await benchLibrary('shipped library', path.resolve('data'), { bare: true });

  console.log('\nBaselines (same wrk settings, one buffer from memory):');
  for (const [label, file] of [
    ['bare node:http', 'bench/baselines/node-http.ts'],
    ['bare Express 5 route', 'bench/baselines/express.ts'],
  ] as const) {
    const server = await spawnServer([file], {});
    console.log(row(label, wrk(`${server.url}/api/styles/any`)));
    await stopChild(server.child);
  }

  const cloned = writeClonedLibrary(LARGE_LIBRARY);
  recordVersions(cloned);
  try {
    await benchLibrary(`${LARGE_LIBRARY} cloned styles (BENCH_HTTP_STYLES)`, cloned);
  } finally {
    fs.rmSync(cloned, { recursive: true, force: true });
  }
}
