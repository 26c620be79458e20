/** The compact layout scores like Lunr: same matches, same scores, for every word of the library and its typos. */
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SEARCH_STYLES_PATH } from '../../generator/build-site';
import type { StyleSummary } from '../../generator/contract/schemas';
import { buildCompactIndex, compactBackend, withinOneEdit } from '../../generator/search/compact-index';
import { buildSearchIndex, searchDocument } from '../../generator/search/index-definition';
import { planQuery } from '../../generator/search/query-plan';
import { lunrBackend } from '../../generator/search/search-styles';
import { wordsOf } from '../../generator/search/text';

/** Optimal string alignment distance (Levenshtein plus swaps of neighbours), the reference for withinOneEdit. */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

describe('withinOneEdit', () => {
  it.each([
    ['glass', 'glass', true],
    ['glass', 'gloss', true],
    ['glass', 'glas', true],
    ['glas', 'glass', true],
    ['neumorphsim', 'neumorphism', true],
    ['bauhuas', 'bauhaus', true],
    ['holografic', 'holographic', false],
    ['abc', 'cab', false],
    ['', 'a', true],
    ['ab', 'ba', true],
  ])('%s ~ %s: %s', (a, b, within) => {
    expect(withinOneEdit(a, b)).toBe(within);
  });

  it('agrees with the optimal string alignment distance', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 7 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(withinOneEdit(a, b), `${a} ~ ${b}`).toBe(osaDistance(a, b) <= 1);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('compact layout against lunr, on the shipped library', () => {
  const styles = (JSON.parse(fs.readFileSync(path.join(inject('distDir'), SEARCH_STYLES_PATH), 'utf8')) as StyleSummary[]).sort((a, b) => a.id - b.id);
  const lunr = lunrBackend(buildSearchIndex(styles), new Map(styles.map((s, i) => [s.slug, i])));
  const compact = compactBackend(buildCompactIndex(styles));
  const vocabulary = [...new Set(styles.flatMap((s) => Object.values(searchDocument(s)).flatMap(wordsOf)))].sort();

  /** Scores of one word (exact, prefix and typo clauses) or one compound, by both layouts. */
  const both = (text: string) => {
    const plan = planQuery(text);
    return [lunr, compact].map((backend) => {
      const into = new Float64Array(styles.length);
      const add = (ordinal: number, score: number) => (into[ordinal] = into[ordinal]! + score);
      for (const word of plan.words) backend.scoreWord(word, add);
      for (const compound of plan.compounds) backend.scoreCompound(compound.text, add);
      return into;
    });
  };

  const expectSameScores = (text: string) => {
    const [fromLunr, fromCompact] = both(text);
    expect([...fromCompact!].map((s) => s > 0), text).toEqual([...fromLunr!].map((s) => s > 0));
    fromLunr!.forEach((score, i) => expect(fromCompact![i], `${text}: style ${i}`).toBeCloseTo(score, 3));
  };

  it('scores every word of the library, and every pair of neighbouring ones, as lunr does', () => {
    expect(vocabulary.length).toBeGreaterThan(1000);
    for (const word of vocabulary) expectSameScores(word);
    for (let i = 1; i < vocabulary.length; i += 7) expectSameScores(`${vocabulary[i - 1]} ${vocabulary[i]}`);
  });

  it('finds the same typos as lunr', () => {
    const typo = fc.tuple(fc.constantFrom(...vocabulary.filter((w) => w.length >= 5)), fc.nat(), fc.constantFrom('drop', 'swap', 'change', 'add'));
    fc.assert(
      fc.property(typo, ([word, at, edit]) => {
        const i = at % word.length;
        const typed =
          edit === 'drop' ? word.slice(0, i) + word.slice(i + 1)
          : edit === 'swap' ? word.slice(0, i) + (word[i + 1] ?? '') + word[i] + word.slice(i + 2)
          : edit === 'change' ? `${word.slice(0, i)}x${word.slice(i + 1)}`
          : `${word.slice(0, i)}e${word.slice(i)}`;
        expectSameScores(typed);
      }),
      { numRuns: 300 },
    );
  });
});
