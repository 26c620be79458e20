/**
 * `npm run bench -- documents` (issue 34, decision 4): where a document's build time goes, phase by phase, on
 * one thread: parse (gray-matter and js-yaml), the library's own rules, the official DESIGN.md linter, the
 * style record and its fonts, the cover, the digest (summary, preview data, similarity features), the
 * style's files (detail, tokens, content, exports, stylesheets), and writing them as a fresh build does. Run
 * over the shipped documents (what the cloned library repeats) for BENCH_DOCUMENT_ROUNDS rounds after a
 * warm-up round; the figures are means per document, and their sum times 10,000 over the build's two worker
 * threads is the floor of the documents phase at 10,000 styles on this machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coverSvg, drawCover } from '../generator/covers/render-cover';
import { parseStyleDocument } from '../generator/documents/parse-document';
import { readSources } from '../generator/documents/read-sources';
import { DOCUMENT_RULES } from '../generator/documents/rules';
import { designMdLint } from '../generator/documents/rules/design-md-lint';
import { toStyleRecord } from '../generator/documents/style-record';
import { styleFonts } from '../generator/fonts/style-fonts';
import { previewData, renderDocumentFiles } from '../generator/pipeline/document-stage';
import { writeFile, writeScope } from '../generator/pipeline/writer';
import { toSummary } from '../generator/responses/style-summary';
import { styleFeatures } from '../generator/similarity/features';
import { readVersions } from '../generator/versions/record';

const PHASES = ['parse', 'rules', 'lint', 'record', 'cover', 'digest', 'files', 'writes'] as const;
type Phase = (typeof PHASES)[number];
const ROUNDS = Number(process.env.BENCH_DOCUMENT_ROUNDS ?? 3);
const BASE_URL = 'http://localhost:3000';
/** The build's document workers (pipeline/worker-pool.ts). */
const WORKERS = 2;

export async function runDocumentPhasesBench(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
  const versions = readVersions(dataDir);
  const sources = readSources(path.join(dataDir, 'styles')).map((s) => ({ ...s, version: versions[s.slug] ?? null }));
  const otherRules = DOCUMENT_RULES.filter((rule) => rule !== designMdLint);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'dsl-document-phases-'));
  const totals = Object.fromEntries(PHASES.map((p) => [p, 0])) as Record<Phase, number>;
  let measured = 0;
  try {
    for (let round = 0; round <= ROUNDS; round++) {
      for (const source of sources) {
        const times = {} as Record<Phase, number>;
        let mark = performance.now();
        const lap = (phase: Phase) => {
          const now = performance.now();
          times[phase] = now - mark;
          mark = now;
        };
        const parsed = parseStyleDocument(source);
        if (!parsed.ok) throw new Error(`${source.file} does not parse`);
        lap('parse');
        const problems = otherRules.flatMap((rule) => rule(parsed.doc));
        lap('rules');
        problems.push(...designMdLint(parsed.doc));
        lap('lint');
        if (problems.length > 0) throw new Error(`${source.file} fails its rules: ${problems[0]!.message}`);
        const style = toStyleRecord(parsed.doc);
        const fonts = styleFonts(style);
        lap('record');
        const drawing = drawCover(style);
        const svg = coverSvg(drawing);
        lap('cover');
        const summary = toSummary(style, BASE_URL);
        previewData(style);
        styleFeatures(style.tokens, summary);
        lap('digest');
        const files = renderDocumentFiles(style, BASE_URL, svg, fonts);
        lap('files');
        // As a fresh build writes them: into an empty staging folder, one scope per document. Each round has its
        // own, all removed at the end: files removed a moment ago make new ones slower to create (disk-settle.ts).
        const root = path.join(out, `${round}`);
        const scope = writeScope();
        for (const file of files) writeFile(root, file.path, file.body, 'fresh', scope);
        lap('writes');
        if (round === 0) continue; // warm-up: the first document a process renders costs several times the next
        for (const phase of PHASES) totals[phase] += times[phase];
        measured++;
      }
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
  const perDocument = PHASES.map((phase) => [phase, totals[phase] / measured] as const);
  const sum = perDocument.reduce((s, [, ms]) => s + ms, 0);
  console.log(`\nDocument phases: ${sources.length} shipped documents × ${ROUNDS} rounds after a warm-up, one thread, ms per document.`);
  for (const [phase, ms] of perDocument) console.log(`  ${phase.padEnd(8)} ${ms.toFixed(2).padStart(7)} ms  ${((100 * ms) / sum).toFixed(0).padStart(3)} %`);
  console.log(`  ${'total'.padEnd(8)} ${sum.toFixed(2).padStart(7)} ms`);
  console.log(`  at 10,000 documents on ${WORKERS} worker threads: ${((sum * 10_000) / WORKERS / 1000).toFixed(0)} s of documents phase, before the library stage`);
}
