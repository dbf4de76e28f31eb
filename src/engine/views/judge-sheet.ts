import { nightFinding } from '../rules/night/findings.ts';
import type { NightFinding } from '../rules/messages.ts';
import { actionsOf, alive, currentDay, currentNight } from '../rules/queries.ts';
import { WAKE_ORDER, type NightAction, type Preset, type Role, type Team } from '../rules/roles.ts';
import type { Departure, GameState, TimelineEntry, VoteRound } from '../rules/state/state.ts';

/** One seat as the judge sees it: the role and team, in or out, fouls and warnings. */
export interface SheetSeat {
  seat: number;
  name: string;
  userId: string;
  role: Role;
  team: Team;
  alive: boolean;
  out?: Omit<Departure, 'seat'>;
  fouls: number;
  warnings: number;
}

/** One night move with what it found (a check's answer, a comparison's), as the actor learns it. */
export interface SheetMove {
  seat: number;
  role: Role;
  action: NightAction;
  targets: number[];
  found?: NightFinding;
}

/** A night: its moves in wake order; once resolved, the shot's outcome. */
export interface SheetNight {
  night: number;
  /** Still running: the moves are the submissions so far, changeable until the window ends. */
  open: boolean;
  moves: SheetMove[];
  outcome?: 'kill' | 'miss' | 'save' | 'none';
  shot?: number;
  victim?: number;
}

export type SheetVote = Pick<VoteRound, 'round' | 'votes'> & {
  /** The round is running: the votes so far. */
  open: boolean;
  /** Who left by it (once it is over). */
  out?: number[];
};

/** A day: its nominations in the order they were made, and each vote round. */
export interface SheetDay {
  day: number;
  nominations: Array<{ by: number; target: number }>;
  votes: SheetVote[];
  /** The eliminate-all question, when one was asked: its yes and no. */
  eliminateAll?: {
    candidates: number[];
    yes: number[];
    no: number[];
    open: boolean;
    passed?: boolean;
  };
}

/**
 * The judge's live sheet (issue 25): everything the bot knows of the game, for the one person
 * who may know it all while it runs. Data only; the adapter words it in the reader's language.
 */
export interface JudgeSheet {
  preset: Preset;
  seats: SheetSeat[];
  /** Oldest first; Night 0 has no moves and is left out. */
  nights: SheetNight[];
  /** Oldest first. */
  days: SheetDay[];
}

function sheetSeats(state: GameState): SheetSeat[] {
  return state.seats.map((seat) => ({
    seat: seat.seat,
    name: seat.name,
    userId: seat.userId,
    role: seat.role,
    team: seat.team,
    alive: seat.alive,
    ...(seat.out ? { out: { ...seat.out } } : {}),
    fouls: seat.fouls,
    warnings: seat.warnings,
  }));
}

function move(state: GameState, seat: number, action: NightAction, targets: number[]): SheetMove {
  const found = nightFinding(state, action, targets);
  const role = state.seats[seat - 1]?.role ?? 'CIVILIAN';
  return { seat, role, action, targets: [...targets], ...(found ? { found } : {}) };
}

type NightEntry = Extract<TimelineEntry, { kind: 'night' }>;

function resolvedNight(state: GameState, entry: NightEntry): SheetNight {
  return {
    night: entry.night,
    open: false,
    moves: entry.actions.map((done) => move(state, done.seat, done.action, done.targets)),
    outcome: entry.outcome,
    ...(entry.shot !== undefined ? { shot: entry.shot } : {}),
    ...(entry.victim !== undefined ? { victim: entry.victim } : {}),
  };
}

/** The running night's submissions so far, by living actors who still hold the move. */
function runningNight(state: GameState): SheetNight | undefined {
  const night = currentNight(state);
  if (!night || night.number === 0) return undefined;
  const moves: SheetMove[] = [];
  for (const action of WAKE_ORDER) {
    for (const seat of alive(state)) {
      const targets = night.submissions[String(seat.seat)]?.[action];
      if (targets && actionsOf(state, seat.seat).includes(action))
        moves.push(move(state, seat.seat, action, targets));
    }
  }
  return { night: night.number, open: true, moves };
}

function dayOf(days: Map<number, SheetDay>, day: number): SheetDay {
  let found = days.get(day);
  if (!found) {
    found = { day, nominations: [], votes: [] };
    days.set(day, found);
  }
  return found;
}

/** What the timeline says of the days: nominations, finished rounds, eliminate-all questions. */
function pastDays(state: GameState): Map<number, SheetDay> {
  const days = new Map<number, SheetDay>();
  for (const entry of state.timeline) {
    if (entry.kind === 'nomination')
      dayOf(days, entry.day).nominations.push({ by: entry.by, target: entry.target });
    else if (entry.kind === 'vote')
      dayOf(days, entry.day).votes.push({
        round: entry.round,
        votes: entry.votes.map((vote) => ({ ...vote })),
        open: false,
        out: [...entry.out],
      });
    else if (entry.kind === 'eliminateAll')
      dayOf(days, entry.day).eliminateAll = {
        candidates: [...entry.candidates],
        yes: [...entry.yes],
        no: [...(entry.no ?? [])],
        open: false,
        passed: entry.passed,
      };
  }
  return days;
}

/** The running day's vote or eliminate-all question, with what was cast so far. */
function runningVote(state: GameState, days: Map<number, SheetDay>): void {
  const day = currentDay(state);
  if (!day) return;
  const sheetDay = dayOf(days, day.number);
  const stage = day.stage;
  if (stage.kind === 'voting')
    sheetDay.votes.push({
      round: stage.vote.round,
      votes: stage.vote.votes.map((vote) => ({ ...vote })),
      open: true,
    });
  if (stage.kind === 'eliminateAll')
    sheetDay.eliminateAll = {
      candidates: [...stage.vote.candidates],
      yes: [...stage.vote.yes],
      no: [...stage.vote.no],
      open: true,
    };
}

/**
 * GAME-ROLE-SECRECY: the judge's sheet, for the game's judge alone (undefined for anyone else,
 * and before the deal): every role, the fouls and warnings, each day's nominations and votes,
 * and every night's moves with what they found and the shot's outcome, the running ones too.
 */
export function judgeSheet(state: GameState, viewerId: string): JudgeSheet | undefined {
  if (viewerId !== state.judgeId || state.seats.length === 0) return undefined;
  const nights = state.timeline
    .filter((entry): entry is NightEntry => entry.kind === 'night')
    .map((entry) => resolvedNight(state, entry));
  const running = runningNight(state);
  if (running) nights.push(running);
  const days = pastDays(state);
  runningVote(state, days);
  // Every day so far is listed, one with no nomination too (a night counts as the day before it).
  const today = currentDay(state)?.number ?? currentNight(state)?.number ?? 0;
  for (let day = 1; day <= today; day++) dayOf(days, day);
  return {
    preset: state.config.preset,
    seats: sheetSeats(state),
    nights,
    days: [...days.values()].sort((a, b) => a.day - b.day),
  };
}
