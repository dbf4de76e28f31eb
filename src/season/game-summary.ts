import {
  bestMoveHits,
  checkHit,
  type GameState,
  type Preset,
  type Role,
  type Seat,
  type Side,
} from '../engine/index.ts';

/**
 * What the season keeps of one finished game: a line per seat, derived from the final state
 * alone (seats, roles, sides, the result and the timeline), so that counting the same game
 * again (a restart, a second process) always yields the same figures.
 */
export interface PlayerLine {
  userId: string;
  name: string;
  seat: number;
  role: Role;
  side: Side;
  won: boolean;
  /** At the table when the game ended. */
  survived: boolean;
  fouls: number;
  /** Removed by the judge: 4 fouls, a disqualification, or the seat whose penalty ended the game. */
  removed: boolean;
  /** The Best Move, if this seat made one: how many named and how many of them were black. */
  bestMove?: { named: number; hits: number };
  /** Night checks (the Sheriff/Detective's and the leader's), and how many found what they seek. */
  checks: number;
  checkHits: number;
}

export interface GameSummary {
  gameId: string;
  preset: Preset;
  /** The game's creation time (ms): stable across recounts, it files the game under its month. */
  createdAt: number;
  /** The text channel it was played in (absent for games counted before it was kept). */
  channelId?: string;
  winner: 'red' | 'black' | 'draw';
  players: PlayerLine[];
}

/** Checks made and how many found what they seek (the engine's NIGHT-CHECKS findings). */
function checksOf(state: GameState, seat: number): { checks: number; checkHits: number } {
  let checks = 0;
  let checkHits = 0;
  for (const entry of state.timeline) {
    if (entry.kind !== 'night') continue;
    for (const action of entry.actions) {
      if (action.seat !== seat) continue;
      if (action.action !== 'check' && action.action !== 'leaderCheck') continue;
      const hit = checkHit(state, action.action, action.targets);
      if (hit === undefined) continue;
      checks++;
      if (hit) checkHits++;
    }
  }
  return { checks, checkHits };
}

function bestMoveOf(state: GameState, seat: number): PlayerLine['bestMove'] {
  for (const entry of state.timeline) {
    if (entry.kind !== 'bestMove' || entry.seat !== seat) continue;
    return { named: entry.named.length, hits: bestMoveHits(state, entry.named) };
  }
  return undefined;
}

function lineOf(state: GameState, seat: Seat, winningTeams: readonly string[]): PlayerLine {
  const penaltySeat = state.phase.kind === 'ended' ? state.phase.result.penaltySeat : undefined;
  const bestMove = bestMoveOf(state, seat.seat);
  return {
    userId: seat.userId,
    name: seat.name,
    seat: seat.seat,
    role: seat.role,
    side: seat.side,
    won: winningTeams.includes(seat.team),
    survived: seat.alive,
    fouls: seat.fouls,
    removed: seat.out?.reason === 'removed' || penaltySeat === seat.seat,
    ...(bestMove ? { bestMove } : {}),
    ...checksOf(state, seat.seat),
  };
}

/**
 * The season's summary of a finished game; undefined for a game that does not count: not
 * ended, aborted or cancelled by the judge, or never dealt.
 */
export function summarizeGame(state: GameState): GameSummary | undefined {
  if (state.phase.kind !== 'ended' || state.seats.length === 0) return undefined;
  const { winner, teams } = state.phase.result;
  if (winner === 'aborted') return undefined;
  return {
    gameId: state.gameId,
    preset: state.config.preset,
    createdAt: state.createdAt,
    winner,
    players: state.seats.map((seat) => lineOf(state, seat, teams)),
  };
}
