import {
  bestMoveHits,
  type GameResult,
  type GameState,
  type Seat,
  type TimelineEntry,
} from '../engine/index.ts';
import type { JsonValue } from '../fairness/canonical-json.ts';
import { protocolCorrections, protocolNominations, seatNominations } from './corrections.ts';
import { buildDealRecord, type DealRecord } from '../fairness/deal-record.ts';
import {
  PROTOCOL_FORMAT,
  PROTOCOL_SCHEMA_VERSION,
  type GameProtocol,
  type ProtocolSeat,
} from './schema.ts';
import {
  eliminateAllOf,
  foulsOf,
  nightMovesOf,
  outcomeOf,
  outOf,
  ratingRoleOf,
  voteRoundsOf,
  votesOf,
  warningsOf,
} from './seat-history.ts';

type Entry<K extends TimelineEntry['kind']> = Extract<TimelineEntry, { kind: K }>;

/** Where the game was played: not part of the engine's state. */
export interface ProtocolContext {
  guildId?: string;
}

/**
 * The deal record of a dealt game (FAIR-REVEAL), as published beside the report and embedded in
 * the protocol. None before the deal (a cancelled lobby reveals its seed in the report text).
 */
export function dealRecordOf(state: GameState): DealRecord | undefined {
  if (!state.deal.roleMultiset || state.seats.length === 0) return undefined;
  return buildDealRecord({
    gameId: state.gameId,
    preset: state.config.preset,
    config: state.config as unknown as JsonValue,
    serverSeedHex: state.deal.serverSeed,
    players: state.deal.players ?? state.seats.map((seat) => seat.userId),
    entropy: [],
    roleMultiset: state.deal.roleMultiset,
    seats: state.seats.map((seat) => dealtMember(state, seat)),
    roles: state.seats.map((seat) => seat.role),
    draws: state.memory.draws,
  });
}

/** The member the deal seated here: a forum replacement (FORUM-SUBSTITUTE) changes the seat's holder. */
function dealtMember(state: GameState, seat: Seat): string {
  const first = state.timeline.find(
    (entry): entry is Entry<'replaced'> => entry.kind === 'replaced' && entry.seat === seat.seat,
  );
  return first?.from ?? seat.userId;
}

/** The result of a game that ended, or of one stopped before a result (reported as aborted). */
function resultOf(state: GameState): GameResult {
  return state.phase.kind === 'ended'
    ? state.phase.result
    : { winner: 'aborted', teams: [], reason: 'aborted' };
}

/**
 * The game protocol (README, "Game protocol"): a pure function of the final state. Undefined
 * before the deal, when there is nobody to write down.
 */
export function buildProtocol(
  state: GameState,
  context: ProtocolContext = {},
): GameProtocol | undefined {
  const deal = dealRecordOf(state);
  if (!deal) return undefined;
  const result = resultOf(state);
  const dealt = state.timeline.find((entry): entry is Entry<'dealt'> => entry.kind === 'dealt');
  return {
    format: PROTOCOL_FORMAT,
    schemaVersion: PROTOCOL_SCHEMA_VERSION,
    gameId: state.gameId,
    guildId: context.guildId ?? null,
    preset: state.config.preset,
    judgeId: state.judgeId,
    createdAt: new Date(state.createdAt).toISOString(),
    dealtAt: dealt ? new Date(dealt.at).toISOString() : null,
    aborted: result.winner === 'aborted',
    result: {
      winner: result.winner,
      teams: [...result.teams],
      reason: result.reason,
      penaltySeat: result.penaltySeat ?? null,
    },
    seats: state.seats.map((seat) => protocolSeat(state, seat, result)),
    ...rounds(state),
    bestMove: bestMoveOf(state) ?? null,
    deal,
  };
}

