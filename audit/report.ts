/**
 * The render audit's report: the failure lines for stdout, a summary (per check, per style), and the
 * files under test-artifacts/audit/: report.json (every measurement and failure) and report.html (the
 * failures beside each failing page's screenshot, relative links, viewable offline).
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../generator/portal/html';
import { CHECKS, failureLine, type Check, type Failure } from './checks';
import type { PageAudit } from './run-audit';

export const REPORT_DIR = path.resolve('test-artifacts/audit');

export interface AuditSummary {
  pages: number;
  failures: number;
  byCheck: Record<Check, number>;
  /** Styles by failures, most first. */
  byStyle: [string, number][];
}

export function summarize(results: readonly PageAudit[]): AuditSummary {
  const failures = results.flatMap((r) => r.failures);
  const byCheck = Object.fromEntries(CHECKS.map((c) => [c, failures.filter((f) => f.check === c).length])) as Record<Check, number>;
  const styles = new Map<string, number>();
  for (const f of failures) styles.set(f.style, (styles.get(f.style) ?? 0) + 1);
  return { pages: results.length, failures: failures.length, byCheck, byStyle: [...styles].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])) };
}

/** Failures in a stable order: style, mode, component, check. */
export function sortedFailures(results: readonly PageAudit[]): Failure[] {
  const key = (f: Failure) => [f.style, f.mode, f.component, f.check].join('\0');
  return results.flatMap((r) => r.failures).sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

export function summaryText(summary: AuditSummary, seconds: number): string {
  const checks = Object.entries(summary.byCheck).filter(([, n]) => n > 0).map(([c, n]) => `${c} ${n}`).join(', ');
  const top = summary.byStyle.slice(0, 10).map(([s, n]) => `${s} ${n}`).join(', ');
  return [
    `render audit: ${summary.failures} failures in ${summary.pages} pages (${summary.byStyle.length} styles failing) in ${seconds.toFixed(1)} s`,
    ...(checks ? [`  by check: ${checks}`] : []),
    ...(top ? [`  most: ${top}`] : []),
    `  report: ${path.relative(process.cwd(), path.join(REPORT_DIR, 'report.html'))}`,
  ].join('\n');
}

const shotName = (r: PageAudit) => `shots/${r.style}-${r.mode}.${r.shot?.type === 'png' ? 'png' : 'jpg'}`;

function html(results: readonly PageAudit[], summary: AuditSummary): string {
  const failing = results.filter((r) => r.failures.length > 0).sort((a, b) => a.style.localeCompare(b.style) || a.mode.localeCompare(b.mode));
  const checks = Object.entries(summary.byCheck).map(([c, n]) => `<li>${c}: ${n}</li>`).join('');
  const styles = summary.byStyle.map(([s, n]) => `<li><a href="#${s}-light">${escapeHtml(s)}</a>: ${n}</li>`).join('');
  const sections = failing
    .map((r) => {
      const rows = r.failures
        .map((f) => `<tr><td>${escapeHtml(f.component)}</td><td>${f.check}</td><td>${escapeHtml(f.measured)}</td><td>${escapeHtml(f.required)}</td><td>${escapeHtml(f.detail ?? '')}</td></tr>`)
        .join('\n');
      return `<section id="${r.style}-${r.mode}">
<h2>${escapeHtml(r.style)} · ${r.mode} · ${r.failures.length} failures</h2>
<table><thead><tr><th>Component</th><th>Check</th><th>Measured</th><th>Required</th><th>Detail</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<details><summary>Screenshot</summary><a href="${shotName(r)}"><img src="${shotName(r)}" alt="${escapeHtml(r.style)} in ${r.mode} mode" loading="lazy"></a></details>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Render audit · ${summary.failures} failures</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #111; background: #fff; }
table { border-collapse: collapse; margin: 8px 0; }
td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; vertical-align: top; }
img { max-width: 100%; border: 1px solid #ccc; }
ul.cols { columns: 4; }
</style>
</head>
<body>
<h1>Render audit: ${summary.failures} failures in ${summary.pages} pages</h1>
<p>Each line: component, check, what was measured, what is required. Text contrast is the 5th percentile of per-pixel ratios
of the text's colour against the pixels painted behind it; boundary and focus indicator follow WCAG 1.4.11. See docs/render-audit.md.</p>
<h2>By check</h2><ul>${checks}</ul>
<h2>By style</h2><ul class="cols">${styles}</ul>
${sections}
</body>
</html>
`;
}

/** Writes report.json, report.html and the failing pages' screenshots into `dir` (emptied first). */
export function writeReport(results: readonly PageAudit[], seconds: number, dir = REPORT_DIR): AuditSummary {
  const summary = summarize(results);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'shots'), { recursive: true });
  for (const r of results) if (r.shot) fs.writeFileSync(path.join(dir, shotName(r)), r.shot.data);
  const json = {
    seconds: Math.round(seconds * 10) / 10,
    summary,
    failures: sortedFailures(results),
    pages: results.map((r) => ({ style: r.style, mode: r.mode, ms: Math.round(r.ms), problems: r.problems, measurements: r.measurements })),
  };
  fs.writeFileSync(path.join(dir, 'report.json'), `${JSON.stringify(json, null, 1)}\n`);
  fs.writeFileSync(path.join(dir, 'report.html'), html(results, summary));
  return summary;
}

export { failureLine };
