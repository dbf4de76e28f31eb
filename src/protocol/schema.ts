import { z } from 'zod';
import { ROLES } from '../engine/index.ts';
import { dealRecordSchema } from '../fairness/deal-record.ts';

/**
 * The game protocol: what a club keeps of a finished (or aborted) game, shaped so that it maps
 * onto what rating sites store (README, "Game protocol"). Versioned: a new or changed field
 * gets a new schemaVersion, never a silent change; readers check `format` and the version.
 * Version 2 added `duels`; a version 1 protocol still parses and verifies (`protocolV1Schema`).
 */
export const PROTOCOL_FORMAT = 'mafia-bot/game-protocol';
export const PROTOCOL_SCHEMA_VERSION = 3;

const seatNumber = z.int().min(1);
const dayNumber = z.int().min(0);
/** Day d, Night d (cycle d = Day d + the Night after it, WIN-QUIET-DRAW), or Night 0. */
const phase = z.enum(['day', 'night', 'night0']);

/** The four roles of the classic rating sites: civilian, sheriff, mafioso, don. */
export const RATING_ROLES = ['civ', 'srf', 'maf', 'don'] as const;

const foulSchema = z.strictObject({
  day: dayNumber,
  /** Absent only for games saved before the phase was recorded. */
  phase: phase.optional(),
  /** The seat's foul count right after this foul. */
  count: z.int().min(1),
  reason: z.string().optional(),
  /** Taken back by the judge (`unfoul`); it no longer counts. */
  undone: z.strictObject({ day: dayNumber, phase: phase.optional() }).optional(),
});

const warningSchema = z.strictObject({
  day: dayNumber,
  phase: phase.optional(),
  /** `judge`: /mafia warn; `skip`: the forum's second skipped move (FORUM-SKIPS, D42). */
  source: z.enum(['judge', 'skip']),
  reason: z.string().optional(),
});

/** How a player left: the rating sites' death types, finer (README mapping). */
export const OUT_TYPES = [
  'dayVote',
  'nightKill',
  'fouls',
  'disqualified',
  'teamLoss',
  'skips',
] as const;

const outSchema = z.strictObject({
  type: z.enum(OUT_TYPES),
  day: dayNumber,
  phase,
});

const voteCastSchema = z.strictObject({
  day: dayNumber,
  /** 1 = the day's vote (forum: the day's vote), 2 = the revote among the tied (VOTE-TIE-SPEECHES). */
  round: z.int().min(1),
  candidate: seatNumber,
  /** Counted for the last candidate because the player did not vote (VOTE-SEQUENCE). */
  auto: z.boolean(),
  /** Cast in a round a removal cut short (VOTE-CANCEL): it decided nothing. */
  cancelled: z.literal(true).optional(),
});

export const NIGHT_RESULTS = [
  'kill',
  'miss',
  'save',
  'red',
  'black',
  'found',
  'notFound',
  'same',
  'different',
  'saved',
  'notSaved',
] as const;

const nightMoveSchema = z.strictObject({
  night: z.int().min(1),
  action: z.enum(['shot', 'leaderCheck', 'check', 'protect', 'compare', 'block']),
  targets: z.array(seatNumber),
  /**
   * shot: the night's outcome (kill, miss, save); check: the target's side (red/black, forum:
   * town/mafia as red/black); leaderCheck: found or not the Sheriff/Detective; compare: same or
   * different (team, forum: side); protect: saved or not. A block has no result.
   */
  result: z.enum(NIGHT_RESULTS).optional(),
});

/** Why a forum duel ended (FORUM-DUEL-ROUNDS, -NO-MOVE, -FALLBACK, -REMOVAL). */
export const DUEL_ENDS = ['hits', 'noMove', 'draw', 'removal'] as const;

const duelPosition = z.int().min(1).max(3);

/** One duellist's move in a round; a part he did not choose is null (FORUM-DUEL-NO-MOVE). */
const duelMoveSchema = z.strictObject({
  seat: seatNumber,
  cover: duelPosition.nullable(),
  target: seatNumber.nullable(),
  position: duelPosition.nullable(),
});

