/**
 * Issue 17: the render audit over the whole built library, both modes. Writes test-artifacts/audit/
 * (report.json, report.html) and fails with the failure lines (`style mode component check measured
 * required`); `npm run audit -- <slug>` reproduces a style's lines on its own.
 *
 * The same pages, opened once, also answer the preview tests (issue 9: tokens, axe) and the font tests
 * (issue 18): test/portal/preview-probes.ts.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { failureLine } from '../../audit/checks';
import { sortedFailures, summaryText, writeReport } from '../../audit/report';
import { runAudit, type PageAudit } from '../../audit/run-audit';
import { loadDist } from '../../gateway/dist-store';
import type { StyleDetail } from '../../generator/contract/schemas';
import type { Mode } from '../../generator/contract/token-extensions';
import { modesOf, type StyleTokens } from '../../generator/tokens/theme';
import { AXE_SOURCE } from '../helpers/browser';
import { expectFonts, expectPreview, inspectPreview, type PreviewCase, type PreviewInspection } from '../portal/preview-probes';

/** Every style of the built library with its tokens and families, in id order. */
function libraryCases(distDir: string): PreviewCase[] {
  const store = loadDist(distDir);
  const json = <T>(route: string) => JSON.parse(store.get(route)!.body.toString()) as T;
  return [...store.search.styles.values()]
    .sort((a, b) => a.id - b.id)
    .map((s) => ({
      slug: s.slug,
      type: s.type,
      tokens: json<StyleTokens>(`/api/styles/${s.slug}/token`),
      families: json<StyleDetail>(`/api/styles/${s.slug}`).fonts.map((f) => f.family),
    }));
}

const distDir = inject('distDir');
/**
 * `AUDIT_SLUGS=a,b npx vitest run test/audit/library.test.ts` runs these tests for some styles only (the
 * slugs separated by commas or spaces); `AUDIT_DEBUG=1` prints each page's steps and their durations,
 * and the audit's time per page.
 */
const only = process.env.AUDIT_SLUGS?.split(/[\s,]+/).filter(Boolean);
const debug = process.env.AUDIT_DEBUG === '1';
const cases = libraryCases(distDir).filter((c) => !only || only.includes(c.slug));
const bySlug = new Map(cases.map((c) => [c.slug, c]));
let results: PageAudit[] = [];
let seconds = 0;
const inspection = (slug: string, mode: Mode): PreviewInspection => {
  const found = results.find((r) => r.style === slug && r.mode === mode);
  if (!found) throw new Error(`the audit did not render ${slug} in ${mode} mode`);
  return found.inspected as PreviewInspection;
};

beforeAll(async () => {
  const started = performance.now();
  let done = 0;
  results = await runAudit({
    distDir,
    slugs: cases.map((c) => c.slug).sort(),
    inspect: (page, slug, mode) => inspectPreview(page, bySlug.get(slug)!.tokens, mode),
    // The inspection's axe-core, in every page from its start.
    initScript: AXE_SOURCE,
    // A line every 40 pages, so a slow run shows where it is.
    onPage: () => void (++done % 40 === 0 && process.stderr.write(`render audit: ${done}/${cases.length * 2} pages\n`)),
    debug,
  });
  seconds = (performance.now() - started) / 1000;
  if (debug) process.stderr.write(`render audit: ${results.length} pages in ${seconds.toFixed(1)} s, ${Math.round((seconds * 1000) / results.length)} ms a page\n`);
  // 244 pages: minutes, and many more when the machine is shared.
}, 1_800_000);

it('finds nothing illegible, invisible or indistinct in any style, in either mode', () => {
  const summary = writeReport(results, seconds);
  expect(results).toHaveLength(cases.length * 2);
  const lines = sortedFailures(results).map(failureLine);
  expect(lines, `${summaryText(summary, seconds)}\n${lines.join('\n')}`).toEqual([]);
});

describe.each(cases)('preview of $slug', (style) => {
  it.each(modesOf(style.tokens))('renders its tokens in %s mode, with no serious axe violation (contrast among the components is measured by the audit)', (mode) => {
    expectPreview(inspection(style.slug, mode), style, mode);
  });

  it('renders in its own families, every one loaded from this origin and really in use', () => {
    expectFonts(inspection(style.slug, 'light'), style);
  });
});
