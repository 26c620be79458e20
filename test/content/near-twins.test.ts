/**
 * Issues 20 and 32: no near-twins. Every pair of styles in the library is scored with the `/similar` score
 * (generator/similarity: what a reader sees in both modes, the palette in OKLab with the page, its surfaces
 * (translucent fills laid over it), the action, text, the page's gradient light and how many hues the palette
 * holds; corners, glass with its clarity and blur, shadows, grain, borders; then font kinds, type, keywords,
 * era and default mode; 1 = identical features, about 0.45 for unrelated styles), computed here from data/
 * with the project's own parser.
 *
 * Issue 32 made the score see what readers see. Before, it read the default mode only, knew glass only as
 * "has a fill and a blur", and let the metadata outweigh the tokens (the `type` alone was 0.2 of the
 * distance; the palette, in OKLab units, counted a twentieth of its nominal weight): aurora-glass and
 * aurora-gradient, one smoked glass over one green and violet aurora with one mint pill, scored 0.466.
 * Now each block is scaled by its spread over the library, palette and effects are taken in both modes,
 * and the pre-fix pair (test/fixtures/near-twins) scores 0.604, above NAMED_BOUND: the test below fails on
 * it (0.478 once the two were made distinct).
 *
 * THRESHOLD = 0.65. Over the 9,730 pairs of the 140 styles of November 2026 the new score's median is 0.444
 * and its 99th percentile 0.571 (99.5th 0.587; 33 pairs above 0.60): the tail sits where the old score's did
 * (median 0.418, 99th percentile 0.575 over 7,381 pairs), so the bounds stay. Six pairs pass 0.65, none of
 * which the old score flagged, all light styles with a blue or violet action and soft or flat surfaces: IBM
 * Carbon / Salesforce Lightning (0.685), Mediterranean Whitewash / Soft UI (0.683), Mac OS X Aqua / Soft 3D
 * (0.673), Flat Illustration / Fluent 2 (0.657), Claymorphism / Soft 3D (0.654) and Flat Illustration /
 * Soft 3D (0.652); none is one look under two names (gloss against matte, the light's direction, corners and
 * type tell them apart, which the score reads coarsely), so each is listed in data/siblings.yaml as deliberate
 * siblings and each body names the other with the difference its tokens show. Just below 0.65 sit looks a reader tells apart by their corners, shadows or type (Adobe
 * Spectrum 2 / Atlassian 0.648, Claymorphism / Flat Illustration 0.646, Bauhaus / De Stijl 0.645,
 * siblings; Cottagecore / Earth-Tone Craft 0.635, siblings; Swiss Brutalism / Swiss International 0.622,
 * siblings). The pairs the issues named are held to NAMED_BOUND = 0.60 (about the top 0.4 % of pairs).
 *
 * A pair over a bound passes only when data/siblings.yaml lists it as deliberate siblings (the two
 * slugs and one sentence on how they differ) and each document's body names the other (its slug or its
 * name). Every pair the issues named must, whatever its score, have each document's body name the other
 * (the issue's "each saying how it differs"): a reader who finds one finds the other and the tokens that
 * tell them apart. An entry marked `pending: true` is a pair still being resolved (another branch edits one of its
 * documents): it is reported, not failed, and the naming check waits for it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { parseStyleDocument } from '../../generator/documents/parse-document';
import { readSources, type SourceDocument } from '../../generator/documents/read-sources';
import type { StyleTokens } from '../../generator/tokens/theme';
import { toStyleRecord } from '../../generator/documents/style-record';
import { toSummary } from '../../generator/responses/style-summary';
import { styleFeatures } from '../../generator/similarity/features';
import { similarityScore } from '../../generator/similarity/nearest';

export const THRESHOLD = 0.65;
export const NAMED_BOUND = 0.6;
/** The near-twins issues 20 and 32 named, resolved by making them distinct or by listing them as siblings. */
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
  ['aurora-glass', 'aurora-gradient'],
  ['swiss-brutalism', 'swiss-international'],
  ['developer-tool-dark', 'github-primer'],
  ['dark-neumorphism', 'soft-ui'],
  ['constructivism', 'dada'],
];

interface Sibling {
  slugs: [string, string];
  differ: string;
  pending?: boolean;
  note?: string;
}

