/**
 * The assignment problem (Kuhn–Munkres, the Hungarian method with potentials, O(n³)): for an
 * n×n cost matrix, the permutation `column[row]` of least total cost. Integer costs give an
 * exact, deterministic answer.
 */
export function cheapestAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const rowOf = new Array<number>(n + 1).fill(0); // rowOf[column], rows and columns from 1
  const way = new Array<number>(n + 1).fill(0);
  for (let row = 1; row <= n; row++) {
    rowOf[0] = row;
    let column = 0;
    const least = new Array<number>(n + 1).fill(Infinity);
    const used = new Array<boolean>(n + 1).fill(false);
    do {
      used[column] = true;
      const i = rowOf[column]!;
      let delta = Infinity;
      let next = 0;
      for (let j = 1; j <= n; j++) {
        if (used[j]) continue;
        const reduced = cost[i - 1]![j - 1]! - u[i]! - v[j]!;
        if (reduced < least[j]!) {
          least[j] = reduced;
          way[j] = column;
        }
        if (least[j]! < delta) {
          delta = least[j]!;
          next = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j]) {
          u[rowOf[j]!]! += delta;
          v[j]! -= delta;
        } else least[j]! -= delta;
      }
      column = next;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column]!;
      rowOf[column] = rowOf[previous]!;
      column = previous;
    } while (column !== 0);
  }
  const columnOf = new Array<number>(n).fill(0);
  for (let j = 1; j <= n; j++) columnOf[rowOf[j]! - 1] = j - 1;
  return columnOf;
}
