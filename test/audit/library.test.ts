/**
 * Issue 17: the render audit over the whole built library, both modes. Writes test-artifacts/audit/
 * (report.json, report.html) and fails with the failure lines (`style mode component check measured
 * required`); `npm run audit -- <slug>` reproduces a style's lines on its own.
 */
import { expect, inject, it } from 'vitest';
import { failureLine } from '../../audit/checks';
import { sortedFailures, summaryText, writeReport } from '../../audit/report';
import { runAudit } from '../../audit/run-audit';
import { loadDist } from '../../gateway/dist-store';

it('finds nothing illegible, invisible or indistinct in any style, in either mode', async () => {
  const distDir = inject('distDir');
  const slugs = [...loadDist(distDir).search.styles.values()].map((s) => s.slug).sort();
  const started = performance.now();
  const results = await runAudit({ distDir, slugs });
  const summary = writeReport(results, (performance.now() - started) / 1000);
  expect(results).toHaveLength(slugs.length * 2);
  const lines = sortedFailures(results).map(failureLine);
  expect(lines, `${summaryText(summary, (performance.now() - started) / 1000)}\n${lines.join('\n')}`).toEqual([]);
  // 244 pages: minutes, and many more when the machine is shared.
}, 1_800_000);
