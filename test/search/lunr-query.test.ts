/**
 * runLunrQuery (issue 22) answers every query as lunr.Index.query does: the same documents and the same
 * scores to the bit, on the shards loaded from dist/ (postings and vectors read from the flat layout), on the index built in memory, and on
 * a synthetic library of several shards with ties and long prefix expansions.
 */
import fs from 'node:fs';
import path from 'node:path';
import lunr from 'lunr';
import { describe, expect, inject, it } from 'vitest';
import { syntheticStyles } from '../../bench/synthetic-library';
import { MANIFEST_PATH, type Manifest } from '../../generator/build-site';
import { readDistSummaries } from '../../generator/search/style-table';
import type { StyleSummary } from '../../generator/contract/schemas';
import { buildSearchIndex, loadSearchIndex, compactIndex, WORD_FIELDS } from '../../generator/search/index-definition';
import type { CompactIndex } from '../../generator/search/index-serialization';
import { documentRefs, runLunrQuery } from '../../generator/search/lunr-query';
import { planQuery } from '../../generator/search/query-plan';
import { CLAUSE_BOOST } from '../../generator/search/rank';
import { RELEVANCE_CASES } from './relevance-cases';

const distDir = inject('distDir');
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_PATH), 'utf8')) as Manifest;
const shipped = readDistSummaries(distDir);
const loaded = manifest.search.shards.map((shard) => loadSearchIndex(JSON.parse(fs.readFileSync(path.join(distDir, shard), 'utf8')) as CompactIndex));

/** Every clause builder search-styles.ts makes for a query: each word's exact + prefix, its typo, each compound. */
function builders(q: string): lunr.Index.QueryBuilder[] {
  const plan = planQuery(q);
  return [
    ...plan.words.flatMap((word) => [
      (query: lunr.Query) => {
        for (const variant of word.variants) query.term(variant, { usePipeline: false, boost: CLAUSE_BOOST.exact });
        if (word.prefix) query.term(word.text, { usePipeline: false, fields: [...WORD_FIELDS], wildcard: lunr.Query.wildcard.TRAILING, boost: CLAUSE_BOOST.prefix });
      },
      (query: lunr.Query) => query.term(word.text, { usePipeline: false, fields: [...WORD_FIELDS], editDistance: 1, boost: CLAUSE_BOOST.fuzzy }),
    ]),
    ...plan.compounds.map((compound) => (query: lunr.Query) => query.term(compound.text, { usePipeline: false, boost: CLAUSE_BOOST.compound })),
  ];
}

/** ref → score, from lunr and from runLunrQuery. */
const byLunr = (index: lunr.Index, build: lunr.Index.QueryBuilder) => new Map(index.query(build).map((r) => [r.ref, r.score]));
function byRunLunrQuery(index: lunr.Index, build: lunr.Index.QueryBuilder): Map<string, number> {
  const refs = documentRefs(index);
  const scores = new Map<string, number>();
  runLunrQuery(index, build, (doc, score) => scores.set(refs[doc]!, score));
  return scores;
}

const sorted = (scores: Map<string, number>) => [...scores].sort(([a], [b]) => a.localeCompare(b));

function expectSameAnswers(indexes: readonly lunr.Index[], queries: readonly string[]): number {
  let compared = 0;
  for (const q of queries) {
    for (const build of builders(q)) {
      for (const index of indexes) {
        // runLunrQuery first: on a loaded shard it reads the flat layout before lunr's reads make the posting objects and lunr.Vectors.
        const actual = sorted(byRunLunrQuery(index, build));
        const expected = sorted(byLunr(index, build));
        expect(actual, q).toEqual(expected);
        compared += expected.length;
      }
    }
  }
  return compared;
}

const QUERIES = [...RELEVANCE_CASES.map((c) => c.q), 'glass', 'ui', 'gl', 'co', 'dark mode', 'soft pastel shadow', '1985', 'a b c d e f g h i j k l m n'];

describe('runLunrQuery', () => {
  it('scores every relevance query as lunr.Index.query does, on the shards loaded from dist/', () => {
    expect(expectSameAnswers(loaded, QUERIES)).toBeGreaterThan(10_000);
  });

  it('scores them as lunr does on the index built in memory', () => {
    expectSameAnswers([buildSearchIndex(shipped)], QUERIES);
  });

  it('scores them as lunr does on a synthetic library in two shards, loaded back from the compact layout', () => {
    const styles = syntheticStyles(1200);
    const shards = [styles.slice(0, 1000), styles.slice(1000)].map((part) => loadSearchIndex(JSON.parse(JSON.stringify(compactIndex(buildSearchIndex(part)))) as CompactIndex));
    expect(expectSameAnswers(shards, ['glass', 'dark mode', 'frosted glass cards violet', 'gl', 'neumorphsim', 'scifi', '80s', 'soft ui'])).toBeGreaterThan(1000);
  });

  it('numbers documents in the order of the index', () => {
    expect(documentRefs(loaded[0]!)).toEqual([...shipped].sort((a, b) => a.id - b.id).map((s) => String(s.id)));
  });
});
