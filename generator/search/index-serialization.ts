/**
 * A compact JSON layout for a serialized Lunr index, loaded back into a lunr.Index. Lunr's own toJSON
 * writes every posting as `{ref: {}}` and every field vector under "field/ref", and lunr.Index.load
 * rebuilds the term automaton from every term and a lunr.Vector per field vector: at 10,000 styles that
 * was 1.8 s before the first answer (issue 22). Here refs are numbers into one table, postings are arrays
 * read lazily (one shared empty metadata object: lunr clones metadata before use, lunr.MatchData), field
 * vectors are stored flat as runLunrQuery (lunr-query.ts) reads them, and the term automaton is lunr's own
 * minimized TokenSet, written node by node (token-set-layout.ts). The index is still Lunr's: same terms,
 * vectors, token set, pipeline and scores; lunr.Index.query and toJSON work on it (the lunr.Vectors they
 * read are made on first use).
 */
import lunr from 'lunr';
import { loadTokenSet, tokenSetLayout, type TokenSetLayout } from './token-set-layout';

export const COMPACT_FORMAT = 'lunr-compact-2';

/** One field's vectors of every document in `refs` order, flat: document d's elements are its `counts[d]` (term, weight) pairs. */
export interface CompactVectors {
  counts: number[];
  /** The terms' `_index`, in each vector's order. */
  terms: number[];
  weights: number[];
}

export interface CompactIndex {
  format: typeof COMPACT_FORMAT;
  version: string;
  fields: string[];
  pipeline: string[];
  refs: string[];
  /** Per field, every document's field vector. */
  vectors: CompactVectors[];
  /** [term, _index, refs in field 0, refs in field 1, …] with refs as indexes into `refs`, terms sorted. */
  terms: [string, number, ...number[][]][];
  /** lunr's TokenSet of the terms, as lunr.Builder minimized it. */
  tokenSet: TokenSetLayout;
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
  const elementsOf = json.fields.map(() => refs.map((): number[] => []));
  for (const [key, elements] of json.fieldVectors) {
    const slash = key.indexOf('/');
    elementsOf[json.fields.indexOf(key.slice(0, slash))]![refIndex.get(key.slice(slash + 1))!] = elements;
  }
  const vectors = elementsOf.map((all): CompactVectors => ({
    counts: all.map((elements) => elements.length / 2),
    terms: all.flatMap((elements) => elements.filter((_, k) => k % 2 === 0)),
    weights: all.flatMap((elements) => elements.filter((_, k) => k % 2 === 1)),
  }));
  const terms = json.invertedIndex.map(([term, posting]): CompactIndex['terms'][number] => [
    term,
    posting._index,
    ...json.fields.map((field) => Object.keys((posting[field] as object) ?? {}).map((ref) => refIndex.get(ref)!)),
  ]);
  const tokenSet = tokenSetLayout((index as unknown as { tokenSet: lunr.TokenSet }).tokenSet);
  return { format: COMPACT_FORMAT, version: json.version, fields: json.fields, pipeline: json.pipeline, refs, vectors, terms, tokenSet };
}

/** A field's vectors of every document, flat as runLunrQuery reads them: document d's elements are at offsets[d] … offsets[d+1]. */
export interface FlatVectors {
  offsets: Int32Array;
  terms: Int32Array;
  weights: Float64Array;
}

/** What a compact index holds beyond lunr's structures, for runLunrQuery: documents by number, flat vectors. */
export interface LoadedLayout {
  refs: readonly string[];
  vectors: readonly FlatVectors[];
  /** Terms in the index (one more than the highest `_index`). */
  vocabulary: number;
}

const layouts = new WeakMap<lunr.Index, LoadedLayout>();

/** The layout an index was loaded from (loadCompactIndex), or undefined for an index built in memory. */
export const loadedLayout = (index: lunr.Index): LoadedLayout | undefined => layouts.get(index);

function flatVectors({ counts, terms, weights }: CompactVectors): FlatVectors {
  const offsets = new Int32Array(counts.length + 1);
  counts.forEach((count, d) => (offsets[d + 1] = offsets[d]! + count));
  if (offsets[counts.length] !== terms.length || terms.length !== weights.length) throw new Error('a search index\'s vectors do not add up');
  return { offsets, terms: Int32Array.from(terms), weights: Float64Array.from(weights) };
}

/** lunr.Vectors keyed "field/ref", document by document, field by field: the order lunr's builder writes them. */
function lunrVectors(fields: readonly string[], { refs, vectors }: LoadedLayout): Record<string, lunr.Vector> {
  const all: Record<string, lunr.Vector> = {};
  refs.forEach((ref, d) =>
    fields.forEach((field, f) => {
      const { offsets, terms, weights } = vectors[f]!;
      const elements: number[] = [];
      for (let k = offsets[d]!; k < offsets[d + 1]!; k++) elements.push(terms[k]!, weights[k]!);
      all[`${field}/${ref}`] = new lunr.Vector(elements);
    }),
  );
  return all;
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
  /** The term's entry in CompactIndex.terms: field f's refs, as indexes into the index's refs, are at f + 2. */
  compact: CompactIndex['terms'][number];
  readonly refs: readonly string[];
}

/** Where field f's refs are in a term's entry of CompactIndex.terms. */
const POSTINGS_AT = 2;

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
        for (const r of (this.compact[f + POSTINGS_AT] as number[] | undefined) ?? []) docs[refs[r]!] = NO_METADATA;
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
    return ((lazy.compact[fieldIndex + POSTINGS_AT] as number[] | undefined) ?? []).map((r) => refs[r]!);
  }
  return Object.keys((posting[field] as object | undefined) ?? {});
}

export function loadCompactIndex(compact: CompactIndex): lunr.Index {
  if (compact.format !== COMPACT_FORMAT) throw new Error(`unknown search index format ${JSON.stringify(compact.format)}`);
  // As lunr.Index.load: a version mismatch is warned of, not refused.
  if (compact.version !== lunr.version) lunr.utils.warn(`Version mismatch when loading serialised index. Current version of lunr '${lunr.version}' does not match serialized index '${compact.version}'`);
  const { fields, refs } = compact;
  const pipeline = lunr.Pipeline.load(compact.pipeline);
  const prototype = postingPrototype(fields, refs);
  const invertedIndex: Record<string, LazyPosting> = Object.create(null);
  for (const entry of compact.terms) {
    // Plain properties (JSON.stringify writes the prototype's toJSON): one object per term, no copies.
    const posting = Object.create(prototype) as LazyPosting;
    posting._index = entry[1];
    posting.compact = entry;
    invertedIndex[entry[0]] = posting;
  }
  const tokenSet = loadTokenSet(compact.tokenSet);
  const layout: LoadedLayout = { refs, vectors: compact.vectors.map(flatVectors), vocabulary: compact.terms.length };
  // lunr.Index as lunr.Index.load makes it, but for the field vectors: made when lunr.Index.query or toJSON first reads them.
  const index = new lunr.Index({ fields, invertedIndex, tokenSet, pipeline } as unknown as lunr.Index.Attributes);
  Object.defineProperty(index, 'fieldVectors', {
    configurable: true,
    enumerable: true,
    get() {
      const value = lunrVectors(fields, layout);
      Object.defineProperty(index, 'fieldVectors', { value, writable: true, enumerable: true, configurable: true });
      return value;
    },
  });
  layouts.set(index, layout);
  return index;
}
