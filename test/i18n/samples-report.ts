import type { ReportEntry } from '../../src/engine/messages.ts';
import type { GameResult } from '../../src/engine/state.ts';
import type { AllParams } from '../../src/i18n/types.ts';

/** The report, results and status the samples of test/i18n/samples.ts and its variants share. */
export const AT = 1_767_225_600_000; // 2026-01-01T00:00:00Z
export const U = (n: number) => String(100000000000000000n + BigInt(n));
export const HEX = (c: string) => c.repeat(64);

export const TIMELINE: ReportEntry[] = [
  { kind: 'dealt', at: AT },
  { kind: 'nomination', day: 1, by: 1, target: 5 },
  { kind: 'nomination', day: 1, by: 2, target: 6 },
  {
    kind: 'vote',
    day: 1,
    round: 1,
    votes: [
      { voter: 1, candidate: 5, auto: false },
      { voter: 2, candidate: 5, auto: false },
      { voter: 3, candidate: 6, auto: true },
      { voter: 4, candidate: 6, auto: true },
    ],
    out: [],
  },
  {
    kind: 'vote',
    day: 1,
    round: 2,
    votes: [
      { voter: 1, candidate: 5, auto: false },
      { voter: 2, candidate: 6, auto: true },
    ],
    out: [],
  },
  { kind: 'eliminateAll', day: 1, candidates: [5, 6], yes: [1, 2, 3], passed: false },
  { kind: 'foul', seat: 3, count: 1, reason: 'Речь не в свою минуту', day: 1 },
  { kind: 'foul', seat: 3, count: 2, day: 1 },
  { kind: 'unfoul', seat: 3, count: 1, day: 1 },
  { kind: 'warning', seat: 4, reason: 'Жестикуляция', day: 1 },
  { kind: 'warning', seat: 4, day: 1 },
  { kind: 'paused', at: AT + 60_000 },
  { kind: 'resumed', at: AT + 120_000 },
  { kind: 'skipped', what: 'speeches:regular:7', day: 1 },
  { kind: 'skipped', what: 'lastWords:lastWord:2', day: 2 },
  { kind: 'skipped', what: 'voting', day: 1 },
  { kind: 'skipped', what: 'night-1', day: 1 },
  { kind: 'skipped', what: 'lobby', day: 0 },
  { kind: 'extended', seconds: 30, day: 1 },
  { kind: 'extended', seconds: -3600, day: 1 },
  { kind: 'phaseLength', phase: 'day', hours: 48, day: 1 },
  { kind: 'phaseLength', phase: 'night', hours: 6, day: 2 },
  {
    kind: 'night',
    night: 1,
    shot: 2,
    outcome: 'kill',
    victim: 2,
    actions: [
      { seat: 1, action: 'shot', targets: [2] },
      { seat: 4, action: 'shot', targets: [2] },
      {
        seat: 1,
        action: 'leaderCheck',
        targets: [7],
        found: { kind: 'role', seat: 7, role: 'DETECTIVE', found: true },
      },
      { seat: 10, action: 'block', targets: [8] },
      { seat: 8, action: 'protect', targets: [9] },
      {
        seat: 9,
        action: 'compare',
        targets: [1, 4],
        found: { kind: 'same', first: 1, second: 4, same: false },
      },
      { seat: 7, action: 'check', targets: [5], found: { kind: 'side', seat: 5, side: 'black' } },
    ],
  },
  { kind: 'departure', seat: 2, reason: 'killed', day: 1, phase: 'night' },
  { kind: 'bestMove', seat: 2, named: [1, 4, 9] },
  { kind: 'vote', day: 2, round: 1, votes: [], out: [6] },
  { kind: 'departure', seat: 6, reason: 'voted', day: 2, phase: 'day' },
  { kind: 'night', night: 2, shot: 9, outcome: 'save', actions: [] },
  { kind: 'night', night: 3, outcome: 'miss', actions: [] },
  { kind: 'night', night: 4, outcome: 'none', actions: [] },
  { kind: 'disqualified', seat: 11, reason: 'Оскорбления', day: 5 },
  { kind: 'departure', seat: 11, reason: 'removed', day: 5, phase: 'day' },
  { kind: 'voteCancelled', day: 5 },
  { kind: 'eliminateAll', day: 5, candidates: [12, 13], yes: [], passed: false },
  { kind: 'eliminateAll', day: 6, candidates: [12, 13], yes: [1, 3, 4, 5], passed: true },
  { kind: 'forumVote', day: 6, votes: { '1': 5, '2': 5, '3': 6 }, out: [5], tie: [] },
  { kind: 'forumVote', day: 7, votes: { '1': 5, '3': 6 }, out: [], tie: [5, 6] },
  { kind: 'forumVote', day: 8, votes: {}, out: [], tie: [] },
  {
    kind: 'duelRound',
    day: 7,
    round: 1,
    moves: {
      '5': { cover: 1, target: 6, position: 2 },
      '6': { cover: 2, target: 5, position: 3 },
    },
    hits: { '5': 0, '6': 1 },
  },
  {
    kind: 'duelRound',
    day: 7,
    round: 2,
    moves: { '5': { cover: 1, target: 6, position: 0 } },
    hits: { '5': 0, '6': 0 },
  },
  { kind: 'teamLoss', seat: 14, reason: 'Клятва', day: 9 },
  { kind: 'ended', winner: 'red', reason: 'teamLoss' },
];

