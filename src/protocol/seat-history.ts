import {
  nightFinding,
  type GameResult,
  type GameState,
  type Role,
  type Seat,
  type TimelineEntry,
} from '../engine/index.ts';
import type {
  GameProtocol,
  NightMove,
  NightResult,
  OutType,
  ProtocolSeat,
  RatingRole,
} from './schema.ts';

type Entry<K extends TimelineEntry['kind']> = Extract<TimelineEntry, { kind: K }>;
type NightEntry = Entry<'night'>;

/** The classic rating sites know four roles; the other presets' roles map onto them (README). */
export function ratingRoleOf(role: Role): RatingRole {
  switch (role) {
    case 'DON':
    case 'FATHER':
    case 'GANG_HEAD':
      return 'don';
    case 'MAFIOSO':
    case 'BANDIT':
      return 'maf';
    case 'SHERIFF':
    case 'DETECTIVE':
      return 'srf';
    default:
      return 'civ';
  }
}

export function outcomeOf(seat: Seat, result: GameResult): ProtocolSeat['outcome'] {
  if (result.winner === 'aborted') return 'aborted';
  if (result.winner === 'draw') return 'draw';
  return result.teams.includes(seat.team) ? 'win' : 'loss';
}

type Foul = ProtocolSeat['fouls'][number];

function foulOf(entry: Entry<'foul'>): Foul {
  return {
    day: entry.day,
    ...(entry.phase ? { phase: entry.phase } : {}),
    count: entry.count,
    ...(entry.reason ? { reason: entry.reason } : {}),
  };
}

/**
 * Every foul in order; an `unfoul` takes back the seat's latest foul still counting, and an undo
 * (JUDGE-UNDO) keeps the foul it took back, marked the same way.
 */
export function foulsOf(state: GameState, seat: number): ProtocolSeat['fouls'] {
  const fouls: ProtocolSeat['fouls'] = [];
  for (const entry of state.timeline) {
    if (entry.kind === 'foul' && entry.seat === seat) {
      fouls.push(foulOf(entry));
    } else if (entry.kind === 'unfoul' && entry.seat === seat) {
      const taken = fouls.findLast((foul) => !foul.undone);
      if (taken) taken.undone = { day: entry.day, ...(entry.phase ? { phase: entry.phase } : {}) };
    } else if (
      entry.kind === 'undone' &&
      entry.action.kind === 'foul' &&
      entry.action.seat === seat
    ) {
      fouls.push({ ...foulOf(entry.action), undone: { day: entry.day, phase: entry.phase } });
    }
  }
  return fouls;
}

/** The judge's warnings and the forum's skip warnings (FORUM-SKIPS), over the seat's whole game. */
export function warningsOf(state: GameState, seat: number): ProtocolSeat['warnings'] {
  return state.timeline.flatMap((entry): ProtocolSeat['warnings'] => {
    if (entry.kind === 'warning' && entry.seat === seat) {
      return [
        {
          day: entry.day,
          ...(entry.phase ? { phase: entry.phase } : {}),
          source: 'judge',
          ...(entry.reason ? { reason: entry.reason } : {}),
        },
      ];
    }
    if (entry.kind === 'skip' && entry.seat === seat && entry.sanction === 'warning')
      return [{ day: entry.night, phase: 'night', source: 'skip' }];
    return [];
  });
}

/**
 * How the seat left. A removal is told apart by what removed it: the penalty recorded for
 * the seat just before its departure — the 4th foul, a disqualification, a team loss, or the
 * forum's skipped moves.
 */
export function outOf(state: GameState, seat: Seat): ProtocolSeat['out'] {
  if (!seat.out) return null;
  const phase = seat.out.phase;
  const at = { day: seat.out.day, phase };
  if (seat.out.reason === 'killed') return { type: 'nightKill', ...at };
  if (seat.out.reason === 'voted') return { type: 'dayVote', ...at };
  const departed = state.timeline.findLastIndex(
    (entry) => entry.kind === 'departure' && entry.seat === seat.seat,
  );
  const cause = state.timeline
    .slice(0, departed < 0 ? undefined : departed)
    .findLast(
      (entry) =>
        'seat' in entry &&
        entry.seat === seat.seat &&
        ['foul', 'disqualified', 'teamLoss', 'skip'].includes(entry.kind),
    );
  return { type: removalType(cause), ...at };
}