const dataDir = inject('dataDir');
const record = (source: SourceDocument) => {
  const parsed = parseStyleDocument(source);
  if (!parsed.ok) throw new Error(`${source.file} does not parse`);
  const style = toStyleRecord(parsed.doc);
  const summary = toSummary(style, 'http://api.test');
  return { slug: source.slug, name: summary.title, body: parsed.doc.body, tokens: style.tokens, summary, features: styleFeatures(style.tokens, summary) };
};
const styles = readSources(path.join(dataDir, 'styles')).map(record);
const bySlug = new Map(styles.map((s) => [s.slug, s]));
const key = (a: string, b: string) => [a, b].sort().join(' + ');
const scoreBetween = (x: readonly number[], y: readonly number[]) => similarityScore(Math.sqrt(x.reduce((sum, v, k) => sum + (v - y[k]!) ** 2, 0)));

const pairs: { a: string; b: string; score: number }[] = [];
for (let i = 0; i < styles.length; i++)
  for (let j = i + 1; j < styles.length; j++) pairs.push({ a: styles[i]!.slug, b: styles[j]!.slug, score: scoreBetween(styles[i]!.features, styles[j]!.features) });
pairs.sort((p, q) => q.score - p.score);
const scoreOf = new Map(pairs.map((p) => [key(p.a, p.b), p.score]));

const siblingsFile = path.join(dataDir, 'siblings.yaml');
const siblings: Sibling[] = fs.existsSync(siblingsFile) ? ((parse(fs.readFileSync(siblingsFile, 'utf8')) as Sibling[] | null) ?? []) : [];
const listed = new Map(siblings.map((s) => [key(...s.slugs), s]));

/** The named pairs above NAMED_BOUND that data/siblings.yaml does not list, as `score a + b`. */
const namedTwins = (scores: ReadonlyMap<string, number>) =>
  NAMED.filter(([a, b]) => scores.has(key(a, b)) && scores.get(key(a, b))! > NAMED_BOUND && !listed.has(key(a, b))).map(([a, b]) => `${scores.get(key(a, b))} ${a} + ${b}`);

/** Whether a document's body names another style, by slug or by name (with or without a parenthetical). */
const names = (body: string, other: { slug: string; name: string }) => {
  const text = body.toLowerCase();
  const plain = other.name.replace(/\s*\(.*?\)\s*/g, ' ').trim();
  return [other.slug, other.name, plain].some((n) => n && text.includes(n.toLowerCase()));
};

describe('near-twins (issues 20 and 32)', () => {
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

  it(`keeps the near-twins the issues named under ${NAMED_BOUND} unless they are listed siblings`, () => {
    expect(namedTwins(scoreOf)).toEqual([]);
  });

  it('catches the aurora pair as it was before issue 32: one smoked glass over one aurora scores above the named bound', () => {
    // Copies of aurora-glass and aurora-gradient from before the fix (smoked glass at 62 % and 85 %, both
    // with a mint pill over a green and violet aurora): the named-pair check above fails on them.
    const before = readSources(path.resolve('test/fixtures/near-twins')).map(record);
    const [glass, gradient] = ['aurora-glass', 'aurora-gradient'].map((slug) => before.find((s) => s.slug === slug)!);
    const score = scoreBetween(glass!.features, gradient!.features);
    console.log(`aurora-glass + aurora-gradient before issue 32: ${score}; now: ${scoreOf.get(key('aurora-glass', 'aurora-gradient'))}`);
    expect(score).toBeGreaterThan(NAMED_BOUND);
    const withBefore = new Map(scoreOf).set(key('aurora-glass', 'aurora-gradient'), score);
    expect(listed.has(key('aurora-glass', 'aurora-gradient'))).toBe(false);
    expect(namedTwins(withBefore)).toContain(`${score} aurora-glass + aurora-gradient`);
  });

  it('sees both modes and the surfaces\' translucency, not the default mode alone', () => {
    const glass = bySlug.get('aurora-glass')!;
    const same = (tokens: StyleTokens) => scoreBetween(glass.features, styleFeatures(tokens, glass.summary));
    // Only the light mode's page changes: a reader who switches modes sees another style.
    const light = structuredClone(glass.tokens);
    light.modes!.light!.colors = { ...light.modes!.light!.colors, surface: '#1A1A1A' };
    expect(same(light)).toBeLessThan(0.95);
    // Only the panes' opacity changes, clear glass to solid: the score sees it.
    const solid = structuredClone(glass.tokens);
    solid.colors = { ...solid.colors, 'glass-tint': '#0A0F24' };
    expect(same(solid)).toBeLessThan(0.95);
    expect(same(structuredClone(glass.tokens))).toBe(1);
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
