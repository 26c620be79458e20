/** The relevance set (issues 4 and 10) against the real library, through the Lunr shards the gateway loads from dist/. */
import { describe, expect, inject, it } from 'vitest';
import type { StyleSummary } from '../../generator/contract/schemas';
import { matchOrdinals, type ScoringBackend } from '../../generator/search/rank';
import { planQuery } from '../../generator/search/query-plan';
import { lunrBackend, rankWith } from '../../generator/search/search-styles';
import { loadDist } from '../../gateway/dist-store';
import { RELEVANCE_CASES, type RelevanceCase } from './relevance-cases';

const { search } = loadDist(inject('distDir'));
const styles: StyleSummary[] = [...search.styles.values()].sort((a, b) => a.id - b.id);
const slugs = new Set(styles.map((s) => s.slug));

const TARGETS: Array<[string, ScoringBackend]> = [['lunr shards loaded from dist/', lunrBackend(search.shards, new Map(styles.map((s, i) => [String(s.id), i])))]];

it('is a set of at least 40 queries naming only styles of the library', () => {
  expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
  const named = RELEVANCE_CASES.flatMap((c) => [...(c.top3 ?? []), ...(c.top3Within ?? []), ...(c.absent ?? [])]);
  expect(named.filter((slug) => !slugs.has(slug))).toEqual([]);
  expect(styles.length).toBeGreaterThanOrEqual(120);
});

describe.each(TARGETS)('search relevance (%s)', (_, backend) => {
  const rank = (q: string) => rankWith(backend, styles, q).map((s) => s.slug);

  it.each(RELEVANCE_CASES)('$q', ({ q, top3, top3Within, absent }: RelevanceCase) => {
    const results = rank(q);
    const first = results.slice(0, 3);
    for (const slug of top3 ?? []) expect(first, `"${q}": ${slug} in the top 3`).toContain(slug);
    for (const slug of top3Within ? first : []) expect(top3Within, `"${q}": ${slug} belongs in the top 3`).toContain(slug);
    for (const slug of absent ?? []) expect(results, `"${q}": ${slug} must not match`).not.toContain(slug);
  });

  it.each([
    [['minimal', 'minimalism', 'minimalist', 'MINIMAL']],
    [['80s', '1980s', 'eighties', 'Eighties']],
    [['60s', '1960s', 'sixties']],
    [['20s', '1920s', 'twenties']],
    [['futurism', 'futuristic', 'futurist']],
    [['colour', 'color']],
    [['colours', 'colors']],
    [['neumorphism', 'neumorphsim', 'nuemorphism']],
  ])('finds the same styles for each of %j', (forms) => {
    const sets = forms.map((q) => [...rank(q)].sort());
    expect(sets[0]!.length).toBeGreaterThan(0);
    for (const set of sets) expect(set).toEqual(sets[0]);
  });

  it.each([
    ['ART DÉCO', 'art deco'],
    ['Matías', 'matias'],
    ['  Frosted   GLASS ', 'frosted glass'],
    ['title:glass', 'title glass'],
    ['"frosted glass"', 'frosted glass'],
    ['+glass -flat', 'glass flat'],
    ['glass*', 'glass'],
    ['neo~2', 'neo 2'],
    ['flat^10', 'flat 10'],
    ['glass AND flat', 'glass flat'],
    ['glass xyzzy', 'glass'],
  ])('ranks %j exactly as %j', (q, plain) => {
    expect(rank(q)).toEqual(rank(plain));
  });

  it('breaks ties by id, and orders everything else by score', () => {
    for (const { q } of RELEVANCE_CASES) {
      const { scores } = matchOrdinals(backend, planQuery(q));
      const ranked = rankWith(backend, styles, q).map((s) => styles.indexOf(s));
      for (let i = 1; i < ranked.length; i++) {
        const [a, b] = [ranked[i - 1]!, ranked[i]!];
        expect(scores[a]! > scores[b]! || (scores[a] === scores[b] && styles[a]!.id < styles[b]!.id), `"${q}" at ${i}`).toBe(true);
      }
    }
  });

  it.each(['xyzzy', 'the and of', 'zzzzzzzz qqqqqq'])('finds nothing for %j', (q) => {
    expect(rank(q)).toEqual([]);
  });
});
