/**
 * Scale bench (issues 11 and 22): libraries of 500, 2,000 and 10,000 styles (BENCH_SCALE_SIZES), synthetic
 * (bench/synthetic-library.ts) or cloned from the shipped documents (bench/cloned-library.ts), as
 * BENCH_SCALE_LIBRARY says (synthetic, cloned or both); each built from scratch, then edited one document
 * at a time (description, a token, the body), grown by one document and shrunk by one; the gateway's start
 * (`npm start` on the up-to-date dist/, freshness check included) until /healthz answers, its RSS then and
 * after 3,000 mixed requests; search latency and index load (with the first query, which prepares the
 * shards); and `npm run dev` serving an edit on a 2,000-style library. Each timed build starts once the disk
 * is quiet (bench/disk-settle.ts), and the bench prints what it waited. Builds run in child processes so
 * peak memory (worker threads included) is the build's own. Figures are printed beside issue 22's targets, never asserted.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { loadDist } from '../gateway/dist-store';
import { removeOrphanedStaging } from '../generator/pipeline/dist-target';
import { searchStyles } from '../generator/search/search-styles';
import { readDistSummaries } from '../generator/search/style-table';
import { describeSettle, removeAtEnd, removeNow, settleDisk } from './disk-settle';
import { QUERY_MIX } from './search';
import { writeClonedLibrary } from './cloned-library';
import { writeSyntheticLibrary } from './synthetic-library';
import { recordVersions } from './version-record';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '500,2000,10000').split(',').map(Number);
const LIBRARY = process.env.BENCH_SCALE_LIBRARY ?? 'synthetic';
const LIBRARIES: Record<string, (count: number) => string> = { synthetic: writeSyntheticLibrary, cloned: writeClonedLibrary };
/** The library size issue 22's targets are stated for. */
const TARGET_SIZE = 10_000;
const DEV_SIZE = Number(process.env.BENCH_DEV_STYLES ?? 2000);
const BASE_URL = 'http://localhost:3000';
/**
 * Budgets high enough for the gateway's 3,000 requests, given to every build as well: a gateway started with
 * other budgets than its dist/ was built with rebuilds first (freshness.ts, published-settings.ts), and its
 * start would time that build.
 */
const BUDGETS = { RATE_LIMIT_API_PER_MIN: '100000000', RATE_LIMIT_PAGES_PER_MIN: '100000000', RATE_LIMIT_ASSETS_PER_MIN: '100000000' };

interface BuildRun {
  /** runBuild's own duration. */
  ms: number;
  /** The whole process, from its start to its exit, as `npm run build` runs it (node start-up and loading included). */
  processMs: number;
  /** Duration of each phase of runBuild (read, documents, similar, library, finish). */
  phases?: Record<string, number>;
  /** The highest RSS sampled in each phase (bench/scale-build.mjs). */
  rssMb?: Record<string, number>;
  maxRssMb: number;
  ok: boolean;
  rendered: number;
  written: number;
  deleted: number;
}

/** The node flags `npm run build` runs with (package.json: its heap bounds), so time and peak memory are the build's as shipped. */
const BUILD_FLAGS = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.build!.split(/\s+/).filter((a) => a.startsWith('--'));

/**
 * One `runBuild` in a fresh process started as `npm run build` starts it (node, its flags, the bundled entry):
 * its own duration, the whole process's, and the process's peak RSS.
 */
function build(dataDir: string, distDir: string): BuildRun {
  const started = performance.now();
  const out = execFileSync(process.execPath, [...BUILD_FLAGS, 'bench/scale-build.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, BASE_URL, ...BUDGETS },
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const processMs = performance.now() - started;
  return { ...(JSON.parse(out.trim().split('\n').pop()!) as Omit<BuildRun, 'processMs'>), processMs };
}

function treeSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(e.parentPath, e.name)).size;
  }
  return { files, bytes };
}

