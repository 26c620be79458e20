/**
 * A compact JSON layout for a serialized Lunr index, loaded back into a lunr.Index. Lunr's own toJSON
 * writes every posting as `{ref: {}}` and every field vector under "field/ref", and lunr.Index.load
 * rebuilds the term automaton from every term with lunr's minimizing builder and a lunr.Vector per field
 * vector: at 10,000 styles that was 1.8 s before the first answer (issue 22). Here the field vectors are
 * stored flat as runLunrQuery (lunr-query.ts) reads them (flat-vectors.ts), weights in lunr's thousandths;
 * postings are not stored, since each is the documents whose field vector holds the term; and the term
 * automaton is lunr's own minimized TokenSet, written node by node (token-set-layout.ts). Their integers
 * are packed typed arrays in base64 (packed-ints.ts), which parse and load without a number per element.
 * The index is still Lunr's: same terms, vectors, postings, token set, pipeline and scores. lunr.Index.query
 * and toJSON work on it: the inverted index (a posting object per term), a posting's `{ref: metadata}`
 * objects (one shared empty metadata object: lunr clones metadata before use, lunr.MatchData) and the
 * lunr.Vectors are made when first read; runLunrQuery reads none of them.
 */
import lunr from 'lunr';
import { flatVectors, invertVectors, postingDocs, vectorElements, type FlatPostings, type FlatVectors } from './flat-vectors';
import { packInts, unpackInts, type PackedInts } from './packed-ints';
import { loadTokenSet, tokenSetLayout } from './token-set-layout';

export const COMPACT_FORMAT = 'lunr-compact-3';

/** One field's vectors of every document in `refs` order: document d's are its `counts[d]` next (term, weight) pairs. */
export interface CompactVectors {
  counts: PackedInts;
  /** The terms' `_index`, in each vector's (ascending) order. */
  terms: PackedInts;
  /** The weights × 1000: lunr rounds them to thousandths, so they are integers. */
  weights: PackedInts;
}

/** lunr's TokenSet as token-set-layout.ts lays it out, its numbers packed. */
export interface CompactTokenSet {
  nodes: PackedInts;
  labels: string;
  targets: PackedInts;
}

export interface CompactIndex {
  format: typeof COMPACT_FORMAT;
  version: string;
  fields: string[];
  pipeline: string[];
  /** Document refs; a document's number is its place here. */
  refs: string[];
  /** Every term, at its lunr `_index`. */
  terms: string[];
  /** Per field, every document's field vector. */
  vectors: CompactVectors[];
  /** lunr's TokenSet of the terms, as lunr.Builder minimized it. */
  tokenSet: CompactTokenSet;
}

interface LunrSerialized {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown> & { _index: number }][];
  pipeline: string[];
}

/** Whether a lunr posting's documents (`{ref: metadata}`, in lunr's order) are `docs`, in order. */
function samePosting(posting: object | undefined, docs: Int32Array, refIndex: ReadonlyMap<string, number>): boolean {
  let i = 0;
  for (const ref in posting ?? {}) if (i === docs.length || refIndex.get(ref) !== docs[i++]) return false;
  return i === docs.length;
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
  const flat = elementsOf.map(flatVectors);
  const terms: string[] = [];
  for (const [term, posting] of json.invertedIndex) terms[posting._index] = term;
  if (terms.length !== json.invertedIndex.length || terms.includes(undefined as never)) throw new Error('the search index terms are not numbered 0 … n-1');
  // Postings are read back from the vectors: refuse an index where they would differ from lunr's (documents, order).
  const postings = flat.map((vectors) => invertVectors(vectors, terms.length));
  for (const [term, posting] of json.invertedIndex) {
    for (let f = 0; f < json.fields.length; f++) {
      const field = json.fields[f]!;
      if (!samePosting(posting[field] as object | undefined, postingDocs(postings[f]!, posting._index), refIndex)) {
        throw new Error(`the posting of ${JSON.stringify(term)} in ${field} is not its vectors' documents in order`);
      }
    }
  }
  const vectors = flat.map((field, f): CompactVectors => ({
    counts: packInts(elementsOf[f]!.map((elements) => elements.length / 2)),
    terms: packInts(field.terms),
    weights: packInts(field.thousandths),
  }));
  const layout = tokenSetLayout((index as unknown as { tokenSet: lunr.TokenSet }).tokenSet);
  const tokenSet: CompactTokenSet = { nodes: packInts(layout.nodes), labels: layout.labels, targets: packInts(layout.targets) };
  return { format: COMPACT_FORMAT, version: json.version, fields: json.fields, pipeline: json.pipeline, refs, terms, vectors, tokenSet };
}

