/**
 * Runs a user's text against the Lunr index. The text is never handed to lunr's query parser:
 * query-plan.ts folds it into plain words, and each word becomes lunr clauses built here.
 */
import lunr from 'lunr';
import type { SearchParams } from '../contract/parse-params';
import type { StyleSummary } from '../contract/schemas';
import { pagination, type Page } from '../paging';
import { WORD_FIELDS } from './index-definition';
import { documentRefs, runLunrQuery } from './lunr-query';
import { planQuery, type QueryWord } from './query-plan';
import type { StyleTable } from './style-table';
import { CLAUSE_BOOST, matchOrdinals, rankOrdinals, topOrdinals, type AddScore, type ScoringBackend } from './rank';

export interface SearchEngine {
  /** The index shards (index-definition.ts SHARD_SIZE), refs being ids. */
  shards: readonly lunr.Index[];
  /** Summary of every indexed style, by slug (style-table.ts: each read when a result shows it). */
  styles: StyleTable;
}

/**
 * Lunr as a ScoringBackend over every shard: one lunr query per word or compound, clauses built
 * programmatically and run by runLunrQuery (lunr's scores, without lunr's per-match metadata; issue 22). A word's exact and prefix clauses run first; its one-typo clause runs only when they
 * match nothing, since expanding a typo over the whole vocabulary is the costly part of a query.
 */
export function lunrBackend(shards: readonly lunr.Index[], ordinals: ReadonlyMap<string, number>): ScoringBackend {
  // Each shard's document numbers (lunr-query.ts) as ordinals; -1 for a style `ordinals` does not hold.
  const shardOrdinals = shards.map((index) => Int32Array.from(documentRefs(index), (ref) => ordinals.get(ref) ?? -1));
  const run = (build: lunr.Index.QueryBuilder, add: AddScore) => {
    shards.forEach((index, s) => {
      const toOrdinal = shardOrdinals[s]!;
      runLunrQuery(index, build, (doc, score) => {
        const i = toOrdinal[doc]!;
        if (i >= 0) add(i, score);
      });
    });
  };
  return {
    size: ordinals.size,
    scoreWord(word: QueryWord, add: AddScore) {
      let matched = false;
      run(
        (query) => {
          for (const variant of word.variants) query.term(variant, { usePipeline: false, boost: CLAUSE_BOOST.exact });
          if (word.prefix) query.term(word.text, { usePipeline: false, fields: [...WORD_FIELDS], wildcard: lunr.Query.wildcard.TRAILING, boost: CLAUSE_BOOST.prefix });
        },
        (i, score) => {
          matched = true;
          add(i, score);
        },
      );
      if (!matched && word.fuzzy) run((query) => query.term(word.text, { usePipeline: false, fields: [...WORD_FIELDS], editDistance: 1, boost: CLAUSE_BOOST.fuzzy }), add);
    },
    scoreCompound(term: string, add: AddScore) {
      run((query) => query.term(term, { usePipeline: false, boost: CLAUSE_BOOST.compound }), add);
    },
  };
}

/** Styles in the order a backend numbers them (id order): an array, or summaries read on demand. */
export interface StylesByOrdinal {
  at(ordinal: number): StyleSummary | undefined;
}

/** Styles ranked by relevance for `q` by any backend; `styles` in id order, as the backend numbers them. */
export function rankWith(backend: ScoringBackend, styles: StylesByOrdinal, q: string): StyleSummary[] {
  return rankOrdinals(backend, planQuery(q)).map((i) => styles.at(i)!);
}

/** One page of `q`'s results by any backend; only the styles up to that page are put in order. */
export function searchWith(backend: ScoringBackend, styles: StylesByOrdinal, params: SearchParams): Page<StyleSummary> {
  const matches = matchOrdinals(backend, planQuery(params.q));
  const start = (params.page - 1) * params.limit;
  const top = start < matches.ordinals.length ? topOrdinals(matches, start + params.limit) : [];
  return { data: top.slice(start).map((i) => styles.at(i)!), pagination: pagination(matches.ordinals.length, params.page, params.limit) };
}

/** An engine's backend and its styles in id order, made on first use (the gateway's store holds one engine). */
const prepared = new WeakMap<SearchEngine, { backend: ScoringBackend; styles: StylesByOrdinal }>();

function lunrEngine(engine: SearchEngine): { backend: ScoringBackend; styles: StylesByOrdinal } {
  let found = prepared.get(engine);
  if (!found) {
    // By id and slug alone: a summary is read when a result shows it.
    const table = engine.styles;
    // The build writes them in id order already: V8 sorts with TimSort, which takes an ordered array in one pass.
    const slugs = [...table.keys()].sort((a, b) => table.idOf(a)! - table.idOf(b)!);
    const styles: StylesByOrdinal = { at: (i) => (slugs[i] === undefined ? undefined : table.get(slugs[i]!)) };
    found = { styles, backend: lunrBackend(engine.shards, new Map(slugs.map((slug, i) => [String(table.idOf(slug)), i]))) };
    prepared.set(engine, found);
  }
  return found;
}

/** Styles ranked by relevance for `q` (rank.ts states the rule; ties go to the lower id). */
export function rankStyles(engine: SearchEngine, q: string): StyleSummary[] {
  const { backend, styles } = lunrEngine(engine);
  return rankWith(backend, styles, q);
}

/** The answer of GET /api/search for valid parameters. */
export function searchStyles(engine: SearchEngine, params: SearchParams): Page<StyleSummary> {
  const { backend, styles } = lunrEngine(engine);
  return searchWith(backend, styles, params);
}
