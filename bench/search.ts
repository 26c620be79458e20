/**
 * Search bench (issues 4 and 11): for the shipped library and a synthetic 10,000-style library, prints
 * queries per second and p50/p99 latency over a fixed query mix, index size on disk, index load time
 * (as at gateway start) and index build time, for the Lunr shards the build writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { StyleSummary } from '../generator/contract/schemas';
import { readSources } from '../generator/documents/read-sources';
import { validateLibrary } from '../generator/documents/validate-library';
import { toSummary } from '../generator/responses/style-summary';
import { buildSearchIndex, compactIndex, loadSearchIndex, shardStyles } from '../generator/search/index-definition';
import type { CompactIndex } from '../generator/search/index-serialization';
import type { ScoringBackend } from '../generator/search/rank';
import { lunrBackend, searchWith } from '../generator/search/search-styles';
import { measureMiniSearch } from './search-proposal';
import { readSyntheticLibrary, writeSyntheticLibrary } from './synthetic-library';

const SYNTHETIC_STYLES = 10_000;
/** Issue 22's targets at 10,000 styles (issue 11 asked 10 ms). */
const TARGET_P99_MS = 30;
const TARGET_LOAD_MS = 500;
const LOAD_RUNS = 5;

/** The fixed query mix: common words, phrases, prefixes, typos, era forms, compounds, operators and noise. */
export const QUERY_MIX = [
  'glass', 'brutalism', 'minimal', 'gradient', 'dark', 'retro', 'ui', 'design', 'grid', 'shadow',
  'dark mode', 'frosted glass', 'soft ui', 'pixel art', 'swiss grid poster', 'soft pastel shadow',
  'frosted glass cards violet', 'neon cyberpunk night',
  'gl', 'glassm', 'neu', 'bru', 'skeu', 'holo',
  'neumorphsim', 'brutalsim', 'glasmorphism', 'minimalsim', 'isometirc',
  '80s', '1960s', 'eighties', '2020s', '1995',
  'darkmode', 'scifi', 'lowpoly',
  'title:glass', '+glass -flat', 'neo~2 glass^10', '"frosted glass"', '(glass) AND flat', '🎨 paint 🎨',
  'soft glass dark neon grid poster retro pixel gradient minimal brutal flat chrome paper ink '.repeat(2).slice(0, 200),
  'xyzzy', 'the and of',
];

type EngineId = 'lunr';

interface Engine {
  id: EngineId;
  name: string;
  /** Index build, then serialization to the JSON written to dist/search/ (one document per shard). */
  build(styles: readonly StyleSummary[]): () => string;
  /** What the gateway does at start with that JSON; `styles` in id order. */
  load(json: string, styles: readonly StyleSummary[]): ScoringBackend;
}

const ENGINES: Engine[] = [
  {
    id: 'lunr',
    name: 'lunr shards',
    build: (styles) => {
      const shards = [...shardStyles(styles).values()].map((shard) => buildSearchIndex(shard));
      return () => JSON.stringify(shards.map(compactIndex));
    },
    // Refs are ids; the backend numbers styles in id order.
    load: (json, styles) => lunrBackend((JSON.parse(json) as CompactIndex[]).map(loadSearchIndex), new Map(styles.map((s, i) => [String(s.id), i]))),
  },
];

const ms = (value: number) => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// A full collection between phases, so one phase's garbage is not collected during the next one's timing.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

function time<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

interface Figures {
  engine: string;
  buildMs: number;
  serializeMs: number;
  indexBytes: number;
  stylesBytes: number;
  firstLoadMs: number;
  loadMs: number;
  qps: number;
  p50: number;
  p99: number;
  max: number;
  firstPages: string[];
}

function measure(engine: Engine, styles: readonly StyleSummary[], rounds: number, dir: string): Figures {
  collectGarbage();
  const built = time(() => engine.build(styles));
  const serialized = time(built.value);
  const indexFile = path.join(dir, `${engine.id}-index.json`);
  const stylesFile = path.join(dir, 'styles.json');
  fs.writeFileSync(indexFile, serialized.value);
  fs.writeFileSync(stylesFile, JSON.stringify(styles));

  // What gateway/dist-store.ts does for search at start: read and parse both files, load the index; and the
  // first query, which prepares each shard for querying (lunr-query.ts), so the load is all a search waits for.
  collectGarbage();
  const startOnce = () => {
    const summaries = JSON.parse(fs.readFileSync(stylesFile, 'utf8')) as StyleSummary[];
    const backend = engine.load(fs.readFileSync(indexFile, 'utf8'), summaries);
    searchWith(backend, summaries, { q: QUERY_MIX[0]!, page: 1, limit: 20 });
    return { backend, summaries };
  };
  const first = time(startOnce);
  const loads = Array.from({ length: LOAD_RUNS }, () => time(startOnce).ms);
  const { backend } = first.value;

  const run = (q: string) => searchWith(backend, styles, { q, page: 1, limit: 20 });
  const firstPages = QUERY_MIX.map((q) => run(q).data.map((s) => s.slug).join(',')); // also warms up
  collectGarbage();
  const latencies: number[] = [];
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const q of QUERY_MIX) {
      const t = performance.now();
      run(q);
      latencies.push(performance.now() - t);
    }
  }
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    engine: engine.name,
    buildMs: built.ms,
    serializeMs: serialized.ms,
    indexBytes: fs.statSync(indexFile).size,
    stylesBytes: fs.statSync(stylesFile).size,
    firstLoadMs: first.ms,
    loadMs: median(loads),
    qps: (latencies.length / elapsed) * 1000,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1]!,
    firstPages,
  };
}