/** A forum duel (D40): the tied players, their moves and hits round by round, how it ended. */
const duelSchema = z.strictObject({
  day: dayNumber,
  duellists: z.array(seatNumber),
  rounds: z.array(
    z.strictObject({
      round: z.int().min(1),
      /** The duellists who sent a move this round (a duellist missing here did not move). */
      moves: z.array(duelMoveSchema),
      /** Hits taken this round by each duellist still in the duel. */
      hits: z.array(z.strictObject({ seat: seatNumber, hits: z.int().min(0) })),
    }),
  ),
  /**
   * The loser (jailed) and why: hit most in a round, did not move, drawn after the last round;
   * or nobody, when removals left fewer than two duellists. null: the game ended during the
   * duel, or the game was saved before the end of a duel was recorded.
   */
  outcome: z.strictObject({ loser: seatNumber.nullable(), why: z.enum(DUEL_ENDS) }).nullable(),
});

const seatSchema = z.strictObject({
  seat: seatNumber,
  /** The member who holds the seat at the end (forum: after any replacement, FORUM-SUBSTITUTE). */
  userId: z.string(),
  name: z.string(),
  /** Forum replacements of this seat, in order (D46); the first `from` is the dealt member. */
  replacements: z.array(z.strictObject({ day: dayNumber, from: z.string(), to: z.string() })),
  role: z.enum(ROLES),
  ratingRole: z.enum(RATING_ROLES),
  team: z.enum(['RED', 'GAMBINO', 'KA', 'MAFIA']),
  side: z.enum(['red', 'black']),
  outcome: z.enum(['win', 'loss', 'draw', 'aborted']),
  fouls: z.array(foulSchema),
  /** Fouls that count at the end (the undone ones left out). */
  foulCount: z.int().min(0),
  warnings: z.array(warningSchema),
  /** null: at the table when the game ended. */
  out: outSchema.nullable(),
  /** `byJudge`: made aloud, entered by the judge (JUDGE-NOMINATE-ALOUD); withdrawn ones are not listed. */
  nominations: z.array(
    z.strictObject({ day: dayNumber, target: seatNumber, byJudge: z.literal(true).optional() }),
  ),
  votes: z.array(voteCastSchema),
  eliminateAll: z.array(z.strictObject({ day: dayNumber, yes: z.boolean() })),
  nightMoves: z.array(nightMoveSchema),
  /** The Night-1 victim's Best Move (LAST-BESTMOVE-PICK): the seats named and how many of them were black. */
  bestMove: z.strictObject({ named: z.array(seatNumber), hits: z.int().min(0) }).nullable(),
});

const correctionBase = { day: dayNumber, phase };
const correctionSchema = z.discriminatedUnion('what', [
  z.strictObject({
    ...correctionBase,
    what: z.literal('nominate'),
    by: seatNumber,
    target: seatNumber,
  }),
  z.strictObject({
    ...correctionBase,
    what: z.literal('withdraw'),
    by: seatNumber,
    target: seatNumber,
  }),
  z.strictObject({
    ...correctionBase,
    what: z.literal('vote'),
    round: z.int().min(1),
    voter: seatNumber,
    from: seatNumber.nullable(),
    to: seatNumber.nullable(),
  }),
  z.strictObject({
    ...correctionBase,
    what: z.literal('restart'),
    seat: seatNumber,
    floor: z.enum(['regular', 'silenced', 'short', 'tie', 'lastWord']),
  }),
  z.strictObject({
    ...correctionBase,
    what: z.literal('floor'),
    seat: seatNumber,
    from: seatNumber.optional(),
  }),
]);

const voteRoundSchema = z.strictObject({
  day: dayNumber,
  round: z.int().min(1),
  votes: z.array(z.strictObject({ voter: seatNumber, candidate: seatNumber, auto: z.boolean() })),
  /** Who left by this round: one seat, or none (a tie, nobody voted, or cancelled). */
  out: z.array(seatNumber),
  /** Cut short by a removal (VOTE-CANCEL): the votes cast until then, and nobody left by it. */
  cancelled: z.literal(true).optional(),
});

const eliminateAllSchema = z.strictObject({
  day: dayNumber,
  candidates: z.array(seatNumber),
  yes: z.array(seatNumber),
  /** null for games saved before the "no" answers were recorded. */
  no: z.array(seatNumber).nullable(),
  passed: z.boolean(),
});