export const RESULTS: GameResult[] = [
  { winner: 'red', teams: ['RED'], reason: 'allBlacksOut' },
  { winner: 'black', teams: ['GAMBINO', 'KA'], reason: 'parity' },
  { winner: 'black', teams: ['MAFIA'], reason: 'parity' },
  { winner: 'black', teams: ['MAFIA'], reason: 'allTownOut' },
  { winner: 'draw', teams: [], reason: 'quietCycles' },
  { winner: 'red', teams: ['RED'], reason: 'fourMisses' },
  { winner: 'red', teams: ['RED'], reason: 'teamLoss', penaltySeat: 3 },
  { winner: 'black', teams: ['GAMBINO', 'KA'], reason: 'teamLoss' },
  { winner: 'aborted', teams: [], reason: 'aborted' },
  { winner: 'aborted', teams: [], reason: 'cancelled' },
];

export const REPORT: AllParams['game.report'] = {
  result: { winner: 'red', teams: ['RED'], reason: 'teamLoss', penaltySeat: 14 },
  preset: 'stylized',
  seats: [
    { seat: 1, userId: U(1), role: 'FATHER', team: 'GAMBINO', fouls: 0 },
    {
      seat: 2,
      userId: U(2),
      role: 'MAFIOSO',
      team: 'GAMBINO',
      fouls: 1,
      out: { reason: 'killed', day: 1, phase: 'night' },
    },
    {
      seat: 4,
      userId: U(4),
      role: 'GANG_HEAD',
      team: 'KA',
      fouls: 2,
      out: { reason: 'voted', day: 2, phase: 'day' },
    },
    {
      seat: 5,
      userId: U(5),
      role: 'BANDIT',
      team: 'KA',
      fouls: 4,
      out: { reason: 'removed', day: 3, phase: 'night' },
    },
    { seat: 7, userId: U(7), role: 'DETECTIVE', team: 'RED', fouls: 0 },
    { seat: 8, userId: U(8), role: 'LAWYER', team: 'RED', fouls: 0 },
    { seat: 9, userId: U(9), role: 'JOURNALIST', team: 'RED', fouls: 0 },
    { seat: 10, userId: U(10), role: 'FBI_AGENT', team: 'RED', fouls: 0 },
    { seat: 11, userId: U(11), role: 'BUSINESSMAN', team: 'RED', fouls: 0 },
  ],
  timeline: TIMELINE,
  bestMove: { seat: 2, named: [1, 4, 9], hits: 2 },
  deal: {
    commitment: HEX('c'),
    serverSeed: HEX('a'),
    finalSeed: HEX('f'),
    configHash: HEX('d'),
  },
};

export const STATUS: AllParams['status.summary'] = {
  preset: 'classic',
  phase: 'day',
  day: 2,
  alive: [1, 3, 4, 5, 7, 8, 9, 10],
  out: [2, 6],
  fouls: [
    { seat: 3, count: 2 },
    { seat: 5, count: 1 },
  ],
  endsAt: AT + 40_000,
  paused: false,
  players: 10,
};
