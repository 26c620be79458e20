/**
 * Runs a user's text against the index. The text is never handed to lunr's query parser:
 * it is folded into plain words and each word becomes lunr clauses built here, so `:`, `*`,
 * `~`, `^`, `+`, `-` and quotes have no meaning (spec 4.5: plain text).
 */
import lunr from 'lunr';
import type { SearchParams } from '../contract/parse-params';
import type { StyleSummary } from '../contract/schemas';
import { paginate, type Page } from '../paging';
import { variantsOf, wordsOf } from './text';

export interface SearchEngine {
  index: lunr.Index;
  /** Summary of every indexed style, by ref (slug). */
  styles: ReadonlyMap<string, StyleSummary>;
}

const EXACT_BOOST = 10;
const PREFIX_BOOST = 2;
const FUZZY_BOOST = 1;
/** Words this long get typo tolerance (one edit, transpositions included). */
const FUZZY_MIN_LENGTH = 5;
/** Bound the work a single request can cause. */
const MAX_WORDS = 12;

/** The words of `q` that can match: stop words ("the", "and") are dropped. */
export function queryWords(q: string): string[] {
  const words = wordsOf(q).filter((w) => lunr.stopWordFilter(new lunr.Token(w, {})) !== undefined);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Scores by ref for one word: exact (any variant), prefix, then one-typo matches. */
function matchWord(index: lunr.Index, word: string): Map<string, number> {
  const results = index.query((query) => {
    for (const variant of variantsOf(word)) query.term(variant, { usePipeline: false, boost: EXACT_BOOST });
    query.term(word, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: PREFIX_BOOST });
    if (word.length >= FUZZY_MIN_LENGTH) query.term(word, { usePipeline: false, editDistance: 1, boost: FUZZY_BOOST });
  });
  return new Map(results.map((r) => [r.ref, r.score]));
}

/**
 * Refs ranked by relevance: styles matching every word, by summed score; when none matches
 * every word, those matching any word. Ties go to the lower id.
 */
export function rankStyles(engine: SearchEngine, q: string): StyleSummary[] {
  const perWord = queryWords(q).map((word) => matchWord(engine.index, word));
  if (perWord.length === 0) return [];
  const total = new Map<string, number>();
  const hits = new Map<string, number>();
  for (const scores of perWord) {
    for (const [ref, score] of scores) {
      total.set(ref, (total.get(ref) ?? 0) + score);
      hits.set(ref, (hits.get(ref) ?? 0) + 1);
    }
  }
  const all = [...total.keys()].filter((ref) => hits.get(ref) === perWord.length);
  const refs = all.length > 0 ? all : [...total.keys()];
  return refs
    .map((ref) => ({ style: engine.styles.get(ref)!, score: total.get(ref)! }))
    .sort((a, b) => b.score - a.score || a.style.id - b.style.id)
    .map((r) => r.style);
}

/** The answer of GET /api/search for valid parameters. */
export function searchStyles(engine: SearchEngine, params: SearchParams): Page<StyleSummary> {
  return paginate(rankStyles(engine, params.q), params.page, params.limit);
}
