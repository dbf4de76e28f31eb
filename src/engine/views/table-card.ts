import type { Tone } from '../rules/events.ts';
import type { Control, Screen } from './screen.ts';
import { text, type Text } from '../rules/messages.ts';
import type { GameState } from '../rules/state/state.ts';
import { finalTableView, type SeatView, type TableView } from './table-view.ts';

/** The card's screen id: one card per game, edited in place from the deal to the end. */
export const TABLE_CARD_ID = 'table';

/** What the phase that hands out the floor adds to the card: its title, lines and controls. */
export interface FloorPart {
  title: Text;
  lines: Text[];
  controls: Control[];
}

function toneOf(view: TableView): Tone {
  if (view.phase === 'ended') return 'end';
  if (view.phase === 'night') return 'night';
  const voting = view.stage === 'voting' || view.stage === 'eliminateAll';
  return voting || view.stage === 'forumVoting' ? 'vote' : 'day';
}

function titleOf(view: TableView): Text {
  const phase = view.phase === 'lobby' ? 'night' : view.phase;
  return text('table.title', {
    phase,
    day: view.day,
    ...(view.stage && phase === 'day' ? { stage: view.stage } : {}),
    ...(view.winner ? { winner: view.winner } : {}),
  });
}

/**
 * The card's own clock, where nothing else on it counts down: a paused step's remainder, and a
 * forum phase's deadline (hours away). A speech's deadline is the floor's line; a sports vote
 * and a night step count down in their own messages, so their many short steps cost no edit.
 */
function clockOf(view: TableView, floorHeld: boolean): Text | undefined {
  if (view.phase === 'ended') return undefined;
  if (view.pausedRemainingMs !== undefined)
    return text('table.clock', { pausedRemainingMs: view.pausedRemainingMs });
  if (floorHeld || view.preset !== 'forum' || view.endsAt === undefined) return undefined;
  return text('table.clock', { endsAt: view.endsAt });
}

function seatLine(state: GameState, view: TableView, seat: SeatView, index: number): Text {
  return text('table.seat', {
    preset: view.preset,
    seat: seat.seat,
    userId: state.seats[index]?.userId ?? '',
    alive: seat.alive,
    ...(seat.out ? { out: seat.out } : {}),
    fouls: seat.fouls,
    nominated: seat.nominated,
    speaking: seat.speaking,
    ...(seat.role ? { role: seat.role } : {}),
  });
}

/**
 * The table card (issue 15): one public message per game showing every seat (in or out and how,
 * fouls, nominated, the floor), the phase and its clock; the roles once the game is over. While
 * somebody holds the floor the card is also the speech message: the floor's title, lines and
 * controls are on it, so a speech handover is an edit of the card, never a new post.
 */
export function tableCard(state: GameState, floor?: FloorPart): Screen {
  const view = finalTableView(state);
  const clock = clockOf(view, floor !== undefined);
  const phase = titleOf(view);
  return {
    id: TABLE_CARD_ID,
    to: { kind: 'public' },
    tone: toneOf(view),
    title: floor?.title ?? phase,
    lines: floor?.lines ?? [],
    controls: floor?.controls ?? [],
    card: {
      ...(floor ? { phase } : {}),
      ...(clock ? { clock } : {}),
      seats: view.seats.map((seat, index) => seatLine(state, view, seat, index)),
    },
  };
}
