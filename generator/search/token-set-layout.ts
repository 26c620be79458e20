/**
 * Lunr's TokenSet of an index's terms (the minimized automaton lunr.TokenSet.fromArray builds) as three
 * flat arrays, and back. lunr.Index.load rebuilds that automaton from every term with lunr's minimizing
 * builder, which was most of a shard's load time at 10,000 styles (issue 22). The build writes the
 * automaton it already holds; loading makes a lunr.TokenSet node and its edges only when a query first
 * reaches them, with nothing to minimize. Nodes, final flags and edges (in each node's edge order) are
 * lunr's own, so intersect and toArray walk the loaded set exactly as the built one.
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

/** lunr.TokenSet's id counter (a static in lunr's source), which every node takes its id from. */
const TokenSetStatics = lunr.TokenSet as unknown as { _nextId: number };

/** A loaded node's number in its layout. */
const LAYOUT_NODE = Symbol('layout node');

interface LoadedNode extends TokenSetNode {
  id: number;
  [LAYOUT_NODE]: number;
}

/**
 * lunr.TokenSet nodes as a layout links them; returns the root. A node is made (final flag, id) when an
 * edge leading to it is first read, and its own edges when they are first read: a query walks a few
 * paths of the automaton, so most nodes are never made (issue 22). What lunr reads (final, edges in order)
 * is what a node made at once would hold.
 */
export function loadTokenSet({ nodes, labels, targets }: { nodes: ArrayLike<number>; labels: string; targets: ArrayLike<number> }): lunr.TokenSet {
  const firstEdge = new Int32Array(nodes.length + 1);
  for (let n = 0; n < nodes.length; n++) firstEdge[n + 1] = firstEdge[n]! + (nodes[n]! >> 1);
  if (firstEdge[nodes.length] !== labels.length || labels.length !== targets.length) throw new Error('a token set layout has edges no node holds');
  for (let e = 0; e < targets.length; e++) if (!(targets[e]! >= 0 && targets[e]! < nodes.length)) throw new Error('a token set layout has an edge to no node');
  const made: (LoadedNode | undefined)[] = new Array(nodes.length);
  const prototype = Object.create(lunr.TokenSet.prototype, {
    edges: {
      configurable: true,
      get(this: LoadedNode) {
        const n = this[LAYOUT_NODE];
        const edges: Record<string, TokenSetNode> = {};
        for (let e = firstEdge[n]!; e < firstEdge[n + 1]!; e++) edges[labels[e]!] = nodeAt(targets[e]!);
        Object.defineProperty(this, 'edges', { value: edges, writable: true, enumerable: true, configurable: true });
        return edges;
      },
    },
  }) as object;
  function nodeAt(n: number): LoadedNode {
    let node = made[n];
    if (!node) {
      node = Object.create(prototype) as LoadedNode;
      node.final = (nodes[n]! & 1) === 1;
      node.id = TokenSetStatics._nextId++;
      node[LAYOUT_NODE] = n;
      made[n] = node;
    }
    return node;
  }
  return nodeAt(0) as unknown as lunr.TokenSet;
}
