/**
 * Runs a lunr.Query on a lunr.Index and scores it exactly as lunr.Index.query does (lunr 2.3.9), without
 * the match metadata lunr gathers for every (term, field, document): this library never reads it, and at
 * 10,000 styles building it is most of a query's time and garbage (issue 22). Terms expand through the
 * index's TokenSet, postings and field vectors are the index's own, and each field's score is
 * lunr.Vector#similarity's arithmetic, summed per document in the order lunr sums them, so scores are
 * lunr's to the bit (test/search/lunr-query.test.ts compares every score with lunr.Index.query).
 */
import lunr from 'lunr';
import { flatVectors, postingDocs, type FlatVectors } from './flat-vectors';
import { loadedLayout, type LoadedLayout } from './index-serialization';

/** The parts of a loaded lunr.Index a query reads (public in lunr's source, private in its typings). */
interface IndexInternals {
  fields: string[];
  pipeline: { runString(text: string, metadata: object): string[] };
  tokenSet: lunr.TokenSet;
  invertedIndex: Record<string, Record<string, unknown> & { _index: number }>;
  fieldVectors: Record<string, { elements: number[] }>;
}

type Clause = lunr.Query.Clause & { presence: lunr.Query.presence };

const fromClause = (lunr.TokenSet as unknown as { fromClause(clause: Clause): lunr.TokenSet }).fromClause;

/** A shard read once for querying: documents numbered 0..n-1, field vectors flat, postings as numbers. */
interface PreparedIndex {
  internals: IndexInternals;
  refs: readonly string[];
  /** A term's `_index`; undefined for a term the index lacks. */
  termIndex: (term: string) => number | undefined;
  vectors: readonly FlatVectors[];
  /** Per field, a term's documents in lunr's order: the compact layout's, or read from an index built in memory. */
  readPostings: (term: string) => Int32Array[];
  /** term → readPostings(term), filled as queries ask. */
  postings: Map<string, Int32Array[]>;
  /** Terms in the index (one more than the highest `_index`). */
  vocabulary: number;
}

/** Fields per index: a document's fields are kept in the order lunr meets them, 4 bits each. */
const MAX_FIELDS = 7;

const preparedIndexes = new WeakMap<lunr.Index, PreparedIndex>();

/**
 * Per field position, a term-indexed array a query's vector is spread into while scoring and zeroed
 * again before any result is reported: one set shared by every index (the shards of a library), sized
 * to the largest vocabulary yet, not one set per shard made at its first query.
 */
const denseArrays: Float64Array[] = [];

function denseFor(fields: number, vocabulary: number): Float64Array[] {
  for (let f = 0; f < fields; f++) if ((denseArrays[f]?.length ?? -1) < vocabulary) denseArrays[f] = new Float64Array(vocabulary);
  return denseArrays;
}

/** An index built in memory, read into the flat layout a loaded index already has (index-serialization.ts). */
function flatten(internals: IndexInternals): { refs: string[]; vectors: FlatVectors[]; vocabulary: number } {
  const { fields, fieldVectors, invertedIndex } = internals;
  const refs: string[] = [];
  const seen = new Set<string>();
  for (const key of Object.keys(fieldVectors)) {
    const ref = key.slice(key.indexOf('/') + 1);
    if (seen.has(ref)) continue;
    seen.add(ref);
    refs.push(ref);
  }
  const vectors = fields.map((field) => flatVectors(refs.map((ref) => fieldVectors[`${field}/${ref}`]?.elements ?? [])));
  return { refs, vectors, vocabulary: Object.keys(invertedIndex).length };
}

function prepare(index: lunr.Index): PreparedIndex {
  let prepared = preparedIndexes.get(index);
  if (prepared) return prepared;
  const internals = index as unknown as IndexInternals;
  if (internals.fields.length > MAX_FIELDS) throw new Error(`runLunrQuery supports up to ${MAX_FIELDS} fields`);
  const layout = loadedLayout(index);
  const { refs, vectors, vocabulary } = layout ?? flatten(internals);
  prepared = { internals, refs, vectors, vocabulary, ...(layout ? layoutLookups(layout) : builtLookups(internals, refs)), postings: new Map() };
  preparedIndexes.set(index, prepared);
  return prepared;
}

/** Terms and postings of a loaded compact index, from its layout (lunr's inverted index is never made). */
function layoutLookups({ terms, postings }: LoadedLayout): Pick<PreparedIndex, 'termIndex' | 'readPostings'> {
  const numbers = new Map<string, number>();
  for (let t = 0; t < terms.length; t++) numbers.set(terms[t]!, t);
  const termIndex = (term: string) => numbers.get(term);
  return { termIndex, readPostings: (term) => postings.map((field) => postingDocs(field, termIndex(term)!)) };
}

