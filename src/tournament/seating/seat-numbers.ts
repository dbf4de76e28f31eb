/**
 * Phase 2 of the seating: the seat numbers 1…10 at each table (b of issue 26). The coming games
 * and the players form a bipartite graph (an edge for each player at each table); a proper
 * colouring of its edges with 10 colours is a seat for every edge, no two at one table. Each
 * player is split into blocks of 10 of his games (the rest in a last, smaller block), so every
 * vertex has degree ≤ 10 and König's theorem gives the colouring: a player whose games are a
 * multiple of 10 sits in each seat number equally often, exactly once over 10 games; any other
 * in seat counts differing by at most one. Then, for re-seating (the played rounds' seats
 * count too), each coming table's seats are re-chosen by the assignment method while that
 * lowers Σ c², c[p][s] the games of p in seat s: sweeps in a fixed order until none helps.
 */
import { cheapestAssignment } from './assignment.ts';
import { colourEdges } from './edge-colouring.ts';
import { SEATS, shuffledBy, type DrawStream, type SeatingRound } from './types.ts';

const MOST_SWEEPS = 50;

export function seatCounts(players: number, rounds: readonly SeatingRound[]): Int32Array {
  const counts = new Int32Array(players * SEATS);
  for (const round of rounds) {
    for (const table of round)
      table.forEach((player, seat) => (counts[player * SEATS + seat]! += 1));
  }
  return counts;
}

/** The coming tables' seats from the colouring: table[seat] = player. */
function colouredSeats(
  players: number,
  games: readonly (readonly number[])[],
  stream: DrawStream,
): number[][] {
  const blockOf = new Map<string, number>();
  const gamesSoFar = new Array<number>(players).fill(0);
  const edges: [number, number, number][] = [];
  games.forEach((game, g) => {
    for (const player of game) {
      const key = `${player}/${Math.floor(gamesSoFar[player]! / SEATS)}`;
      gamesSoFar[player]! += 1;
      if (!blockOf.has(key)) blockOf.set(key, blockOf.size);
      edges.push([g, blockOf.get(key)!, player]);
    }
  });
  const order = shuffledBy(stream, edges);
  const colours = colourEdges(
    games.length,
    blockOf.size,
    order.map(([game, block]) => [game, block] as const),
    SEATS,
  );
  const seatOfColour = shuffledBy(
    stream,
    Array.from({ length: SEATS }, (_, seat) => seat),
  );
  const seats = games.map(() => new Array<number>(SEATS).fill(-1));
  order.forEach(([game, , player], edge) => {
    seats[game]![seatOfColour[colours[edge]!]!] = player;
  });
  return seats;
}

/**
 * Re-seats each coming table by the assignment method while that lowers Σ c² (played seats
 * counted in): the seats of one table are chosen best given all the others, table after table,
 * until a sweep changes nothing.
 */
function evenOut(players: number, played: readonly SeatingRound[], tables: number[][]): void {
  const counts = seatCounts(players, [...played, tables]);
  for (let sweep = 0, changed = true; changed && sweep < MOST_SWEEPS; sweep++) {
    changed = false;
    for (const table of tables) {
      table.forEach((player, seat) => (counts[player * SEATS + seat]! -= 1));
      const cost = table.map((player) =>
        Array.from({ length: SEATS }, (_, seat) => 2 * counts[player * SEATS + seat]! + 1),
      );
      const seatOf = cheapestAssignment(cost);
      const now = cost.reduce((sum, row, k) => sum + row[k]!, 0);
      if (cost.reduce((sum, row, k) => sum + row[seatOf[k]!]!, 0) < now) {
        const players = [...table];
        players.forEach((player, k) => (table[seatOf[k]!] = player));
        changed = true;
      }
      table.forEach((player, seat) => (counts[player * SEATS + seat]! += 1));
    }
  }
}

/**
 * The seat order of each coming table. `coming` holds the rounds' tables as groups of 10 (their
 * order inside a group does not matter); the result holds them in seat order 1…10.
 */
export function assignSeats(
  players: number,
  played: readonly SeatingRound[],
  coming: readonly (readonly (readonly number[])[])[],
  stream: DrawStream,
): number[][][] {
  const games = coming.flat();
  const seated = colouredSeats(players, games, stream);
  if (played.length > 0) evenOut(players, played, seated);
  const rounds: number[][][] = [];
  let next = 0;
  for (const round of coming) rounds.push(round.map(() => seated[next++]!));
  return rounds;
}
