/**
 * A lunr index's field vectors laid flat in typed arrays, one layout per field, and the postings they
 * imply. runLunrQuery (lunr-query.ts) scores from this layout, and a compact shard (index-serialization.ts)
 * stores it, so loading a shard neither makes a lunr.Vector per field vector nor a posting object per
 * (term, field, document) (issue 22). A term's posting in a field is the documents whose field vector
 * holds the term: lunr's builder puts every term of a field both in the posting and in the vector.
 * Weights are kept in thousandths, as integers: lunr rounds every weight to thousandths, so `w / 1000`
 * is lunr's very double, and a loaded shard needs no conversion of its weights (issue 22).
 */

/** A field's vectors of every document, flat: document d's (term `_index`, weight) pairs are at offsets[d] … offsets[d+1]. */
export interface FlatVectors {
  offsets: Int32Array;
  terms: Int32Array;
  /** Each weight × 1000 (lunr's weight is `thousandths[k] / 1000`). */
  thousandths: Int32Array;
}

/** A lunr weight × 1000, refusing any that is not in thousandths (it would not read back as the same double). */
function thousandthsOf(weight: number): number {
  const scaled = Math.round(weight * 1000);
  if (scaled / 1000 !== weight || Math.abs(scaled) > 0x7fffffff) throw new Error(`a search index weight ${weight} is not in thousandths`);
  return scaled;
}

/** A field's postings: term t's documents, ascending, are docs[offsets[t]] … docs[offsets[t+1]]. */
export interface FlatPostings {
  offsets: Int32Array;
  docs: Int32Array;
}

/** A flat layout from each document's lunr.Vector elements ([index, weight, index, weight, …]). */
export function flatVectors(elementsByDocument: readonly (readonly number[])[]): FlatVectors {
  const offsets = new Int32Array(elementsByDocument.length + 1);
  elementsByDocument.forEach((elements, d) => (offsets[d + 1] = offsets[d]! + elements.length / 2));
  const terms = new Int32Array(offsets[elementsByDocument.length]!);
  const thousandths = new Int32Array(terms.length);
  elementsByDocument.forEach((elements, d) => {
    for (let k = 0, at = offsets[d]!; k < elements.length; k += 2, at++) {
      terms[at] = elements[k]!;
      thousandths[at] = thousandthsOf(elements[k + 1]!);
    }
  });
  return { offsets, terms, thousandths };
}

/** Document d's vector as lunr.Vector elements. */
export function vectorElements({ offsets, terms, thousandths }: FlatVectors, d: number): number[] {
  const elements: number[] = [];
  for (let k = offsets[d]!; k < offsets[d + 1]!; k++) elements.push(terms[k]!, thousandths[k]! / 1000);
  return elements;
}

/**
 * Every term's documents in one field, from the field's vectors (a counting sort: documents stay
 * ascending). Refuses a vector that holds a term outside the vocabulary.
 */
export function invertVectors({ offsets: vectorOffsets, terms }: FlatVectors, vocabulary: number): FlatPostings {
  const offsets = new Int32Array(vocabulary + 1);
  for (let k = 0; k < terms.length; k++) {
    const t = terms[k]!;
    if (t >>> 0 >= vocabulary) throw new Error(`a search index's vector holds term ${t}, not one of its ${vocabulary}`);
    offsets[t + 1] = offsets[t + 1]! + 1;
  }
  for (let t = 0; t < vocabulary; t++) offsets[t + 1] = offsets[t + 1]! + offsets[t]!;
  const next = offsets.slice(0, vocabulary);
  const docs = new Int32Array(terms.length);
  for (let d = 0; d + 1 < vectorOffsets.length; d++) {
    for (let k = vectorOffsets[d]!; k < vectorOffsets[d + 1]!; k++) {
      const t = terms[k]!;
      docs[next[t]!] = d;
      next[t] = next[t]! + 1;
    }
  }
  return { offsets, docs };
}

/** Term t's documents in a field, ascending. */
export const postingDocs = ({ offsets, docs }: FlatPostings, t: number): Int32Array => docs.subarray(offsets[t]!, offsets[t + 1]!);