/** Rounds of the query mix per engine: Lunr at 10,000 styles takes seconds per round. */
type Rounds = Record<EngineId, number>;

function report(title: string, styles: readonly StyleSummary[], rounds: Rounds, checkTargets: boolean): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-search-bench-'));
  try {
    const plan = ENGINES.map((e) => `${e.id} ${rounds[e.id]} rounds`).join(', ');
    console.log(`\n${title}: ${styles.length} styles; ${QUERY_MIX.length} queries (${plan}), page 1, limit 20, in process (no HTTP)`);
    const all = ENGINES.map((engine) => measure(engine, styles, rounds[engine.id], dir));
    const rows = [
      ['', ...all.map((f) => f.engine)],
      ['queries per second', ...all.map((f) => f.qps.toFixed(0))],
      ['latency p50', ...all.map((f) => ms(f.p50))],
      ['latency p99', ...all.map((f) => ms(f.p99))],
      ['latency max', ...all.map((f) => ms(f.max))],
      ['index size on disk', ...all.map((f) => `${mb(f.indexBytes)} (+ styles.json ${mb(f.stylesBytes)})`)],
      ['index load + first query (first)', ...all.map((f) => ms(f.firstLoadMs))],
      [`index load + first query (median of ${LOAD_RUNS})`, ...all.map((f) => ms(f.loadMs))],
      ['index build', ...all.map((f) => ms(f.buildMs))],
      ['index build + serialize', ...all.map((f) => ms(f.buildMs + f.serializeMs))],
    ];
    const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
    for (const row of rows) console.log(`  ${row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}`);
    const [reference, ...others] = all;
    for (const other of others) {
      const same = other.firstPages.filter((page, i) => page === reference!.firstPages[i]).length;
      console.log(`  first page identical to ${reference!.engine}: ${same}/${QUERY_MIX.length} queries (${other.engine})`);
    }
    if (checkTargets) {
      for (const f of all) {
        const verdict = (ok: boolean) => (ok ? 'met' : 'missed');
        console.log(
          `  targets, ${f.engine}: p99 ≤ ${TARGET_P99_MS} ms ${verdict(f.p99 <= TARGET_P99_MS)}; ` +
            `load ≤ ${TARGET_LOAD_MS} ms ${verdict(f.firstLoadMs <= TARGET_LOAD_MS)}`,
        );
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The shipped library's summaries, as the build makes them (validation includes the DESIGN.md linter). */
function shippedLibrary(): StyleSummary[] {
  const library = validateLibrary(readSources(path.resolve('data', 'styles')), { retired: [] });
  if (!library.ok) throw new Error(`the shipped library does not validate (${library.problems.length} problems); run npm run build`);
  return library.styles.map((style) => toSummary(style, 'http://localhost:3000'));
}

const SHIPPED_ROUNDS: Rounds = { lunr: 50 };
const SYNTHETIC_ROUNDS: Rounds = { lunr: 20 };

/** Prints every search figure of issue 4 (the defaults are what `npm run bench` reports). */
export async function runSearchBench(options: { shippedRounds?: Rounds; syntheticRounds?: Rounds; syntheticStyles?: number } = {}): Promise<void> {
  console.log('Search bench (issue 4). Build time is the search index build and its serialization only;');
  console.log('the full site build at 10,000 styles would also lint every document and write ~100k list pages.');
  report('Shipped library (data/styles)', shippedLibrary(), options.shippedRounds ?? SHIPPED_ROUNDS, false);

  const count = options.syntheticStyles ?? SYNTHETIC_STYLES;
  const written = time(() => writeSyntheticLibrary(count));
  try {
    const read = time(() => readSyntheticLibrary(written.value));
    console.log(`\nSynthetic library: ${count} DESIGN.md-like documents written to a temp dir in ${ms(written.ms)}, read back in ${ms(read.ms)}`);
    report(`Synthetic library (${count} styles)`, read.value, options.syntheticRounds ?? SYNTHETIC_ROUNDS, true);
    const proposal = measureMiniSearch(read.value, 20);
    console.log(
      `\n  Proposal, measured the same way (bench/search-proposal.ts): MiniSearch 7 over the same ${count} styles: ` +
        `p50 ${ms(proposal.p50)}, p99 ${ms(proposal.p99)}, ${proposal.qps.toFixed(0)} queries/s, load ${ms(proposal.loadMs)}, ` +
        `${mb(proposal.bytes)}, build + serialize ${ms(proposal.buildMs)}.`,
    );
  } finally {
    fs.rmSync(written.value, { recursive: true, force: true });
  }
}
