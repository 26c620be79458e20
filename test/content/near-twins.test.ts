/**
 * Issue 20: no near-twins. Every pair of styles in the library is scored with the `/similar` score
 * (generator/similarity: palette in OKLab, type, effects, font kinds, keywords, era, mode; 1 = identical
 * features, about 0.5 for unrelated styles), computed here from data/ with the project's own parser.
 *
 * THRESHOLD = 0.65. Over the 7,381 pairs of the 122 styles of November 2026 the median score is 0.416 and
 * the 99th percentile 0.571; six pairs passed 0.65: Claymorphism / Inflated UI (0.705), Fluent Acrylic /
 * Windows 11 Mica (0.681, both the Windows 11 window), Neo-Skeuomorphism / Soft UI (0.679) and three
 * pairs that share one lineage on purpose (Bloomberg Terminal / Developer Tool Dark 0.673, Developer
 * Tool Dark / OLED True Black 0.660, Cottagecore / Earth-Tone Craft 0.654). Just below 0.65 the pairs
 * are looks a reader tells apart at a glance (Bloomberg / OLED 0.644, iOS 7 / Material 0.641,
 * Vaporwave / Windows XP 0.637, Swiss International / Dieter Rams 0.630), so a lower bound would list
 * distinct looks. The score cannot see every twin: it weighs type, keywords, era and mode beside the
 * tokens, so two styles can share a look and a use case under it (Sunset / Vibrant Gradient 0.634,
 * Neo-Skeuomorphism / Soft 3D 0.481, Dark Glow Gradient / Linear-Style Dark SaaS 0.447). The pairs the
 * issue named are therefore held to a stricter bound, NAMED_BOUND = 0.60 (about the top 0.5 % of pairs).
 *
 * A pair over a bound passes only when data/siblings.yaml lists it as deliberate siblings (the two
 * slugs and one sentence on how they differ) and each document's body names the other (its slug or its
 * name). Every pair the issue named must, whatever its score, have each document's body name the other
 * (the issue's "each saying how it differs"): a reader who finds one finds the other and the tokens that
 * tell them apart. An entry marked `pending: true` is a pair still being resolved (another branch edits one of its
 * documents): it is reported, not failed, and the naming check waits for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { parseStyleDocument } from '../../generator/documents/parse-document';
import { readSources } from '../../generator/documents/read-sources';
import { toStyleRecord } from '../../generator/documents/style-record';
import { toSummary } from '../../generator/responses/style-summary';
import { styleFeatures } from '../../generator/similarity/features';
import { similarityScore } from '../../generator/similarity/nearest';

export const THRESHOLD = 0.65;
export const NAMED_BOUND = 0.6;
/** The near-twins issue 20 named, resolved by making them distinct or by listing them as siblings. */
const NAMED: [string, string][] = [
  ['fluent-acrylic', 'windows-11-mica'],
  ['sunset-gradient', 'vibrant-gradient'],
  ['neo-skeuomorphism', 'soft-3d'],
  ['dark-glow-gradient', 'linear-dark-saas'],
  ['soft-ui', 'tactile-soft-controls'],
  ['soft-ui', 'letterpress-emboss'],
  ['tactile-soft-controls', 'letterpress-emboss'],
  ['neo-skeuomorphism', 'tactile-soft-controls'],
  ['neo-skeuomorphism', 'soft-ui'],
];

interface Sibling {
  slugs: [string, string];
  differ: string;
  pending?: boolean;
  note?: string;
}

const dataDir = inject('dataDir');
const styles = readSources(path.join(dataDir, 'styles')).map((source) => {
  const parsed = parseStyleDocument(source);
  if (!parsed.ok) throw new Error(`${source.file} does not parse`);
  const style = toStyleRecord(parsed.doc);
  const summary = toSummary(style, 'http://api.test');
  return { slug: source.slug, name: summary.title, body: parsed.doc.body, features: styleFeatures(style.tokens, summary) };
});
const bySlug = new Map(styles.map((s) => [s.slug, s]));
const key = (a: string, b: string) => [a, b].sort().join(' + ');