const nightSchema = z.strictObject({
  night: z.int().min(1),
  outcome: z.enum(['kill', 'miss', 'save', 'none']),
  /** The seat the black side shot at (unanimous in the sports presets, D05). */
  shot: seatNumber.nullable(),
  victim: seatNumber.nullable(),
});

export const protocolSchema = z.strictObject({
  format: z.literal(PROTOCOL_FORMAT),
  schemaVersion: z.literal(PROTOCOL_SCHEMA_VERSION),
  gameId: z.string().min(1),
  guildId: z.string().nullable(),
  preset: z.enum(['stylized', 'classic', 'forum']),
  judgeId: z.string(),
  /** ISO 8601 (UTC): the lobby opened; the deal. */
  createdAt: z.iso.datetime(),
  dealtAt: z.iso.datetime().nullable(),
  /** Ended by the judge before a result (`/mafia end`): no winner, not for ratings. */
  aborted: z.boolean(),
  result: z.strictObject({
    winner: z.enum(['red', 'black', 'draw', 'aborted']),
    teams: z.array(z.enum(['RED', 'GAMBINO', 'KA', 'MAFIA'])),
    reason: z.string(),
    /** Team loss (DISC-TEAM-LOSS): the seat whose penalty ended the game. */
    penaltySeat: seatNumber.nullable(),
  }),
  seats: z.array(seatSchema),
  /**
   * Every nomination in order: `byJudge` entered by the judge (JUDGE-NOMINATE-ALOUD), `withdrawn`
   * taken back by him before the vote (JUDGE-WITHDRAW-NOMINATION).
   */
  nominations: z.array(
    z.strictObject({
      day: dayNumber,
      by: seatNumber,
      target: seatNumber,
      byJudge: z.literal(true).optional(),
      withdrawn: z.literal(true).optional(),
    }),
  ),
  votes: z.array(voteRoundSchema),
  eliminateAll: z.array(eliminateAllSchema),
  /** Forum day votes (D38): voter seat → target seat, as they stood at the deadline. */
  forumVotes: z.array(
    z.strictObject({
      day: dayNumber,
      votes: z.record(z.string(), seatNumber),
      out: z.array(seatNumber),
      tie: z.array(seatNumber),
    }),
  ),
  /** Forum duels (D40), one per tied day, in order. */
  duels: z.array(duelSchema),
  /** Days whose vote a removal cancelled (VOTE-CANCEL). */
  cancelledVotes: z.array(dayNumber),
  nights: z.array(nightSchema),
  /** The judge's corrections (JUDGE-NOMINATE-ALOUD … JUDGE-GIVE-FLOOR), in order (version 3). */
  corrections: z.array(correctionSchema),
  bestMove: z
    .strictObject({ seat: seatNumber, named: z.array(seatNumber), hits: z.int().min(0) })
    .nullable(),
  /**
   * The deal record (FAIR-REVEAL) exactly as the bot publishes it beside the report: the
   * verifier (`npm run verify-deal -- protocol.json`) checks it and that the seats and roles
   * above are the ones it proves.
   */
  deal: dealRecordSchema,
});

/** Version 2, published before the judge's corrections: read and verified as it was. */
export const protocolV2Schema = protocolSchema
  .omit({ schemaVersion: true, corrections: true })
  .extend({ schemaVersion: z.literal(2) });

/** Version 1, published before the duels were added: read and verified as it was. */
export const protocolV1Schema = protocolV2Schema
  .omit({ schemaVersion: true, duels: true })
  .extend({ schemaVersion: z.literal(1) });

export type GameProtocol = z.infer<typeof protocolSchema>;
/** A protocol of any version the verifier reads. */
export type PublishedProtocol =
  GameProtocol | z.infer<typeof protocolV2Schema> | z.infer<typeof protocolV1Schema>;
export type ProtocolDuel = GameProtocol['duels'][number];
export type ProtocolSeat = GameProtocol['seats'][number];
export type NightMove = ProtocolSeat['nightMoves'][number];
export type OutType = (typeof OUT_TYPES)[number];
export type RatingRole = (typeof RATING_ROLES)[number];
export type NightResult = (typeof NIGHT_RESULTS)[number];
