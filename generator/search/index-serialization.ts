/**
 * A compact JSON layout for a serialized Lunr index, loaded back through lunr.Index.load. Lunr's own
 * toJSON writes every posting as `{ref: {}}` and every field vector under "field/ref"; at 10,000 styles
 * that is millions of small objects for JSON.parse. Here refs are numbers into one table and postings are
 * arrays, and loading rebuilds Lunr's structures with one shared empty metadata object (Lunr clones
 * metadata before use: lunr.MatchData). The index is still Lunr's: same terms, vectors, pipeline, scores.
 */
import lunr from 'lunr';

export interface CompactIndex {
  format: 'lunr-compact-1';
  version: string;
  fields: string[];
  pipeline: string[];
  refs: string[];
  /** Per field, per document in `refs` order: the field vector's elements (term index, weight, …). */
  vectors: number[][][];
  /** [term, _index, refs in field 0, refs in field 1, …] with refs as indexes into `refs`. */
  terms: [string, number, ...number[][]][];
}

interface LunrSerialized {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown> & { _index: number }][];
  pipeline: string[];
}

export function compactIndex(index: lunr.Index): CompactIndex {
  const json = index.toJSON() as unknown as LunrSerialized;
  const refSet = new Set<string>();
  for (const [key] of json.fieldVectors) refSet.add(key.slice(key.indexOf('/') + 1));
  const refs = [...refSet];
  const refIndex = new Map(refs.map((r, i) => [r, i]));
  const vectors = json.fields.map(() => refs.map((): number[] => []));
  for (const [key, elements] of json.fieldVectors) {
    const slash = key.indexOf('/');
    vectors[json.fields.indexOf(key.slice(0, slash))]![refIndex.get(key.slice(slash + 1))!] = elements;
  }
  const terms = json.invertedIndex.map(([term, posting]): CompactIndex['terms'][number] => [
    term,
    posting._index,
    ...json.fields.map((field) => Object.keys((posting[field] as object) ?? {}).map((ref) => refIndex.get(ref)!)),
  ]);
  return { format: 'lunr-compact-1', version: json.version, fields: json.fields, pipeline: json.pipeline, refs, vectors, terms };
}

const NO_METADATA = Object.freeze({});

export function loadCompactIndex(compact: CompactIndex): lunr.Index {
  if (compact.format !== 'lunr-compact-1') throw new Error(`unknown search index format ${JSON.stringify(compact.format)}`);
  const { fields, refs } = compact;
  const fieldVectors: [string, number[]][] = [];
  // Document by document, field by field: the order lunr's builder writes them, so a loaded index serializes as the built one.
  refs.forEach((ref, r) => fields.forEach((field, f) => fieldVectors.push([`${field}/${ref}`, compact.vectors[f]![r]!])));
  const invertedIndex = compact.terms.map(([term, index, ...postings]) => {
    const posting: Record<string, unknown> = { _index: index };
    fields.forEach((field, f) => {
      const docs: Record<string, object> = {};
      for (const r of postings[f] ?? []) docs[refs[r]!] = NO_METADATA;
      posting[field] = docs;
    });
    return [term, posting];
  });
  return lunr.Index.load({ version: compact.version, fields, fieldVectors, invertedIndex, pipeline: compact.pipeline });
}
