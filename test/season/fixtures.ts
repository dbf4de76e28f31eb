import { presetConfig, type Preset, type Role } from '../../src/engine/index.ts';
import { freshCarryOver } from '../../src/engine/rules/state/carry-over.ts';
import type {
  GameResult,
  GameState,
  Seat,
  TimelineEntry,
} from '../../src/engine/rules/state/state.ts';

export const user = (seat: number, pool = 0) =>
  String(100000000000000000n + BigInt(pool * 100 + seat));

/** Classic, 10 seats: #1 Don, #2 and #3 mafia, #4 Sheriff, the rest civilians. */
export const CLASSIC_ROLES: Role[] = [
  'DON',
  'MAFIOSO',
  'MAFIOSO',
  'SHERIFF',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
  'CIVILIAN',
];

function seatOf(index: number, role: Role, pool: number): Seat {
  const black = role === 'DON' || role === 'MAFIOSO';
  return {
    seat: index + 1,
    userId: user(index + 1, pool),
    name: `P${index + 1}`,
    role,
    team: black ? 'MAFIA' : 'RED',
    side: black ? 'black' : 'red',
    alive: true,
    fouls: 0,
    warnings: 0,
    silencePending: false,
  };
}

/**
 * The final state of a classic game as the season reads it: night 1 the Sheriff checks #2
 * (black) and the Don finds the Sheriff, #5 is killed and names #1 #2 #6 as his Best Move;
 * night 2 the Sheriff checks #7 (red); #8 leaves with 4 fouls; red wins.
 */
export function finishedClassic(
  options: {
    gameId?: string;
    result?: GameResult;
    createdAt?: number;
    pool?: number;
    preset?: Preset;
  } = {},
): GameState {
  const seats = CLASSIC_ROLES.map((role, index) => seatOf(index, role, options.pool ?? 0));
  seats[4] = { ...seats[4]!, alive: false, out: { reason: 'killed', day: 1, phase: 'night' } };
  seats[7] = {
    ...seats[7]!,
    alive: false,
    fouls: 4,
    out: { reason: 'removed', day: 2, phase: 'day' },
  };
  seats[1] = { ...seats[1]!, fouls: 2 };
  const timeline: TimelineEntry[] = [
    { kind: 'dealt', at: 0 },
    {
      kind: 'night',
      night: 1,
      shot: 5,
      outcome: 'kill',
      victim: 5,
      actions: [
        { seat: 1, action: 'shot', targets: [5] },
        { seat: 1, action: 'leaderCheck', targets: [4] },
        { seat: 4, action: 'check', targets: [2] },
      ],
    },
    { kind: 'bestMove', seat: 5, named: [1, 2, 6] },
    {
      kind: 'night',
      night: 2,
      outcome: 'miss',
      actions: [{ seat: 4, action: 'check', targets: [7] }],
    },
  ];
  const result = options.result ?? { winner: 'red', teams: ['RED'], reason: 'allBlacksOut' };
  return {
    version: 100,
    gameId: options.gameId ?? 'game-1',
    config: presetConfig(options.preset ?? 'classic'),
    judgeId: '900000000000000001',
    createdAt: options.createdAt ?? Date.UTC(2026, 11, 1, 12),
    lobby: [],
    seats,
    deal: { commitment: '', serverSeed: '', configHash: '' },
    phase: { kind: 'ended', result },
    memory: freshCarryOver(),
    timers: [],
    timerSeq: 0,
    timeline,
  };
}

export const ABORTED: GameResult = { winner: 'aborted', teams: [], reason: 'aborted' };
