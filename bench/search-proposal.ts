/**
 * Measured for the record (issue 11), not used by the product: MiniSearch, a maintained full-text
 * library, run over the same synthetic library and query mix as Lunr, with the closest options to the
 * product's rules (fields and boosts of index-definition.ts, prefix for words of two or more characters,
 * one typo from five). Its rankings are not the relevance set's; the figure shows what a swap would buy.
 */
import MiniSearch from 'minisearch';
import type { StyleSummary } from '../generator/contract/schemas';
import { SEARCH_FIELDS, searchDocument } from '../generator/search/index-definition';
import { QUERY_MIX } from './search';

export function measureMiniSearch(styles: readonly StyleSummary[], rounds: number): { buildMs: number; loadMs: number; bytes: number; p50: number; p99: number; qps: number } {
  const fields = SEARCH_FIELDS.map((f) => f.name);
  const options = { fields, idField: 'ref', storeFields: [] as string[], searchOptions: { boost: Object.fromEntries(SEARCH_FIELDS.map((f) => [f.name, f.boost])), prefix: (term: string) => term.length >= 2, fuzzy: (term: string) => (term.length >= 5 ? 1 : 0), combineWith: 'AND' as const } };
  let t = performance.now();
  const index = new MiniSearch(options);
  index.addAll(styles.map(searchDocument));
  const json = JSON.stringify(index);
  const buildMs = performance.now() - t;
  t = performance.now();
  const loaded = MiniSearch.loadJSON(json, options);
  const loadMs = performance.now() - t;
  for (const q of QUERY_MIX) loaded.search(q);
  const latencies: number[] = [];
  const started = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const q of QUERY_MIX) {
      const s = performance.now();
      loaded.search(q).slice(0, 20);
      latencies.push(performance.now() - s);
    }
  }
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]!;
  return { buildMs, loadMs, bytes: json.length, p50: at(0.5), p99: at(0.99), qps: (latencies.length / elapsed) * 1000 };
}
