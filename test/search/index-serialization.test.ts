/**
 * The compact layout of a search shard (index-serialization.ts, token-set-layout.ts; issue 22): an index
 * built in memory, written compact, parsed and loaded back holds lunr's very token set (nodes, finals,
 * edges in order), serializes to the JSON lunr writes for the built index, writes the same compact layout
 * again, and scores every kind of clause (exact, prefix, typo) as lunr.Index.query does on the built index.
 * A query by runLunrQuery makes neither lunr's inverted index nor its vectors (the gateway's first query
 * would pay for them at every start).
 */
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { syntheticStyles } from '../../bench/synthetic-library';
import { flatVectors } from '../../generator/search/flat-vectors';
import { buildSearchIndex, compactIndex, loadSearchIndex, SEARCH_FIELDS, searchDocument, WORD_FIELDS } from '../../generator/search/index-definition';
import { COMPACT_FORMAT, type CompactIndex } from '../../generator/search/index-serialization';
import { documentRefs, runLunrQuery } from '../../generator/search/lunr-query';
import { variantsOf } from '../../generator/search/text';
import { loadTokenSet, tokenSetLayout } from '../../generator/search/token-set-layout';

/** lunr.TokenSet.fromArray (a static in lunr's source, an instance method in its typings). */
const fromArray = (words: string[]) => (lunr.TokenSet as unknown as { fromArray(words: string[]): lunr.TokenSet }).fromArray(words);
const tokenSetOf = (index: lunr.Index) => (index as unknown as { tokenSet: lunr.TokenSet }).tokenSet;

describe('compact search index layout', () => {
  const built = buildSearchIndex(syntheticStyles(400, 7));
  const text = JSON.stringify(compactIndex(built));
  const loaded = loadSearchIndex(JSON.parse(text) as CompactIndex);

  it("loads lunr's minimized token set node for node, edges in the same order", () => {
    const layout = tokenSetLayout(tokenSetOf(built));
    expect(tokenSetLayout(tokenSetOf(loaded))).toEqual(layout);
    expect(tokenSetOf(loaded).toArray()).toEqual(tokenSetOf(built).toArray());
    // What lunr.Index.load would rebuild from the terms: the same automaton.
    const terms = Object.keys((built as unknown as { invertedIndex: object }).invertedIndex).sort();
    expect(tokenSetLayout(fromArray(terms))).toEqual(layout);
    expect(layout.nodes.length).toBeLessThan(terms.reduce((n, t) => n + t.length, 0));
  });

  it('round-trips a token set with surrogate halves and digit labels', () => {
    const words = ['1985', '19x', 'a🎨', 'a🎨b', 'b', 'ba'];
    const set = fromArray(words);
    const again = loadTokenSet(JSON.parse(JSON.stringify(tokenSetLayout(set))) as ReturnType<typeof tokenSetLayout>);
    expect(again.toArray().sort()).toEqual(words);
    expect(again.toArray()).toEqual(set.toArray());
  });

  it('serializes to the JSON lunr writes for the built index, and compacts to the same bytes again', () => {
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(built));
    expect(JSON.stringify(compactIndex(loadSearchIndex(JSON.parse(text) as CompactIndex)))).toBe(text);
  });

  it('writes its numbers packed, refuses another format, and answers runLunrQuery from its layout alone', () => {
    const compact = JSON.parse(text) as CompactIndex;
    expect(compact.format).toBe(COMPACT_FORMAT);
    expect(compact.vectors[0]!.weights).toEqual({ width: expect.any(Number), base64: expect.any(String) });
    expect(compact.tokenSet.nodes).toEqual({ width: expect.any(Number), base64: expect.any(String) });
    expect(() => loadSearchIndex({ ...compact, format: 'lunr-compact-2' } as never)).toThrow(/unknown search index format/);
    const fresh = loadSearchIndex(compact);
    let found = 0;
    runLunrQuery(fresh, (q) => q.term('glass', { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING }), () => found++);
    expect(found).toBeGreaterThan(0);
    for (const lazy of ['invertedIndex', 'fieldVectors']) expect(Object.getOwnPropertyDescriptor(fresh, lazy)?.get).toBeDefined();
  });

  it('refuses a weight that is not in thousandths', () => {
    expect(() => flatVectors([[0, 0.0005]])).toThrow(/not in thousandths/);
  });

  it('refuses an index whose postings would not load back in lunr\'s order', () => {
    // Refs "10" then "9": lunr lists a posting's integer-like refs in ascending order, not in document order.
    const outOfOrder = lunr(function () {
      this.ref('id');
      this.field('text');
      this.add({ id: '10', text: 'glass' });
      this.add({ id: '9', text: 'glass' });
    });
    expect(() => compactIndex(outOfOrder)).toThrow(/not its vectors' documents in order/);
  });

  it('scores exact, prefix and typo clauses as lunr.Index.query does on the built index', () => {
    const clauses: lunr.Index.QueryBuilder[] = [
      (q) => q.term('glass', { usePipeline: false, boost: 10 }),
      (q) => q.term('gl', { usePipeline: false, fields: [...WORD_FIELDS], wildcard: lunr.Query.wildcard.TRAILING, boost: 3 }),
      (q) => q.term('neumorphsim', { usePipeline: false, fields: [...WORD_FIELDS], editDistance: 1 }),
      (q) => {
        q.term('dark', { usePipeline: false });
        q.term('mode', { usePipeline: false, boost: 2 });
      },
    ];
    const refs = documentRefs(loaded);
    for (const build of clauses) {
      const scores = new Map<string, number>();
      runLunrQuery(loaded, build, (doc, score) => scores.set(refs[doc]!, score));
      const expected = new Map(built.query(build).map((r) => [r.ref, r.score]));
      expect(expected.size).toBeGreaterThan(0);
      expect([...scores].sort()).toEqual([...expected].sort());
      expect(new Map(loaded.query(build).map((r) => [r.ref, r.score]))).toEqual(expected);
    }
  });
});

describe('the indexing pipeline', () => {
  it('builds the index a pipeline of tokens builds: its last step may hand the builder strings', () => {
    const styles = syntheticStyles(300, 11);
    // The same index, with the variants step as lunr documents a pipeline function: tokens, cloned.
    const tokenVariants: lunr.PipelineFunction = (token) => variantsOf(token.toString()).map((v) => token.clone(() => v));
    lunr.Pipeline.registerFunction(tokenVariants, 'test-token-variants');
    const withTokens = lunr(function () {
      this.ref('ref');
      for (const field of SEARCH_FIELDS) this.field(field.name, { boost: field.boost });
      this.pipeline.reset();
      this.pipeline.add(lunr.stopWordFilter, tokenVariants);
      this.searchPipeline.reset();
      for (const style of styles) this.add(searchDocument(style));
    });
    const { pipeline: _ours, ...ours } = buildSearchIndex(styles).toJSON() as unknown as Record<string, unknown>;
    const { pipeline: _theirs, ...theirs } = withTokens.toJSON() as unknown as Record<string, unknown>;
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
  });
});
