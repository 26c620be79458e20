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

/**
 * A term's posting as lunr reads it (`posting._index`, `posting[field]` → {ref: metadata}), built from the
 * compact arrays only when read: lunr.Index.query and toJSON read it, runLunrQuery (lunr-query.ts) reads
 * the arrays through postingRefs. Loading 10,000 styles no longer builds ~250k objects with ~650k keys
 * that a query never touches (issue 22). The field getters live on a prototype made per index.
 */
interface LazyPosting {
  _index: number;
  /** Per field, indexes into the index's refs. */
  readonly compact: number[][];
  readonly refs: readonly string[];
}

function postingPrototype(fields: readonly string[], refs: readonly string[]): object {
  const prototype: Record<string, unknown> = {
    refs,
    // What JSON.stringify writes for the posting: lunr's own layout, `_index` then every field.
    toJSON(this: LazyPosting & Record<string, unknown>) {
      const json: Record<string, unknown> = { _index: this._index };
      for (const field of fields) json[field] = this[field];
      return json;
    },
  };
  fields.forEach((field, f) => {
    Object.defineProperty(prototype, field, {
      get(this: LazyPosting) {
        const docs: Record<string, object> = {};
        for (const r of this.compact[f] ?? []) docs[refs[r]!] = NO_METADATA;
        Object.defineProperty(this, field, { value: docs, enumerable: true });
        return docs;
      },
    });
  });
  return prototype;
}

/** The refs of a posting's documents in one field, in lunr's order (Object.keys of `posting[field]`). */
export function postingRefs(posting: Record<string, unknown>, field: string, fieldIndex: number): string[] {
  const lazy = posting as unknown as Partial<LazyPosting>;
  if (lazy.compact && lazy.refs && !Object.prototype.hasOwnProperty.call(posting, field)) {
    const refs = lazy.refs;
    return (lazy.compact[fieldIndex] ?? []).map((r) => refs[r]!);
  }
  return Object.keys((posting[field] as object | undefined) ?? {});
}

export function loadCompactIndex(compact: CompactIndex): lunr.Index {
  if (compact.format !== 'lunr-compact-1') throw new Error(`unknown search index format ${JSON.stringify(compact.format)}`);
  const { fields, refs } = compact;
  const fieldVectors: [string, number[]][] = [];
  // Document by document, field by field: the order lunr's builder writes them, so a loaded index serializes as the built one.
  refs.forEach((ref, r) => fields.forEach((field, f) => fieldVectors.push([`${field}/${ref}`, compact.vectors[f]![r]!])));
  const prototype = postingPrototype(fields, refs);
  const invertedIndex = compact.terms.map(([term, index, ...postings]) => {
    const posting = Object.create(prototype) as LazyPosting;
    posting._index = index;
    Object.defineProperty(posting, 'compact', { value: postings });
    return [term, posting];
  });
  return lunr.Index.load({ version: compact.version, fields, fieldVectors, invertedIndex, pipeline: compact.pipeline });
}