/** What a loaded compact index holds beyond lunr's structures, for runLunrQuery: documents by number, flat vectors and postings. */
export interface LoadedLayout {
  refs: readonly string[];
  /** Every term, at its lunr `_index`. */
  terms: readonly string[];
  /** Per field. */
  vectors: readonly FlatVectors[];
  /** Per field. */
  postings: readonly FlatPostings[];
  /** Terms in the index (one more than the highest `_index`). */
  vocabulary: number;
}

const layouts = new WeakMap<lunr.Index, LoadedLayout>();

/** The layout an index was loaded from (loadCompactIndex), or undefined for an index built in memory. */
export const loadedLayout = (index: lunr.Index): LoadedLayout | undefined => layouts.get(index);

/** A field's vectors as loaded (its terms are checked against the vocabulary when inverted, invertVectors). */
function loadVectors(packed: CompactVectors): FlatVectors {
  const counts = unpackInts(packed.counts);
  const terms = unpackInts(packed.terms);
  const thousandths = unpackInts(packed.weights);
  const offsets = new Int32Array(counts.length + 1);
  for (let d = 0; d < counts.length; d++) offsets[d + 1] = offsets[d]! + counts[d]!;
  if (offsets[counts.length] !== terms.length || terms.length !== thousandths.length) throw new Error("a search index's vectors do not add up");
  return { offsets, terms, thousandths };
}

/** Defines `object[name]` as `make()`, made when first read (and writable then, as lunr's own properties are). */
function lazyProperty(object: object, name: string, make: () => unknown): void {
  Object.defineProperty(object, name, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(object, name, { value, writable: true, enumerable: true, configurable: true });
      return value;
    },
  });
}

/** lunr.Vectors keyed "field/ref", document by document, field by field: the order lunr's builder writes them. */
function lunrVectors(fields: readonly string[], { refs, vectors }: LoadedLayout): Record<string, lunr.Vector> {
  const all: Record<string, lunr.Vector> = {};
  refs.forEach((ref, d) => fields.forEach((field, f) => (all[`${field}/${ref}`] = new lunr.Vector(vectorElements(vectors[f]!, d)))));
  return all;
}

const NO_METADATA = Object.freeze({});

/**
 * A term's posting as lunr reads it (`posting._index`, `posting[field]` → {ref: metadata}): only `_index`
 * is stored, a field's documents are made from the layout when lunr.Index.query or toJSON first reads
 * them. runLunrQuery reads the layout's postings instead. The field getters live on a prototype per index.
 */
function postingPrototype(fields: readonly string[], layout: LoadedLayout): object {
  const prototype: Record<string, unknown> = {
    // What JSON.stringify writes for the posting: lunr's own layout, `_index` then every field.
    toJSON(this: { _index: number } & Record<string, unknown>) {
      const json: Record<string, unknown> = { _index: this._index };
      for (const field of fields) json[field] = this[field];
      return json;
    },
  };
  fields.forEach((field, f) => {
    Object.defineProperty(prototype, field, {
      get(this: { _index: number }) {
        const docs: Record<string, object> = {};
        for (const d of postingDocs(layout.postings[f]!, this._index)) docs[layout.refs[d]!] = NO_METADATA;
        Object.defineProperty(this, field, { value: docs, enumerable: true });
        return docs;
      },
    });
  });
  return prototype;
}

export function loadCompactIndex(compact: CompactIndex): lunr.Index {
  if (compact.format !== COMPACT_FORMAT) throw new Error(`unknown search index format ${JSON.stringify(compact.format)}`);
  // As lunr.Index.load: a version mismatch is warned of, not refused.
  if (compact.version !== lunr.version) lunr.utils.warn(`Version mismatch when loading serialised index. Current version of lunr '${lunr.version}' does not match serialized index '${compact.version}'`);
  const { fields, refs, terms } = compact;
  const pipeline = lunr.Pipeline.load(compact.pipeline);
  const vectors = compact.vectors.map(loadVectors);
  const layout: LoadedLayout = { refs, terms, vectors, postings: vectors.map((v) => invertVectors(v, terms.length)), vocabulary: terms.length };
  const { nodes, labels, targets } = compact.tokenSet;
  const tokenSet = loadTokenSet({ nodes: unpackInts(nodes), labels, targets: unpackInts(targets) });
  // lunr.Index as lunr.Index.load makes it, but for the inverted index and the field vectors: made when
  // lunr.Index.query or toJSON first reads them.
  const index = new lunr.Index({ fields, tokenSet, pipeline } as unknown as lunr.Index.Attributes);
  lazyProperty(index, 'invertedIndex', () => {
    const prototype = postingPrototype(fields, layout);
    const invertedIndex: Record<string, { _index: number }> = Object.create(null);
    terms.forEach((term, t) => {
      const posting = Object.create(prototype) as { _index: number };
      posting._index = t;
      invertedIndex[term] = posting;
    });
    return invertedIndex;
  });
  lazyProperty(index, 'fieldVectors', () => lunrVectors(fields, layout));
  layouts.set(index, layout);
  return index;
}
