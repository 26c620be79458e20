/**
 * A compact index layout, measured against Lunr by the search bench (issue 4): the same fields,
 * boosts, pipeline and BM25 weights as index-definition.ts, stored as a sorted vocabulary and flat
 * postings (typed arrays, base64 in JSON) instead of Lunr's per-document vectors and token-set graph,
 * and scored the way Lunr scores (per field: query vector · field vector / |query vector|).
 * It answers through the same ScoringBackend, so ranking rules are shared (rank.ts).
 */
import type { StyleSummary } from '../contract/schemas';
import { SEARCH_FIELDS, WORD_FIELDS, searchDocument } from './index-definition';
import type { QueryWord } from './query-plan';
import { CLAUSE_BOOST, type AddScore, type ScoringBackend } from './rank';
import { isStopWord, variantsOf } from './text';

export const COMPACT_INDEX_VERSION = 1;

/** Lunr's BM25 parameters, so both layouts weigh a term alike. */
const K1 = 1.2;
const B = 0.75;

export interface CompactIndex {
  /** Style slugs in id order: a posting's document number is its place here. */
  refs: string[];
  /** Vocabulary, sorted (UTF-16 order), so a prefix is one contiguous range. */
  terms: string[];
  /** Postings of term t are entries offsets[t] .. offsets[t+1]-1. */
  offsets: Uint32Array;
  docs: Uint32Array;
  /** Index into SEARCH_FIELDS. */
  fields: Uint8Array;
  /** BM25 weight times field boost, as Lunr computes it. */
  weights: Float32Array;
}

export interface SerializedCompactIndex {
  version: number;
  fields: string[];
  refs: string[];
  terms: string[];
  /** Little-endian typed arrays, base64. */
  offsets: string;
  docs: string;
  fieldIds: string;
  weights: string;
}

/** The terms of one field, as Lunr's pipeline makes them: stop words dropped, each word expanded to its variants. */
function fieldTerms(text: string): string[] {
  return text ? text.split(' ').filter((w) => w && !isStopWord(w)).flatMap(variantsOf) : [];
}

/** Builds the compact index over `styles` (sorted by id here, as the lists are). */
export function buildCompactIndex(styles: readonly StyleSummary[]): CompactIndex {
  const ordered = [...styles].sort((a, b) => a.id - b.id);
  const n = ordered.length;
  // frequencies[doc][field]: term → count
  const frequencies = ordered.map((style) => {
    const doc = searchDocument(style);
    return SEARCH_FIELDS.map((field) => {
      const counts = new Map<string, number>();
      for (const term of fieldTerms(doc[field.name])) counts.set(term, (counts.get(term) ?? 0) + 1);
      return { counts, length: [...counts.values()].reduce((a, b) => a + b, 0) };
    });
  });
  const averageLength = SEARCH_FIELDS.map((_, f) => frequencies.reduce((sum, doc) => sum + doc[f]!.length, 0) / Math.max(n, 1));
  // Lunr's idf counts a document once per field it holds the term in.
  const fieldDocCount = new Map<string, number>();
  for (const doc of frequencies) for (const field of doc) for (const term of field.counts.keys()) fieldDocCount.set(term, (fieldDocCount.get(term) ?? 0) + 1);
  const terms = [...fieldDocCount.keys()].sort();
  const termIds = new Map(terms.map((t, i) => [t, i]));
  const postings: Array<Array<[number, number, number]>> = terms.map(() => []);
  frequencies.forEach((doc, d) => {
    doc.forEach((field, f) => {
      const boost = SEARCH_FIELDS[f]!.boost;
      for (const [term, tf] of field.counts) {
        const df = fieldDocCount.get(term)!;
        const idf = Math.log(1 + Math.abs((n - df + 0.5) / (df + 0.5)));
        const norm = 1 - B + B * (field.length / averageLength[f]!);
        const weight = Math.round(((idf * ((K1 + 1) * tf)) / (K1 * norm + tf)) * boost * 1000) / 1000;
        postings[termIds.get(term)!]!.push([d, f, weight]);
      }
    });
  });
  const total = postings.reduce((sum, p) => sum + p.length, 0);
  const index: CompactIndex = {
    refs: ordered.map((s) => s.slug),
    terms,
    offsets: new Uint32Array(terms.length + 1),
    docs: new Uint32Array(total),
    fields: new Uint8Array(total),
    weights: new Float32Array(total),
  };
  let at = 0;
  postings.forEach((list, t) => {
    index.offsets[t] = at;
    for (const [d, f, w] of list) {
      index.docs[at] = d;
      index.fields[at] = f;
      index.weights[at] = w;
      at++;
    }
  });
  index.offsets[terms.length] = at;
  return index;
}