function removalType(cause: TimelineEntry | undefined): OutType {
  switch (cause?.kind) {
    case 'foul':
      return 'fouls';
    case 'teamLoss':
      return 'teamLoss';
    case 'skip':
      return 'skips';
    default:
      return 'disqualified';
  }
}

/**
 * Every sequential vote round (VOTE-SEQUENCE) in order, with its votes and who left by it; a round a
 * removal cut short (VOTE-CANCEL) is kept, marked cancelled, with the votes cast until then.
 */
export function voteRoundsOf(state: GameState): GameProtocol['votes'] {
  return state.timeline.flatMap((entry): GameProtocol['votes'] => {
    const copy = (votes: Entry<'vote'>['votes']) =>
      votes.map(({ voter, candidate, auto }) => ({ voter, candidate, auto }));
    if (entry.kind === 'vote')
      return [
        { day: entry.day, round: entry.round, votes: copy(entry.votes), out: [...entry.out] },
      ];
    if (entry.kind === 'voteCancelled' && entry.cut) {
      const { round, votes } = entry.cut;
      return [{ day: entry.day, round, votes: copy(votes), out: [], cancelled: true }];
    }
    return [];
  });
}

/** The votes the seat cast: sequential rounds (VOTE-SEQUENCE) and the forum's day votes (D38). */
export function votesOf(state: GameState, seat: number): ProtocolSeat['votes'] {
  const rounds = voteRoundsOf(state).flatMap((round) =>
    round.votes
      .filter((vote) => vote.voter === seat)
      .map((vote) => ({
        day: round.day,
        round: round.round,
        candidate: vote.candidate,
        auto: vote.auto,
        ...(round.cancelled ? { cancelled: true as const } : {}),
      })),
  );
  const forum = state.timeline.flatMap((entry) => {
    const target = entry.kind === 'forumVote' ? entry.votes[String(seat)] : undefined;
    return entry.kind === 'forumVote' && target !== undefined
      ? [{ day: entry.day, round: 1, candidate: target, auto: false }]
      : [];
  });
  return [...rounds, ...forum];
}

export function eliminateAllOf(state: GameState, seat: number): ProtocolSeat['eliminateAll'] {
  return state.timeline.flatMap((entry): ProtocolSeat['eliminateAll'] => {
    if (entry.kind !== 'eliminateAll') return [];
    if (entry.yes.includes(seat)) return [{ day: entry.day, yes: true }];
    if (entry.no?.includes(seat)) return [{ day: entry.day, yes: false }];
    return [];
  });
}

/** The seat's night moves as resolved (NIGHT-RESOLUTION: the last valid submission of an actor alive then). */
export function nightMovesOf(state: GameState, seat: number): NightMove[] {
  return state.timeline.flatMap((entry) => {
    if (entry.kind !== 'night') return [];
    return entry.actions
      .filter((action) => action.seat === seat)
      .map((action) => {
        const result = nightResult(state, entry, action.action, action.targets);
        return {
          night: entry.night,
          action: action.action,
          targets: action.targets,
          ...(result ? { result } : {}),
        };
      });
  });
}

/** What the move found: the engine's finding (the facts the actor was told, NIGHT-RESOLUTION), or the night's. */
function nightResult(
  state: GameState,
  night: NightEntry,
  action: NightMove['action'],
  targets: number[],
): NightResult | undefined {
  if (action === 'shot') return night.outcome === 'none' ? undefined : night.outcome;
  if (action === 'protect')
    return night.outcome === 'save' && night.shot === targets[0] ? 'saved' : 'notSaved';
  const found = nightFinding(state, action, targets);
  switch (found?.kind) {
    case 'side':
      return found.side;
    case 'role':
      return found.found ? 'found' : 'notFound';
    case 'same':
      return found.same ? 'same' : 'different';
    default:
      return undefined;
  }
}
