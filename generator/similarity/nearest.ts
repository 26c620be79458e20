/**
 * The most similar styles of each style (issue 14): exact nearest neighbours by Euclidean distance over
 * the feature vectors, computed in one pass over typed arrays (10,000 styles: 50 million pairs).
 */

export interface Neighbour {
  /** Ordinal of the neighbour in the input order. */
  index: number;
  /** Similarity from 0 (nothing alike) to 1 (identical features). */
  score: number;
}

export const SIMILAR_COUNT = 6;

/** Distance → a score in (0, 1]: 1 for identical points, about 0.5 at a typical distance between unrelated styles. */
export const similarityScore = (distance: number) => Math.round((1 / (1 + 2 * distance)) * 1000) / 1000;

/** The `count` nearest other styles of every style, nearest first; ties go to the lower ordinal (the lower id). */
export function nearestNeighbours(vectors: readonly number[][], count = SIMILAR_COUNT): Neighbour[][] {
  const n = vectors.length;
  const dim = vectors[0]?.length ?? 0;
  const flat = new Float64Array(n * dim);
  vectors.forEach((v, i) => flat.set(v, i * dim));
  const bestD = new Float64Array(n * count).fill(Infinity);
  const bestI = new Int32Array(n * count).fill(-1);
  const offer = (i: number, j: number, d: number) => {
    const base = i * count;
    if (d >= bestD[base + count - 1]!) return;
    let k = count - 1;
    // Insertion keeps each row sorted by distance, then by ordinal (j arrives in ascending order for ties).
    while (k > 0 && (d < bestD[base + k - 1]! || (d === bestD[base + k - 1]! && j < bestI[base + k - 1]!))) {
      bestD[base + k] = bestD[base + k - 1]!;
      bestI[base + k] = bestI[base + k - 1]!;
      k--;
    }
    bestD[base + k] = d;
    bestI[base + k] = j;
  };
  // Squared distances; a pair stops being summed once it is farther than both rows' current worst.
  for (let i = 0; i < n; i++) {
    const a = i * dim;
    for (let j = i + 1; j < n; j++) {
      const b = j * dim;
      const limit = Math.max(bestD[i * count + count - 1]!, bestD[j * count + count - 1]!);
      let sum = 0;
      for (let k = 0; k < dim && sum <= limit; k++) {
        const diff = flat[a + k]! - flat[b + k]!;
        sum += diff * diff;
      }
      if (sum > limit) continue;
      offer(i, j, sum);
      offer(j, i, sum);
    }
  }
  return Array.from({ length: n }, (_, i) => {
    const row: Neighbour[] = [];
    for (let k = 0; k < count; k++) {
      const index = bestI[i * count + k]!;
      if (index >= 0) row.push({ index, score: similarityScore(Math.sqrt(bestD[i * count + k]!)) });
    }
    return row;
  });
}

/** A neighbour by key, with its squared distance, as a build cache keeps it. */
export interface KeyedNeighbour {
  key: string;
  d2: number;
}

/** Whether two neighbour lists name the same styles at the same distances, in the same order. */
export const sameNeighbours = (a: readonly KeyedNeighbour[] | undefined, b: readonly KeyedNeighbour[]) =>
  a === b || (a !== undefined && a.length === b.length && a.every((n, i) => n.key === b[i]!.key && n.d2 === b[i]!.d2));

const distance2 = (a: readonly number[], b: readonly number[]) => {
  let sum = 0;
  for (let k = 0; k < a.length; k++) {
    const diff = a[k]! - b[k]!;
    sum += diff * diff;
  }
  return sum;
};

const byDistance = (order: ReadonlyMap<string, number>) => (x: KeyedNeighbour, y: KeyedNeighbour) => x.d2 - y.d2 || order.get(x.key)! - order.get(y.key)!;

/**
 * Neighbour lists after some styles changed, were added or were removed, from the previous lists:
 * a changed style, and one that lost a neighbour, is searched again in full; every other style only
 * compares itself with the changed ones. `vectors` is in list order (ties go to the earlier key).
 */
export function updateNeighbours(
  vectors: ReadonlyMap<string, readonly number[]>,
  previous: ReadonlyMap<string, readonly KeyedNeighbour[]>,
  changed: ReadonlySet<string>,
  count = SIMILAR_COUNT,
): Map<string, KeyedNeighbour[]> {
  const order = new Map([...vectors.keys()].map((k, i) => [k, i]));
  const sort = byDistance(order);
  const full = (key: string) => {
    const v = vectors.get(key)!;
    const all: KeyedNeighbour[] = [];
    for (const [other, w] of vectors) if (other !== key) all.push({ key: other, d2: distance2(v, w) });
    return all.sort(sort).slice(0, count);
  };
  const out = new Map<string, KeyedNeighbour[]>();
  const fresh = [...changed].filter((k) => vectors.has(k));
  for (const key of vectors.keys()) {
    const before = previous.get(key);
    const kept = before?.filter((n) => vectors.has(n.key) && !changed.has(n.key));
    if (changed.has(key) || !before || !kept || kept.length < Math.min(count, before.length) || before.length < Math.min(count, vectors.size - 1)) {
      out.set(key, full(key));
      continue;
    }
    const v = vectors.get(key)!;
    const offers = fresh.filter((k) => k !== key).map((k) => ({ key: k, d2: distance2(v, vectors.get(k)!) }));
    // The common case of a large library: nothing it held changed, and no changed style comes nearer than its farthest.
    const worst = before[before.length - 1];
    if (kept.length === before.length && before.length === count && worst && offers.every((o) => sort(o, worst) > 0)) {
      out.set(key, before as KeyedNeighbour[]);
      continue;
    }
    out.set(key, [...kept, ...offers].sort(sort).slice(0, count));
  }
  return out;
}

/** Every style's nearest styles by key, from scratch (the keys in list order). */
export function allNeighbours(vectors: ReadonlyMap<string, readonly number[]>, count = SIMILAR_COUNT): Map<string, KeyedNeighbour[]> {
  const keys = [...vectors.keys()];
  const rows = nearestNeighbours([...vectors.values()] as number[][], count);
  const byKey = new Map<string, KeyedNeighbour[]>();
  rows.forEach((row, i) => {
    const v = vectors.get(keys[i]!)!;
    byKey.set(keys[i]!, row.map((n) => ({ key: keys[n.index]!, d2: distance2(v, vectors.get(keys[n.index]!)!) })));
  });
  return byKey;
}
