/**
 * A proper edge colouring of a bipartite multigraph with as many colours as its largest degree
 * (König's line colouring theorem), by alternating paths: for an edge u–v, take α free at u and
 * β free at v; if α is taken at v, swap α and β along the α/β path from v, which cannot reach u
 * in a bipartite graph, and colour the edge α. O(edges · vertices), deterministic.
 */

/** Colours of `edges` ([left, right] pairs) in [0, colours), none twice at one vertex. */
export function colourEdges(
  leftCount: number,
  rightCount: number,
  edges: readonly (readonly [number, number])[],
  colours: number,
): Int32Array {
  const vertexCount = leftCount + rightCount;
  const edgeAt = new Int32Array(vertexCount * colours).fill(-1);
  const colour = new Int32Array(edges.length).fill(-1);
  const ends = edges.map(([left, right]) => [left, leftCount + right] as const);
  const freeColour = (vertex: number): number => {
    for (let c = 0; c < colours; c++) if (edgeAt[vertex * colours + c] === -1) return c;
    throw new RangeError(`vertex ${vertex} has more than ${colours} edges`);
  };
  const other = (edge: number, vertex: number): number => {
    const [u, v] = ends[edge]!;
    return u === vertex ? v : u;
  };
  const setColour = (edge: number, c: number): void => {
    const [u, v] = ends[edge]!;
    colour[edge] = c;
    edgeAt[u * colours + c] = edge;
    edgeAt[v * colours + c] = edge;
  };

  ends.forEach(([u, v], edge) => {
    const alpha = freeColour(u);
    if (edgeAt[v * colours + alpha] !== -1) {
      const beta = freeColour(v);
      const path: number[] = [];
      for (let at = v, c = alpha; edgeAt[at * colours + c] !== -1; c = c === alpha ? beta : alpha) {
        const step = edgeAt[at * colours + c]!;
        path.push(step);
        at = other(step, at);
      }
      for (const step of path) {
        const [a, b] = ends[step]!;
        edgeAt[a * colours + colour[step]!] = -1;
        edgeAt[b * colours + colour[step]!] = -1;
      }
      for (const step of path) setColour(step, colour[step] === alpha ? beta : alpha);
    }
    setColour(edge, alpha);
  });
  return colour;
}
