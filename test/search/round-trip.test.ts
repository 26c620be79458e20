/**
 * Round trip (as lunr's serialization test): the index built in memory and the one loaded from dist/
 * (dist/search/index.json + dist/search/styles.json) answer identically, scores included.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SEARCH_INDEX_PATH, SEARCH_STYLES_PATH } from '../../generator/build-site';
import type { StyleSummary } from '../../generator/contract/schemas';
import { paginate } from '../../generator/paging';
import {
  buildCompactIndex,
  compactBackend,
  loadCompactIndex,
  serializeCompactIndex,
  type SerializedCompactIndex,
} from '../../generator/search/compact-index';
import { buildSearchIndex, loadSearchIndex } from '../../generator/search/index-definition';
import { planQuery } from '../../generator/search/query-plan';
import { matchOrdinals, type ScoringBackend } from '../../generator/search/rank';
import { lunrBackend, rankStyles, rankWith, searchStyles, type SearchEngine } from '../../generator/search/search-styles';
import { RELEVANCE_CASES } from './relevance-cases';

const distDir = inject('distDir');
const indexText = fs.readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8');
const shipped = JSON.parse(fs.readFileSync(path.join(distDir, SEARCH_STYLES_PATH), 'utf8')) as StyleSummary[];
const styles = [...shipped].sort((a, b) => a.id - b.id);
const ordinals = new Map(styles.map((s, i) => [s.slug, i]));

const QUERIES = [
  ...RELEVANCE_CASES.map((c) => c.q),
  ...['glass', 'ui', 'design', 'gl', 'co', 'soft pastel shadow', 'title:glass', '+glass -flat', '🎨', 'a b c d e f g h i j k l m n'],
];

/** Ranked refs and their scores, for every query. */
const answers = (backend: ScoringBackend) =>
  QUERIES.map((q) => {
    const { scores } = matchOrdinals(backend, planQuery(q));
    return rankWith(backend, styles, q).map((s) => [s.slug, scores[ordinals.get(s.slug)!]] as const);
  });

describe('lunr index round trip', () => {
  const built = buildSearchIndex(shipped);
  const loaded = loadSearchIndex(JSON.parse(indexText) as object);

  it('builds byte for byte the index written to dist/', () => {
    expect(JSON.stringify(built)).toBe(indexText);
  });

  it('answers every query identically, built in memory or loaded from dist/', () => {
    const inMemory = answers(lunrBackend(built, ordinals));
    expect(inMemory.filter((a) => a.length > 0).length).toBeGreaterThan(QUERIES.length * 0.9);
    expect(answers(lunrBackend(loaded, ordinals))).toEqual(inMemory);
  });

  it('refuses to load an index whose pipeline names an unregistered function', () => {
    const tampered = JSON.parse(indexText) as { pipeline: string[] };
    tampered.pipeline = ['notRegistered'];
    expect(() => loadSearchIndex(tampered)).toThrow(/notRegistered/);
  });
});

describe('compact index round trip', () => {
  const built = buildCompactIndex(shipped);
  const text = JSON.stringify(serializeCompactIndex(built));
  const loaded = loadCompactIndex(JSON.parse(text) as SerializedCompactIndex);

  it('serializes deterministically and loads the same arrays', () => {
    expect(JSON.stringify(serializeCompactIndex(buildCompactIndex([...shipped].reverse())))).toBe(text);
    expect(loaded).toEqual(built);
  });

  it('answers every query identically, built in memory or loaded', () => {
    expect(answers(compactBackend(loaded))).toEqual(answers(compactBackend(built)));
  });

  it('refuses an index written for other fields', () => {
    const other = { ...(JSON.parse(text) as SerializedCompactIndex), fields: ['title'] };
    expect(() => loadCompactIndex(other)).toThrow(/does not match/);
  });
});

describe('searchStyles pages', () => {
  const engine: SearchEngine = { index: loadSearchIndex(JSON.parse(indexText) as object), styles: new Map(shipped.map((s) => [s.slug, s])) };

  it.each(['glass', 'ui', 'dark mode', 'design', 'xyzzy'])('are slices of one ranking for %j, at every page and limit', (q) => {
    const ranking = rankStyles(engine, q);
    for (const limit of [1, 2, 3, 7, 20, 50]) {
      for (let page = 1; page <= Math.ceil(ranking.length / limit) + 1; page++) {
        expect(searchStyles(engine, { q, page, limit })).toEqual(paginate(ranking, page, limit));
      }
    }
  });
});
