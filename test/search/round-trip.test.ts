/**
 * Round trip (as lunr's serialization test): the index built in memory and the shards loaded from dist/
 * (the compact layout of search/index-serialization.ts) answer identically, scores included; and a
 * library split into several shards answers like one index where the shards share their statistics.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MANIFEST_PATH, type Manifest } from '../../generator/build-site';
import { readDistSummaries } from '../../generator/search/style-table';
import type { StyleSummary } from '../../generator/contract/schemas';
import { paginate } from '../../generator/paging';
import { buildSearchIndex, compactIndex, loadSearchIndex, shardOf, SHARD_SIZE } from '../../generator/search/index-definition';
import type { CompactIndex } from '../../generator/search/index-serialization';
import { planQuery } from '../../generator/search/query-plan';
import { matchOrdinals, type ScoringBackend } from '../../generator/search/rank';
import { lunrBackend, rankStyles, rankWith, searchStyles, type SearchEngine } from '../../generator/search/search-styles';
import { styleTable } from '../../generator/search/style-table';
import { RELEVANCE_CASES } from './relevance-cases';

const distDir = inject('distDir');
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_PATH), 'utf8')) as Manifest;
const shipped = readDistSummaries(distDir);
const shardTexts = manifest.search.shards.map((shard) => fs.readFileSync(path.join(distDir, shard), 'utf8'));
const styles = [...shipped].sort((a, b) => a.id - b.id);
const ordinals = new Map(styles.map((s, i) => [String(s.id), i]));

const QUERIES = [
  ...RELEVANCE_CASES.map((c) => c.q),
  ...['glass', 'ui', 'design', 'gl', 'co', 'soft pastel shadow', 'title:glass', '+glass -flat', '🎨', 'a b c d e f g h i j k l m n'],
];

/** Ranked slugs and their scores, for every query. */
const answers = (backend: ScoringBackend) =>
  QUERIES.map((q) => {
    const { scores } = matchOrdinals(backend, planQuery(q));
    return rankWith(backend, styles, q).map((s) => [s.slug, scores[ordinals.get(String(s.id))!]] as const);
  });

describe('lunr index round trip', () => {
  const built = buildSearchIndex(shipped);
  const loaded = shardTexts.map((text) => loadSearchIndex(JSON.parse(text) as CompactIndex));

  it('writes the library of fewer than SHARD_SIZE styles as one shard, byte for byte the index built in memory', () => {
    expect(styles.length).toBeLessThan(SHARD_SIZE);
    expect(manifest.search.shards).toEqual(['search/index-0.json']);
    expect(JSON.stringify(compactIndex(built))).toBe(shardTexts[0]);
  });

  it('loads back the very index lunr serializes', () => {
    expect(JSON.stringify(loaded[0])).toBe(JSON.stringify(built));
  });

  it('answers every query identically, built in memory or loaded from dist/', () => {
    const inMemory = answers(lunrBackend([built], ordinals));
    expect(inMemory.filter((a) => a.length > 0).length).toBeGreaterThan(QUERIES.length * 0.9);
    expect(answers(lunrBackend(loaded, ordinals))).toEqual(inMemory);
  });

  it('finds the same styles when the library is split across shards', () => {
    const split = [0, 1].map((half) => buildSearchIndex(shipped.filter((s) => (s.id % 2 === 0) === (half === 0))));
    const whole = answers(lunrBackend([built], ordinals)).map((a) => a.map(([slug]) => slug).sort());
    expect(answers(lunrBackend(split, ordinals)).map((a) => a.map(([slug]) => slug).sort())).toEqual(whole);
    expect([shardOf(1), shardOf(SHARD_SIZE), shardOf(SHARD_SIZE + 1)]).toEqual([0, 0, 1]);
  });

  it('refuses to load an index whose pipeline names an unregistered function', () => {
    const tampered = JSON.parse(shardTexts[0]!) as CompactIndex;
    tampered.pipeline = ['notRegistered'];
    expect(() => loadSearchIndex(tampered)).toThrow(/notRegistered/);
  });

  it('refuses an index in another layout', () => {
    expect(() => loadSearchIndex({ ...(JSON.parse(shardTexts[0]!) as CompactIndex), format: 'lunr' as never })).toThrow(/unknown search index format/);
  });
});

describe('searchStyles pages', () => {
  const engine: SearchEngine = { shards: shardTexts.map((t) => loadSearchIndex(JSON.parse(t) as CompactIndex)), styles: styleTable(shipped) };

  it.each(['glass', 'ui', 'dark mode', 'design', 'xyzzy'])('are slices of one ranking for %j, at every page and limit', (q) => {
    const ranking = rankStyles(engine, q);
    for (const limit of [1, 2, 3, 7, 20, 50]) {
      for (let page = 1; page <= Math.ceil(ranking.length / limit) + 1; page++) {
        expect(searchStyles(engine, { q, page, limit })).toEqual(paginate(ranking, page, limit));
      }
    }
  });
});
