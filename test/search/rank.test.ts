/** rank.ts: how word and compound scores combine (every word, else any word; score; lower id), and the partial sort. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planQuery } from '../../generator/search/query-plan';
import { matchOrdinals, rankOrdinals, topOrdinals, type AddScore, type ScoringBackend } from '../../generator/search/rank';

/** A backend answering from a table: term → score of each style (0 = no match, and never reported as one). */
function tableBackend(size: number, table: Record<string, number[]>): ScoringBackend {
  const scoreTerm = (term: string, add: AddScore) => (table[term] ?? []).forEach((score, i) => add(i, score));
  return { size, scoreWord: (word, add) => scoreTerm(word.text, add), scoreCompound: scoreTerm };
}

describe('rankOrdinals', () => {
  const backend = tableBackend(5, {
    glass: [0, 3, 3, 0, 1],
    flat: [2, 0, 1, 0, 0],
    dark: [0, 0, 0, 4, 0],
    mode: [0, 0, 0, 0, 2],
    darkmode: [0, 5, 0, 0, 0],
  });

  it.each<[string, number[]]>([
    ['glass', [1, 2, 4]], // 1 and 2 tie at 3: the lower id first
    ['glass flat', [2]], // only style 2 matches every word
    ['flat glass', [2]],
    ['glass xyzzy', [1, 2, 4]], // nothing matches every word: any word, by score
    ['flat dark', [3, 0, 2]],
    ['dark mode', [1]], // the compound stands for both words: style 1 has only "darkmode"
    ['xyzzy', []],
    ['the of', []],
  ])('%j → %j', (q, ordinals) => {
    expect(rankOrdinals(backend, planQuery(q))).toEqual(ordinals);
  });

  it('adds compound scores to word scores', () => {
    const { scores } = matchOrdinals(backend, planQuery('dark mode'));
    expect([...scores]).toEqual([0, 5, 0, 4, 2]);
  });
});

describe('topOrdinals', () => {
  it('returns the first `count` of the full rank order, for any scores and count', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 300 }), fc.nat({ max: 320 }), (raw, count) => {
        const scores = Float64Array.from(raw);
        const ordinals = raw.flatMap((score, i) => (score > 0 ? [i] : []));
        const full = [...ordinals].sort((a, b) => scores[b]! - scores[a]! || a - b);
        expect(topOrdinals({ ordinals, scores }, count)).toEqual(full.slice(0, count));
      }),
    );
  });
});