const pairs: { a: string; b: string; score: number }[] = [];
for (let i = 0; i < styles.length; i++)
  for (let j = i + 1; j < styles.length; j++) {
    const x = styles[i]!.features;
    const y = styles[j]!.features;
    const d = Math.sqrt(x.reduce((sum, v, k) => sum + (v - y[k]!) ** 2, 0));
    pairs.push({ a: styles[i]!.slug, b: styles[j]!.slug, score: similarityScore(d) });
  }
pairs.sort((p, q) => q.score - p.score);
const scoreOf = new Map(pairs.map((p) => [key(p.a, p.b), p.score]));

const siblingsFile = path.join(dataDir, 'siblings.yaml');
const siblings: Sibling[] = fs.existsSync(siblingsFile) ? ((parse(fs.readFileSync(siblingsFile, 'utf8')) as Sibling[] | null) ?? []) : [];
const listed = new Map(siblings.map((s) => [key(...s.slugs), s]));

/** Whether a document's body names another style, by slug or by name (with or without a parenthetical). */
const names = (body: string, other: { slug: string; name: string }) => {
  const text = body.toLowerCase();
  const plain = other.name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  return [other.slug, other.name, plain].some((n) => n && text.includes(n.toLowerCase()));
};

describe('near-twins (issue 20)', () => {
  it('prints the closest pairs', () => {
    console.log(`closest pairs (threshold ${THRESHOLD}):\n${pairs.slice(0, 20).map((p) => `  ${p.score.toFixed(3)}  ${p.a} + ${p.b}`).join('\n')}`);
    const pending = siblings.filter((s) => s.pending);
    if (pending.length) console.warn(`pending siblings (issue 20, still to resolve):\n${pending.map((s) => `  ${key(...s.slugs)}: ${s.note ?? s.differ}`).join('\n')}`);
  });

  it('lists well-formed siblings: two existing styles and one sentence on how they differ', () => {
    for (const s of siblings) {
      expect(s.slugs, JSON.stringify(s)).toHaveLength(2);
      for (const slug of s.slugs) expect(bySlug.has(slug), `${slug} in data/siblings.yaml is not a style`).toBe(true);
      expect(typeof s.differ === 'string' && s.differ.trim().length > 20, `${key(...s.slugs)}: say how they differ`).toBe(true);
    }
    expect(listed.size, 'a pair is listed twice').toBe(siblings.length);
  });

  it(`finds no two styles above ${THRESHOLD} unless they are listed siblings`, () => {
    const twins = pairs.filter((p) => p.score > THRESHOLD && !listed.has(key(p.a, p.b)));
    expect(twins.map((p) => `${p.score} ${p.a} + ${p.b}`)).toEqual([]);
  });

  it(`keeps the near-twins the issue named under ${NAMED_BOUND} unless they are listed siblings`, () => {
    const twins = NAMED.filter(([a, b]) => bySlug.has(a) && bySlug.has(b) && scoreOf.get(key(a, b))! > NAMED_BOUND && !listed.has(key(a, b)));
    expect(twins.map(([a, b]) => `${scoreOf.get(key(a, b))} ${a} + ${b}`)).toEqual([]);
  });

  it('has each pair the issue named name the other in both bodies, whatever its score', () => {
    console.log(`named pairs (bound ${NAMED_BOUND}):\n${NAMED.map(([a, b]) => `  ${scoreOf.get(key(a, b))?.toFixed(3) ?? 'gone'}  ${a} + ${b}`).join('\n')}`);
    const missing: string[] = [];
    for (const [a, b] of NAMED) {
      const x = bySlug.get(a);
      const y = bySlug.get(b);
      if (!x || !y || listed.get(key(a, b))?.pending) continue;
      if (!names(x.body, y)) missing.push(`${a} does not name ${b}`);
      if (!names(y.body, x)) missing.push(`${b} does not name ${a}`);
    }
    expect(missing).toEqual([]);
  });

  it('has each sibling name the other in its body', () => {
    const missing: string[] = [];
    for (const s of siblings.filter((x) => !x.pending)) {
      const [a, b] = s.slugs.map((slug) => bySlug.get(slug)!);
      if (!names(a!.body, b!)) missing.push(`${a!.slug} does not name ${b!.slug}`);
      if (!names(b!.body, a!)) missing.push(`${b!.slug} does not name ${a!.slug}`);
    }
    expect(missing).toEqual([]);
  });
});
