/**
 * Lunr's TokenSet of an index's terms (the minimized automaton lunr.TokenSet.fromArray builds) as three
 * flat arrays, and back. lunr.Index.load rebuilds that automaton from every term with lunr's minimizing
 * builder, which was most of a shard's load time at 10,000 styles (issue 22). The build writes the
 * automaton it already holds; loading makes one lunr.TokenSet per node and links its edges, with nothing
 * to minimize. Nodes, final flags and edges (in each node's edge order) are lunr's own, so intersect and
 * toArray walk the loaded set exactly as the built one.
 */
import lunr from 'lunr';

export interface TokenSetLayout {
  /** Per node, breadth-first from the root (node 0): its number of edges × 2, + 1 when it is final. */
  nodes: number[];
  /** Every edge's label (one UTF-16 unit, as lunr's are), node after node, in each node's edge order. */
  labels: string;
  /** Every edge's target node, in the order of `labels`. */
  targets: number[];
}

/** The parts of a lunr.TokenSet read and written here (public in lunr's source, not in its typings). */
interface TokenSetNode {
  final: boolean;
  edges: Record<string, TokenSetNode>;
}

export function tokenSetLayout(root: lunr.TokenSet): TokenSetLayout {
  const order = [root as unknown as TokenSetNode];
  const numbers = new Map(order.map((node, n) => [node, n]));
  const nodes: number[] = [];
  const labels: string[] = [];
  const targets: number[] = [];
  for (let n = 0; n < order.length; n++) {
    const node = order[n]!;
    const edges = Object.keys(node.edges);
    nodes.push(edges.length * 2 + (node.final ? 1 : 0));
    for (const label of edges) {
      if (label.length !== 1) throw new Error(`a token set edge is labelled ${JSON.stringify(label)}, not one character`);
      const target = node.edges[label]!;
      let t = numbers.get(target);
      if (t === undefined) numbers.set(target, (t = order.push(target) - 1));
      labels.push(label);
      targets.push(t);
    }
  }
  return { nodes, labels: labels.join(''), targets };
}

/** lunr.TokenSet nodes made from a layout and linked as it says; returns the root. */
export function loadTokenSet({ nodes, labels, targets }: TokenSetLayout): lunr.TokenSet {
  const sets = nodes.map(() => new lunr.TokenSet() as unknown as TokenSetNode);
  let edge = 0;
  nodes.forEach((packed, n) => {
    const node = sets[n]!;
    node.final = (packed & 1) === 1;
    for (const end = edge + (packed >> 1); edge < end; edge++) node.edges[labels[edge]!] = sets[targets[edge]!]!;
  });
  if (edge !== labels.length || edge !== targets.length) throw new Error('a token set layout has edges no node holds');
  return sets[0] as unknown as lunr.TokenSet;
}