function protocolSeat(state: GameState, seat: Seat, result: GameResult): ProtocolSeat {
  const fouls = foulsOf(state, seat.seat);
  const bestMove = bestMoveOf(state);
  return {
    seat: seat.seat,
    userId: seat.userId,
    name: seat.name,
    replacements: state.timeline.flatMap((entry) =>
      entry.kind === 'replaced' && entry.seat === seat.seat
        ? [{ day: entry.day, from: entry.from, to: entry.to }]
        : [],
    ),
    role: seat.role,
    ratingRole: ratingRoleOf(seat.role),
    team: seat.team,
    side: seat.side,
    outcome: outcomeOf(seat, result),
    fouls,
    foulCount: fouls.filter((foul) => !foul.undone).length,
    warnings: warningsOf(state, seat.seat),
    out: outOf(state, seat),
    nominations: seatNominations(state, seat.seat),
    votes: votesOf(state, seat.seat),
    eliminateAll: eliminateAllOf(state, seat.seat),
    nightMoves: nightMovesOf(state, seat.seat),
    bestMove:
      bestMove?.seat === seat.seat ? { named: [...bestMove.named], hits: bestMove.hits } : null,
  };
}

/** LAST-BESTMOVE-PICK: the Best Move and its hits (named seats that are black). */
function bestMoveOf(state: GameState): GameProtocol['bestMove'] | undefined {
  const bestMove = state.memory.bestMove;
  if (!bestMove) return undefined;
  return {
    seat: bestMove.seat,
    named: [...bestMove.named],
    hits: bestMoveHits(state, bestMove.named),
  };
}

/** The game's days and nights in order, as the whole table saw them. */
function rounds(
  state: GameState,
): Pick<
  GameProtocol,
  | 'nominations'
  | 'votes'
  | 'eliminateAll'
  | 'forumVotes'
  | 'duels'
  | 'cancelledVotes'
  | 'nights'
  | 'corrections'
> {
  const of = <K extends TimelineEntry['kind']>(kind: K) =>
    state.timeline.filter((entry): entry is Entry<K> => entry.kind === kind);
  return {
    nominations: protocolNominations(state),
    votes: voteRoundsOf(state),
    eliminateAll: of('eliminateAll').map(({ day, candidates, yes, no, passed }) => ({
      day,
      candidates: [...candidates],
      yes: [...yes],
      no: no ? [...no] : null,
      passed,
    })),
    forumVotes: of('forumVote').map(({ day, votes, out, tie }) => ({
      day,
      votes: { ...votes },
      out: [...out],
      tie: [...tie],
    })),
    duels: duelsOf(state),
    cancelledVotes: of('voteCancelled').map(({ day }) => day),
    nights: of('night').map(({ night, outcome, shot, victim }) => ({
      night,
      outcome,
      shot: shot ?? null,
      victim: victim ?? null,
    })),
    corrections: protocolCorrections(state),
  };
}

/** A part of a duel move not chosen is 0 in the state, null in the protocol. */
const chosen = (value: number) => (value > 0 ? value : null);

/**
 * FORUM-DUEL-ROUNDS (D40): the duel of each tied forum day, from the timeline: who was in it,
 * every round's moves and hits, and how it ended (null if that was not recorded).
 */
function duelsOf(state: GameState): GameProtocol['duels'] {
  const ties = state.timeline.filter(
    (entry): entry is Entry<'forumVote'> => entry.kind === 'forumVote' && entry.tie.length > 0,
  );
  return ties.map(({ day, tie }) => {
    const ended = state.timeline.find(
      (entry): entry is Entry<'duelEnded'> => entry.kind === 'duelEnded' && entry.day === day,
    );
    const rounds = state.timeline.filter(
      (entry): entry is Entry<'duelRound'> => entry.kind === 'duelRound' && entry.day === day,
    );
    return {
      day,
      duellists: [...(ended?.duellists ?? tie)],
      rounds: rounds.map(({ round, moves, hits }) => ({
        round,
        moves: Object.entries(moves).map(([seat, move]) => ({
          seat: Number(seat),
          cover: chosen(move.cover),
          target: chosen(move.target),
          position: chosen(move.position),
        })),
        hits: Object.entries(hits).map(([seat, count]) => ({ seat: Number(seat), hits: count })),
      })),
      outcome: ended ? { loser: ended.loser, why: ended.why } : null,
    };
  });
}