const toBase64 = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');

function fromBase64<T>(text: string, View: { new (buffer: ArrayBuffer, offset: number, length: number): T; BYTES_PER_ELEMENT: number }): T {
  const bytes = Buffer.from(text, 'base64');
  // Copy into a fresh, aligned buffer: Buffer's pool offset need not be a multiple of the element size.
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return new View(copy, 0, bytes.byteLength / View.BYTES_PER_ELEMENT);
}

/** The JSON form written to dist/ (fields are listed so a reader built for other fields fails loudly). */
export function serializeCompactIndex(index: CompactIndex): SerializedCompactIndex {
  return {
    version: COMPACT_INDEX_VERSION,
    fields: SEARCH_FIELDS.map((f) => f.name),
    refs: index.refs,
    terms: index.terms,
    offsets: toBase64(index.offsets),
    docs: toBase64(index.docs),
    fieldIds: toBase64(index.fields),
    weights: toBase64(index.weights),
  };
}

/** Loads a serialized compact index; throws when it was written for another version or field list. */
export function loadCompactIndex(serialized: SerializedCompactIndex): CompactIndex {
  const fields = SEARCH_FIELDS.map((f) => f.name).join(',');
  if (serialized.version !== COMPACT_INDEX_VERSION || serialized.fields.join(',') !== fields) {
    throw new Error(`compact index version ${serialized.version} (${serialized.fields.join(',')}) does not match ${COMPACT_INDEX_VERSION} (${fields})`);
  }
  return {
    refs: serialized.refs,
    terms: serialized.terms,
    offsets: fromBase64(serialized.offsets, Uint32Array),
    docs: fromBase64(serialized.docs, Uint32Array),
    fields: fromBase64(serialized.fieldIds, Uint8Array),
    weights: fromBase64(serialized.weights, Float32Array),
  };
}

/** Whether `long` is `short` with one character inserted somewhere. */
function oneInsertion(short: string, long: string): boolean {
  let i = 0;
  while (i < short.length && short.charCodeAt(i) === long.charCodeAt(i)) i++;
  for (; i < short.length; i++) if (short.charCodeAt(i) !== long.charCodeAt(i + 1)) return false;
  return true;
}

/** Whether `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours (Lunr's editDistance 1). */
export function withinOneEdit(a: string, b: string): boolean {
  const length = a.length;
  if (length === b.length + 1) return oneInsertion(b, a);
  if (b.length === length + 1) return oneInsertion(a, b);
  if (length !== b.length) return false;
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i >= length - 1) return true; // equal, or one substitution in the last place
  let j = i + 1;
  while (j < length && a.charCodeAt(j) === b.charCodeAt(j)) j++;
  if (j === length) return true; // one substitution at i
  if (a.charCodeAt(i) !== b.charCodeAt(i + 1) || a.charCodeAt(i + 1) !== b.charCodeAt(i)) return false;
  for (j = i + 2; j < length; j++) if (a.charCodeAt(j) !== b.charCodeAt(j)) return false;
  return true; // neighbours at i and i+1 swapped
}

