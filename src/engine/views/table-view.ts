import { pausedRemainder, stepDeadline } from '../rules/clock.ts';
import { currentDay, dayNumber } from '../rules/queries.ts';
import type { Role, Side } from '../rules/roles.ts';
import type { DayStage, Departure, FloorKind, GameState, Winner } from '../rules/state/state.ts';

/** One seat at the table as everyone may see it (roles only in the final view). */
export interface SeatView {
  seat: number;
  name: string;
  alive: boolean;
  /** How and when the player left (GAME-DEPARTURES): killed at night, voted out, removed. */
  out?: Omit<Departure, 'seat'>;
  fouls: number;
  /** Put to today's vote (nominated, or a candidate of the vote running now). */
  nominated: boolean;
  /** Holds the floor now (a speech, a tie speech, a last word). */
  speaking: boolean;
  /** Only in `finalTableView`, once the game is over (the report reveals them anyway). */
  role?: Role;
  side?: Side;
}

/**
 * The table at a glance: the seats and the moment of the game, for a picture or a card.
 * Data only, no words: the adapter words it in the reader's language.
 */
export interface TableView {
  preset: GameState['config']['preset'];
  phase: GameState['phase']['kind'];
  /** The day number; a night counts as the day it follows (Night 0 is 0). */
  day: number;
  /** What the day is doing now (speeches, the vote, …); undefined at night. */
  stage?: DayStage['kind'];
  floor?: { seat: number; kind: FloorKind };
  seats: SeatView[];
  /** When the running step ends (epoch ms); undefined when paused or none runs. */
  endsAt?: number;
  /** While paused: how long the step still has (ms). */
  pausedRemainingMs?: number;
  paused: boolean;
  /** Only in the final view. */
  winner?: Winner;
}

/**
 * The seats put to today's vote: the running vote's candidates, else today's nominations.
 * DAY-NOMINEE-LIST: with geo_7_4 on, no running list of nominees during the speeches (each
 * nomination is acknowledged once, while its speaker holds the floor) — on the card as in the
 * picture.
 */
function nominatedSeats(state: GameState): Set<number> {
  const day = currentDay(state);
  if (!day) return new Set();
  const stage = day.stage;
  if (stage.kind === 'speeches' && state.config.geo74) return new Set();
  if (stage.kind === 'voting') return new Set(stage.vote.candidates);
  if (stage.kind === 'eliminateAll') return new Set(stage.vote.candidates);
  if (stage.kind === 'tieSpeeches') return new Set(stage.tied);
  return new Set(day.nominations.map((nomination) => nomination.target));
}

function stepTiming(state: GameState): Pick<TableView, 'endsAt' | 'pausedRemainingMs'> {
  // One source for the step's time (src/engine/rules/clock.ts): the remainder while paused, else the end.
  if (state.paused) {
    const remainder = pausedRemainder(state);
    return remainder !== undefined ? { pausedRemainingMs: remainder } : {};
  }
  const endsAt = stepDeadline(state);
  return endsAt !== undefined ? { endsAt } : {};
}

/**
 * The public view of the table (`/mafia status`): who sits where, who is out and how, fouls,
 * the nominated, the floor, the phase and the clock. Never a role: it is shown during the game.
 */
export function tableView(state: GameState): TableView {
  const day = currentDay(state);
  const floor = day?.floor;
  const nominated = nominatedSeats(state);
  const seats: SeatView[] = state.seats.map((seat) => ({
    seat: seat.seat,
    name: seat.name,
    alive: seat.alive,
    ...(seat.out ? { out: { ...seat.out } } : {}),
    fouls: seat.fouls,
    nominated: nominated.has(seat.seat),
    speaking: floor?.seat === seat.seat,
  }));
  return {
    preset: state.config.preset,
    phase: state.phase.kind,
    day: day ? day.number : dayNumber(state),
    ...(day ? { stage: day.stage.kind } : {}),
    ...(floor ? { floor: { seat: floor.seat, kind: floor.kind } } : {}),
    seats,
    ...stepTiming(state),
    paused: state.paused !== undefined,
  };
}

/**
 * The table at the end of the game (the report's picture): the public view with every role
 * and the winner. Before the end it is the public view, without roles.
 */
export function finalTableView(state: GameState): TableView {
  const view = tableView(state);
  if (state.phase.kind !== 'ended') return view;
  const result = state.phase.result;
  return {
    ...view,
    winner: result.winner,
    seats: view.seats.map((seat, index) => {
      const dealt = state.seats[index]!;
      return { ...seat, role: dealt.role, side: dealt.side };
    }),
  };
}

/**
 * What a spectator off Discord may see (the web page and the stream overlay, issue 27): the
 * card's facts and nothing more, decided here and not in the page. Before the end it is the
 * public view (no role: FAIR-NO-LEAKS); at night it has no clock either, as the card has none
 * (how long each night step runs would tell which roles still act).
 */
export function spectatorView(state: GameState): TableView {
  const view = finalTableView(state);
  if (view.phase !== 'night' || view.endsAt === undefined) return view;
  const { endsAt: _hidden, ...rest } = view;
  return rest;
}