const ms = (v: number) => (v >= 10_000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

const EDITS = ['description', 'a token', 'the body', 'add a document', 'delete it'] as const;

/** The edits a writer makes (EDITS, in order), each followed by an incremental build. */
function edits(stylesDir: string): [string, () => void][] {
  const files = fs.readdirSync(stylesDir).sort();
  const middle = path.join(stylesDir, files[Math.floor(files.length / 2)]!);
  const replace = (file: string, from: RegExp, to: string | ((match: string, ...groups: string[]) => string)) =>
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to as string));
  const extra = path.join(stylesDir, 'zz-bench-added.md');
  return [
    // Quoted (synthetic) or plain (cloned) scalars: the words go inside either.
    ['description', () => replace(middle, /^description: ("?)/m, 'description: $1Edited. ')],
    ['a token', () => replace(middle, /padding: 24px|padding: (\d+)px/, (m: string, px?: string) => (px ? `padding: ${Math.max(0, Number(px) - 2)}px` : 'padding: 28px'))],
    ['the body', () => replace(middle, /^## Layout\n\n/m, '## Layout\n\nAn edited paragraph. ')],
    ['add a document', () => fs.writeFileSync(extra, fs.readFileSync(middle, 'utf8').replace(/^id: \d+$/m, 'id: 999999').replace(/^name: ("?)/m, 'name: $1Added '))],
    ['delete it', () => fs.rmSync(extra)],
  ];
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** The gateway on a built dist/: time to its first /healthz, and its RSS after serving every kind of route. */
async function gateway(distDir: string, dataDir: string): Promise<{ readyMs: number; readyRssMb: number; rssMb: number }> {
  const port = 39000 + Math.floor(Math.random() * 1000);
  const started = performance.now();
  // node itself (not the tsx wrapper), so the pid whose memory is read is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    env: { ...process.env, DIST_DIR: distDir, DATA_DIR: dataDir, BASE_URL, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...BUDGETS },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await until(async () => ((await get(`${base}/healthz`)).status === 200 ? true : undefined), 120_000);
    const readyMs = performance.now() - started;
    const readyRssMb = rssMb(child.pid!);
    const styles = readDistSummaries(distDir);
    for (let i = 0; i < 3000; i++) {
      const slug = styles[(i * 7919) % styles.length]!.slug;
      const url = [`/api/styles/${slug}`, `/api/styles/${slug}/token`, `/api/styles?limit=${1 + (i % 50)}&page=${1 + (i % 40)}`, `/api/search?q=${encodeURIComponent(QUERY_MIX[i % QUERY_MIX.length]!)}`][i % 4]!;
      await get(`${base}${url}`);
    }
    return { readyMs, readyRssMb, rssMb: rssMb(child.pid!) };
  } finally {
    // Waited for, so the search figures that follow do not share the cores with its exit.
    const exited = child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined;
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Search on the built library, as the gateway runs it: index load, then the query mix. The load counts
 * loadDist and the first query, since that query prepares every shard for querying (lunr-query.ts prepare):
 * before it a gateway cannot answer a search at its usual speed.
 */
function search(distDir: string): { loadMs: number; p50: number; p99: number; qps: number } {
  const started = performance.now();
  const store = loadDist(distDir);
  searchStyles(store.search, { q: QUERY_MIX[0]!, page: 1, limit: 20 });
  const loadMs = performance.now() - started;
  const latencies: number[] = [];
  for (const q of QUERY_MIX) searchStyles(store.search, { q, page: 1, limit: 20 });
  const t0 = performance.now();
  for (let round = 0; round < 10; round++) {
    for (const q of QUERY_MIX) {
      const t = performance.now();
      searchStyles(store.search, { q, page: 1, limit: 20 });
      latencies.push(performance.now() - t);
    }
  }
  const elapsed = performance.now() - t0;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]!;
  return { loadMs, p50: at(0.5), p99: at(0.99), qps: (latencies.length / elapsed) * 1000 };
}

/** `npm run dev` on a library: from saving an edit to the gateway serving it. */
async function dev(count: number): Promise<number> {
  const dataDir = writeSyntheticLibrary(count);
  recordVersions(dataDir);
  const distDir = `${dataDir}-dist`; // beside data/, as in the repository
  build(dataDir, distDir);
  const port = 38000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/dev.ts'], {
    env: { ...process.env, DIST_DIR: distDir, DATA_DIR: dataDir, BASE_URL, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...BUDGETS },
    stdio: 'ignore',
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await until(async () => ((await get(`${base}/healthz`)).status === 200 ? true : undefined), 120_000);
    const file = path.join(dataDir, 'styles', fs.readdirSync(path.join(dataDir, 'styles')).sort()[0]!);
    const slug = path.basename(file, '.md');
    const saved = performance.now();
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^name: "/m, 'name: "Renamed '));
    await until(async () => ((JSON.parse((await get(`${base}/api/styles/${slug}`)).body) as { title?: string }).title?.startsWith('Renamed') ? true : undefined), 60_000);
    return performance.now() - saved;
  } finally {
    // Its exit awaited: a dev server still watching would rebuild when its library is removed. One stopped
    // during a rebuild (the edit's save can wake its watcher twice) leaves that build's staging directory.
    const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    removeOrphanedStaging(distDir);
    removeAtEnd(dataDir, distDir, `${distDir}.cache`);
  }
}

/** One figure beside its issue 22 target: the value, the bound, met or missed. */
interface TargetRow {
  name: string;
  value: number;
  bound: number;
  format: (v: number) => string;
}

const targetRows = (full: BuildRun, edited: BuildRun[], gw: Awaited<ReturnType<typeof gateway>>, s: ReturnType<typeof search>): TargetRow[] => {
  const mbOf = (v: number) => `${Math.round(v)} MB`;
  return [
    { name: 'full build', value: full.ms, bound: 90_000, format: ms },
    { name: 'full build, peak RSS', value: full.maxRssMb, bound: 1024, format: mbOf },
    ...edited.slice(0, 3).map((run, i) => ({ name: `one-document edit (${EDITS[i]})`, value: run.ms, bound: 2000, format: ms })),
    // What `npm run build` takes as a user waits for it: the same builds, node's start and loading included.
    ...edited.slice(0, 3).map((run, i) => ({ name: `one-document edit (${EDITS[i]}), whole npm run build`, value: run.processMs, bound: 2000, format: ms })),
    ...edited.slice(3).map((run, i) => ({ name: EDITS[3 + i]!, value: run.ms, bound: 15_000, format: ms })),
    { name: 'search p99', value: s.p99, bound: 30, format: (v: number) => `${v.toFixed(2)} ms` },
    { name: 'search index load + first query', value: s.loadMs, bound: 500, format: ms },
    { name: 'npm start until /healthz', value: gw.readyMs, bound: 3000, format: ms },
    { name: 'gateway RSS at ready', value: gw.readyRssMb, bound: 400, format: mbOf },
    { name: 'gateway RSS after 3,000 requests', value: gw.rssMb, bound: 400, format: mbOf },
  ];
};

async function measureLibrary(library: string): Promise<void> {
  const write = LIBRARIES[library];
  if (!write) throw new Error(`BENCH_SCALE_LIBRARY: unknown library ${JSON.stringify(library)} (synthetic, cloned or both)`);
  console.log(`\nScale bench (issues 11 and 22): ${library} libraries of ${SIZES.join(', ')} styles on ${os.availableParallelism()} cores.`);
  const rows: string[][] = [['styles', 'full build', 'peak RSS', 'files', 'dist/ on disk', ...EDITS, 'gateway ready', 'RSS ready / 3k req', 'search p99', 'index load + 1st query']];
  const figures: { n: number; ms: number; rss: number }[] = [];
  const targets: [number, TargetRow[]][] = [];
  for (const n of SIZES) {
    const dataDir = write(n);
    recordVersions(dataDir);
    const distDir = `${dataDir}-dist`; // beside data/, as in the repository
    try {
      // Each timed build starts on a quiet disk (disk-settle.ts): the library just written, or the last
      // build's deletions, would otherwise be paid by the next build.
      const settled = [await settleDisk()];
      const full = build(dataDir, distDir);
      if (!full.ok) throw new Error(`the ${n}-style ${library} library does not build`);
      const tree = treeSize(distDir);
      const edited: BuildRun[] = [];
      const editTimes: string[] = [];
      for (const [name, edit] of edits(path.join(dataDir, 'styles'))) {
        edit();
        // What a writer runs next, `npm run version`: the build fails an edit without its new version.
        recordVersions(dataDir);
        settled.push(await settleDisk());
        const run = build(dataDir, distDir);
        if (!run.ok) throw new Error(`the ${n}-style ${library} library does not build after "${name}"`);
        edited.push(run);
        editTimes.push(`${ms(run.ms)} (${run.written} written; process ${ms(run.processMs)})`);
      }
      const gw = await gateway(distDir, dataDir);
      const s = search(distDir);
      figures.push({ n, ms: full.ms, rss: full.maxRssMb });
      targets.push([n, targetRows(full, edited, gw, s)]);
      rows.push([
        String(n),
        ms(full.ms),
        `${Math.round(full.maxRssMb)} MB`,
        tree.files.toLocaleString('en'),
        mb(tree.bytes),
        ...editTimes,
        ms(gw.readyMs),
        `${Math.round(gw.readyRssMb)} / ${Math.round(gw.rssMb)} MB`,
        `${s.p99.toFixed(2)} ms`,
        ms(s.loadMs),
      ]);
      const phases = (run: BuildRun) => Object.entries(run.phases ?? {}).map(([k, v]) => `${k} ${ms(v)}`).join(', ');
      console.log(`  ${n} styles: full build ${phases(full)}; description edit ${phases(edited[0]!)}`);
      console.log(`  ${n} styles: full build, highest RSS sampled per phase: ${Object.entries(full.rssMb ?? {}).map(([k, v]) => `${k} ${v} MB`).join(', ')}`);
      const longest = settled.slice(1).reduce((a, b) => (b.waitedMs > a.waitedMs ? b : a));
      console.log(`  before the full build: ${describeSettle(settled[0]!)}; before an edit, the longest wait: ${describeSettle(longest)}`);
    } finally {
      // Removed when the bench ends: a removal here would cost the next library's builds (disk-settle.ts).
      removeAtEnd(dataDir, distDir, `${distDir}.cache`);
    }
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log('');
  for (const row of rows) console.log(`  ${row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}`);
  if (figures.length >= 2) {
    const [a, b] = [figures[figures.length - 2]!, figures[figures.length - 1]!];
    console.log(`\n  slope between ${a.n} and ${b.n} styles: ${((b.ms - a.ms) / (b.n - a.n)).toFixed(2)} ms and ${((b.rss - a.rss) / (b.n - a.n)).toFixed(3)} MB of peak RSS per style`);
  }
  for (const [n, list] of targets) {
    const stated = n >= TARGET_SIZE ? '' : ` (stated for ${TARGET_SIZE.toLocaleString('en')}; shown for scale)`;
    console.log(`\n  ${library}, ${n.toLocaleString('en')} styles, beside issue 22's targets${stated}:`);
    const width = Math.max(...list.map((t) => t.name.length));
    for (const t of list) console.log(`    ${t.name.padEnd(width)}  ${t.format(t.value).padStart(9)}  target ≤ ${t.format(t.bound).padEnd(9)} ${t.value <= t.bound ? 'met' : 'missed'}`);
  }
}

export async function runScaleBench(): Promise<void> {
  try {
    for (const library of LIBRARY === 'both' ? Object.keys(LIBRARIES) : [LIBRARY]) await measureLibrary(library);
    const devMs = await dev(DEV_SIZE);
    console.log(`\n  npm run dev, ${DEV_SIZE} styles: an edit is served ${ms(devMs)} after it is saved (target ≤ 1.5 s: ${devMs <= 1500 ? 'met' : 'missed'})`);
  } finally {
    removeNow();
  }
}