/** Terms and postings of an index built in memory, from lunr's inverted index. */
function builtLookups({ fields, invertedIndex }: IndexInternals, refs: readonly string[]): Pick<PreparedIndex, 'termIndex' | 'readPostings'> {
  const numbers = new Map(refs.map((ref, d) => [ref, d]));
  return {
    termIndex: (term) => invertedIndex[term]?._index,
    readPostings: (term) => fields.map((field) => Int32Array.from(Object.keys((invertedIndex[term]![field] as object | undefined) ?? {}), (ref) => numbers.get(ref)!)),
  };
}

function postingsOf(prepared: PreparedIndex, term: string): Int32Array[] {
  let postings = prepared.postings.get(term);
  if (!postings) prepared.postings.set(term, (postings = prepared.readPostings(term)));
  return postings;
}

/** The refs of an index's documents, by the number runLunrQuery reports them with. */
export function documentRefs(index: lunr.Index): readonly string[] {
  return prepare(index).refs;
}

const sum = (a: number, b: number) => a + b;

/**
 * lunr.Vector#similarity of a query (spread into `dense`, magnitude given) and one document's field
 * vector: the products over the terms both hold, added in term order, over the query's magnitude. A term
 * the query lacks is skipped, as lunr's merge skips it.
 */
function similarity(dense: Float64Array, magnitude: number, { offsets, terms, thousandths }: FlatVectors, doc: number): number {
  let dot = 0;
  for (let at = offsets[doc]!, end = offsets[doc + 1]!; at < end; at++) {
    const q = dense[terms[at]!]!;
    if (q !== 0) dot += q * (thousandths[at]! / 1000);
  }
  return dot / magnitude || 0;
}

/** Writes a query vector's weights into a term-indexed array, or zeroes them again. */
function spread(vector: lunr.Vector, into: Float64Array, write: boolean): void {
  const elements = (vector as unknown as { elements: number[] }).elements;
  for (let k = 0; k < elements.length; k += 2) into[elements[k]!] = write ? elements[k + 1]! : 0;
}

/**
 * Calls `found(doc, score)` once for every document `build`'s clauses match, `doc` being its number in
 * documentRefs(index), with lunr's score, once all are scored (so `found` may run another query). Only optional clauses are supported (this library's plans use no
 * required or prohibited terms).
 */
export function runLunrQuery(index: lunr.Index, build: lunr.Index.QueryBuilder, found: (doc: number, score: number) => void): void {
  const prepared = prepare(index);
  const { internals, vectors } = prepared;
  const { fields } = internals;
  const query = new lunr.Query(fields);
  build.call(query, query);
  const queryVectors = fields.map(() => new lunr.Vector([]));
  // Per document, the fields it matched in the order first matched (lunr adds field scores in that order):
  // field numbers + 1, four bits each, first in the lowest bits; `present` marks which are there.
  const order = new Uint32Array(prepared.refs.length);
  const present = new Uint8Array(prepared.refs.length);
  const matched: number[] = [];
  // term → fields whose posting was already read (lunr's termFieldCache).
  const postingsRead = new Map<string, number>();
  for (const clause of query.clauses as Clause[]) {
    if (clause.presence !== lunr.Query.presence.OPTIONAL) throw new Error('runLunrQuery supports optional clauses only');
    const terms = clause.usePipeline ? internals.pipeline.runString(clause.term, { fields: clause.fields }) : [clause.term];
    for (const term of terms) {
      clause.term = term;
      for (const expanded of internals.tokenSet.intersect(fromClause(clause)).toArray()) {
        const termIndex = prepared.termIndex(expanded)!;
        const postings = postingsOf(prepared, expanded);
        let read = postingsRead.get(expanded) ?? 0;
        for (const field of clause.fields) {
          const f = fields.indexOf(field);
          queryVectors[f]!.upsert(termIndex, clause.boost, sum);
          const bit = 1 << f;
          if (read & bit) continue;
          read |= bit;
          for (const doc of postings[f]!) {
            const had = present[doc]!;
            if (had & bit) continue;
            if (had === 0) matched.push(doc);
            present[doc] = had | bit;
            let shift = 0;
            while ((order[doc]! >>> shift) & 0xf) shift += 4;
            order[doc] = order[doc]! | ((f + 1) << shift);
          }
        }
        postingsRead.set(expanded, read);
      }
    }
  }
  const magnitudes = queryVectors.map((vector) => vector.magnitude());
  const dense = denseFor(fields.length, prepared.vocabulary);
  const scores = new Float64Array(matched.length);
  queryVectors.forEach((vector, f) => spread(vector, dense[f]!, true));
  try {
    for (let m = 0; m < matched.length; m++) {
      const doc = matched[m]!;
      let packed = order[doc]!;
      let f = (packed & 0xf) - 1;
      let score = similarity(dense[f]!, magnitudes[f]!, vectors[f]!, doc);
      for (packed >>>= 4; packed !== 0; packed >>>= 4) {
        f = (packed & 0xf) - 1;
        score += similarity(dense[f]!, magnitudes[f]!, vectors[f]!, doc);
      }
      scores[m] = score;
    }
  } finally {
    queryVectors.forEach((vector, f) => spread(vector, dense[f]!, false));
  }
  for (let m = 0; m < matched.length; m++) found(matched[m]!, scores[m]!);
}
