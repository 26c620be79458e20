/**
 * Ranking shared by every index layout: how word and compound scores combine into one order.
 * An index only scores single clauses (a backend); this module decides who ranks and where.
 */
import type { QueryPlan, QueryWord } from './query-plan';

/** Clause weights: an exact form (stem included) beats a prefix, which beats a typo. */
export const CLAUSE_BOOST = { exact: 10, prefix: 2, fuzzy: 1, compound: 10 } as const;

/** Receives one score of one style; a style may receive several for one clause, and they add up. */
export type AddScore = (ordinal: number, score: number) => void;

/**
 * One index layout's scoring. Styles are numbered 0..size-1 in id order, so a lower number is a lower id.
 * Each method calls `add` for every style it matches, with a positive score.
 */
export interface ScoringBackend {
  readonly size: number;
  /** Exact variants (CLAUSE_BOOST.exact), prefix (CLAUSE_BOOST.prefix) and one-typo (CLAUSE_BOOST.fuzzy) matches of a word. */
  scoreWord(word: QueryWord, add: AddScore): void;
  /** Exact matches of one term, with CLAUSE_BOOST.compound. */
  scoreCompound(term: string, add: AddScore): void;
}

/** The styles a plan matches, unordered, with their summed scores (indexed by ordinal). */
export interface Matches {
  ordinals: number[];
  scores: Float64Array;
}

/**
 * The styles matching every word (a compound stands for both its words), with summed scores;
 * when none matches every word, those matching any word.
 */
export function matchOrdinals(backend: ScoringBackend, plan: QueryPlan): Matches {
  const { words, compounds } = plan;
  const scores = new Float64Array(backend.size);
  if (words.length === 0) return { ordinals: [], scores };
  // Bit i set: word i matched. MAX_WORDS (12) fits in 16 bits. Work is per posting, never per style of the library.
  const matched = new Uint16Array(backend.size);
  const touched: number[] = [];
  let bits = 0;
  const add: AddScore = (ordinal, score) => {
    if (!(score > 0)) return;
    if (matched[ordinal] === 0) touched.push(ordinal);
    scores[ordinal] = scores[ordinal]! + score;
    matched[ordinal] = matched[ordinal]! | bits;
  };
  words.forEach((word, i) => {
    bits = 1 << i;
    backend.scoreWord(word, add);
  });
  for (const compound of compounds) {
    bits = (1 << compound.covers[0]) | (1 << compound.covers[1]);
    backend.scoreCompound(compound.text, add);
  }
  const all = (1 << words.length) - 1;
  const full = touched.filter((ordinal) => matched[ordinal] === all);
  return { ordinals: full.length > 0 ? full : touched, scores };
}

/** The rank order: higher score first, ties to the lower ordinal, which is the lower id. */
const before = (scores: Float64Array, a: number, b: number): boolean => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);

/**
 * The first `count` matches in rank order. For a first page only those are ordered (a bounded heap,
 * O(n log count)) rather than every match; a deep page sorts everything.
 */
export function topOrdinals({ ordinals, scores }: Matches, count: number): number[] {
  const byRank = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
  if (count * 4 >= ordinals.length) return [...ordinals].sort(byRank).slice(0, count);
  // Min-heap on rank: its root is the worst of the best `count` seen so far.
  const heap: number[] = [];
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const ordinal of ordinals) {
    if (heap.length < count) {
      heap.push(ordinal);
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!before(scores, heap[parent]!, heap[i]!)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (before(scores, ordinal, heap[0]!)) {
      heap[0] = ordinal;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let worst = i;
        if (l < heap.length && before(scores, heap[worst]!, heap[l]!)) worst = l;
        if (r < heap.length && before(scores, heap[worst]!, heap[r]!)) worst = r;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(byRank);
}

/** Every match in rank order: full matches (else partial ones), by score, ties to the lower id. */
export function rankOrdinals(backend: ScoringBackend, plan: QueryPlan): number[] {
  const matches = matchOrdinals(backend, plan);
  return topOrdinals(matches, matches.ordinals.length);
}