/** First index in sorted `terms` whose term is >= `word`. */
function lowerBound(terms: readonly string[], word: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The one field prefix and typo clauses skip (index-definition.ts WORD_FIELDS). */
const COMPOUNDS = SEARCH_FIELDS.findIndex((f) => !WORD_FIELDS.includes(f.name));

/** The compact index as a ScoringBackend; lookup tables are built once here. */
export function compactBackend(index: CompactIndex): ScoringBackend {
  const termIds = new Map(index.terms.map((t, i) => [t, i]));
  // The vocabulary spelled backwards, sorted, so the terms ending with a suffix are one range too.
  const reverse = (word: string) => [...word].reverse().join('');
  const backwards = index.terms.map((term, t) => ({ term: reverse(term), t })).sort((x, y) => (x.term < y.term ? -1 : x.term > y.term ? 1 : 0));
  const backwardTerms = backwards.map((b) => b.term);

  /**
   * Scores clauses as Lunr does: per field, Σ query weight × posting weight / |query vector of the field|.
   * Every field but `compounds` gets the same query vector, so two vectors are enough.
   */
  function score(clauses: ReadonlyArray<{ terms: readonly number[]; boost: number; wordFieldsOnly: boolean }>, add: AddScore): void {
    const words = new Map<number, number>();
    const compounds = new Map<number, number>();
    for (const clause of clauses) {
      for (const t of clause.terms) {
        words.set(t, (words.get(t) ?? 0) + clause.boost);
        if (!clause.wordFieldsOnly) compounds.set(t, (compounds.get(t) ?? 0) + clause.boost);
      }
    }
    const magnitude = (vector: Map<number, number>) => Math.sqrt([...vector.values()].reduce((sum, w) => sum + w * w, 0));
    if (words.size === 0) return;
    const wordNorm = magnitude(words);
    const compoundNorm = magnitude(compounds);
    for (const [t, boost] of words) {
      const wordWeight = boost / wordNorm;
      const compoundWeight = compoundNorm > 0 ? (compounds.get(t) ?? 0) / compoundNorm : 0;
      for (let p = index.offsets[t]!, end = index.offsets[t + 1]!; p < end; p++) {
        add(index.docs[p]!, (index.fields[p] === COMPOUNDS ? compoundWeight : wordWeight) * index.weights[p]!);
      }
    }
  }

  function exact(terms: readonly string[]): number[] {
    return terms.flatMap((term) => {
      const t = termIds.get(term);
      return t === undefined ? [] : [t];
    });
  }

  function prefixed(word: string): number[] {
    const found: number[] = [];
    for (let t = lowerBound(index.terms, word); t < index.terms.length && index.terms[t]!.startsWith(word); t++) found.push(t);
    return found;
  }

  /**
   * Terms within one edit of `word`. One edit leaves intact either the word's first ⌈n/2⌉−1 letters
   * (an edit at or after that point, a swap across the middle included) or its last ⌊n/2⌋ letters
   * (an edit before the middle), so only terms sharing that prefix or that suffix are compared.
   */
  function fuzzy(word: string): number[] {
    const half = Math.ceil(word.length / 2);
    const found = new Set<number>();
    const head = word.slice(0, half - 1);
    for (let t = lowerBound(index.terms, head); t < index.terms.length && index.terms[t]!.startsWith(head); t++) {
      if (withinOneEdit(word, index.terms[t]!)) found.add(t);
    }
    const tail = reverse(word.slice(half));
    for (let r = lowerBound(backwardTerms, tail); r < backwardTerms.length && backwardTerms[r]!.startsWith(tail); r++) {
      const t = backwards[r]!.t;
      if (!found.has(t) && withinOneEdit(word, index.terms[t]!)) found.add(t);
    }
    return [...found];
  }

  return {
    size: index.refs.length,
    scoreWord(word: QueryWord, add: AddScore) {
      score(
        [
          { terms: exact(word.variants), boost: CLAUSE_BOOST.exact, wordFieldsOnly: false },
          { terms: word.prefix ? prefixed(word.text) : [], boost: CLAUSE_BOOST.prefix, wordFieldsOnly: true },
          { terms: word.fuzzy ? fuzzy(word.text) : [], boost: CLAUSE_BOOST.fuzzy, wordFieldsOnly: true },
        ],
        add,
      );
    },
    scoreCompound(term: string, add: AddScore) {
      score([{ terms: exact([term]), boost: CLAUSE_BOOST.compound, wordFieldsOnly: false }], add);
    },
  };
}
