/**
 * Entry of `npm run audit -- [<slug>…]` (issue 17): builds the library (or only the named styles) into a temporary dist/ (kept
 * between runs, so the next build is incremental), renders every style's preview in Chromium in both
 * modes and measures what is painted. Prints one line per failure on stdout
 * (`style mode component check measured required`), a summary on stderr, writes
 * test-artifacts/audit/report.{json,html}; exits 1 on any failure, 2 when the audit cannot run.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBuild } from '../generator/build';
import { failureLine } from './checks';
import { sortedFailures, summaryText, writeReport } from './report';
import { runAudit, type PageAudit } from './run-audit';

const BASE_URL = 'http://api.test';

/** A dist/ of this checkout's own, outside it. */
function auditDistDir(cwd = process.cwd()): string {
  const id = crypto.createHash('sha256').update(cwd).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `dsl-audit-${id}`, 'dist');
}

/** A subset's own key, so that audits of different styles from one checkout can run at once. */
const subsetKey = (slugs: readonly string[]) => `${process.cwd()}:subset:${[...slugs].sort().join(',')}`;

/** A data/ holding only `slugs` (no retired list: its survivors may be outside the subset), beside the audit's dist/. */
function subsetDataDir(dataDir: string, slugs: readonly string[]): string {
  const dir = path.join(path.dirname(auditDistDir(subsetKey(slugs))), 'data');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'styles'), { recursive: true });
  for (const slug of slugs) fs.copyFileSync(path.join(dataDir, 'styles', `${slug}.md`), path.join(dir, 'styles', `${slug}.md`));
  return dir;
}

async function main(argv: readonly string[]): Promise<number> {
  const started = performance.now();
  const dataDir = path.resolve('data');
  const all = fs.readdirSync(path.join(dataDir, 'styles')).filter((f) => f.endsWith('.md')).map((f) => f.slice(0, -3)).sort();
  const unknown = argv.filter((s) => !all.includes(s));
  if (unknown.length > 0) {
    process.stderr.write(`audit: no such style: ${unknown.join(', ')}\n`);
    return 2;
  }
  const slugs = argv.length > 0 ? [...new Set(argv)] : all;
  // Named styles are built on their own, so a style can be audited while another document of the library fails its checks.
  const source = argv.length > 0 ? subsetDataDir(dataDir, slugs) : dataDir;
  const distDir = auditDistDir(argv.length > 0 ? subsetKey(slugs) : process.cwd());
  // It judges what is painted, not versions: a document being fixed is audited before `npm run version` records it.
  const built = await runBuild({ dataDir: source, distDir, baseUrl: BASE_URL }, { unversioned: 'warn' });
  if (!built.ok) {
    // Problems in a subset name the document in data/, where it is edited.
    const messages = built.messages.map((m) => m.split(path.relative(process.cwd(), source)).join(path.relative(process.cwd(), dataDir)));
    process.stderr.write(`audit: the library does not build:\n${messages.join('\n')}\n`);
    return 2;
  }
  const total = slugs.length * 2;
  let done = 0;
  const progress = (r: PageAudit) => {
    done++;
    if (process.stderr.isTTY || done % 20 === 0 || done === total) process.stderr.write(`audit: ${done}/${total} pages (${r.style} ${r.mode})${process.stderr.isTTY ? '\r' : '\n'}`);
  };
  const results = await runAudit({ distDir, slugs, onPage: progress, debug: process.env.AUDIT_DEBUG === '1' });
  if (process.stderr.isTTY) process.stderr.write('\n');
  const seconds = (performance.now() - started) / 1000;
  const summary = writeReport(results, seconds);
  for (const f of sortedFailures(results)) process.stdout.write(`${failureLine(f)}\n`);
  process.stderr.write(`${summaryText(summary, seconds)}\n`);
  return summary.failures > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`audit: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(2);
  },
);
